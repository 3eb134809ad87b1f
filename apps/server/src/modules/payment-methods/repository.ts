import type { PaymentMethod } from '@affnet/contracts';
import { paymentFieldsOf } from '@affnet/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advertiserBilling, partnerPaymentDetails, paymentMethods } from '../../db/schema/index';

export type PaymentMethodRecord = typeof paymentMethods.$inferSelect;
export type PaymentMethodValues = Pick<
  typeof paymentMethods.$inferInsert,
  'kind' | 'name' | 'enabled' | 'minimumPayout' | 'currency' | 'customFields'
>;

/** Publishers paid by the method and advertisers paying by it. */
const chosenBy = sql<number>`((select count(*)::int from ${partnerPaymentDetails} where ${partnerPaymentDetails.paymentMethodId} = ${paymentMethods.id})
  + (select count(*)::int from ${advertiserBilling} where ${advertiserBilling.paymentMethodId} = ${paymentMethods.id}))`;

export function toPaymentMethod(row: PaymentMethodRecord & { chosenBy: number }): PaymentMethod {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    enabled: row.enabled,
    minimumPayout: row.minimumPayout,
    currency: row.currency,
    fields: paymentFieldsOf(row.kind, row.customFields),
    chosenBy: row.chosenBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The network's methods, oldest first (the order partners see them in), with how many partners chose each. */
export async function listPaymentMethods(
  db: Database,
  tenantId: string,
  options: { enabledOnly?: boolean } = {},
): Promise<PaymentMethod[]> {
  const rows = await db
    .select({ method: paymentMethods, chosenBy })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.tenantId, tenantId),
        options.enabledOnly ? eq(paymentMethods.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
  return rows.map(({ method, chosenBy: chosen }) => toPaymentMethod({ ...method, chosenBy: chosen }));
}

export async function findPaymentMethod(
  db: Database,
  tenantId: string,
  id: string,
): Promise<PaymentMethod | undefined> {
  const [row] = await db
    .select({ method: paymentMethods, chosenBy })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.id, id)));
  return row ? toPaymentMethod({ ...row.method, chosenBy: row.chosenBy }) : undefined;
}

export async function insertPaymentMethod(
  db: Database,
  tenantId: string,
  values: PaymentMethodValues,
): Promise<string> {
  const [row] = await db
    .insert(paymentMethods)
    .values({ tenantId, ...values })
    .returning({ id: paymentMethods.id });
  if (!row) throw new Error('Payment method insert returned no row');
  return row.id;
}

export async function updatePaymentMethod(
  db: Database,
  tenantId: string,
  id: string,
  values: Partial<PaymentMethodValues>,
): Promise<void> {
  await db
    .update(paymentMethods)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.id, id)));
}

export async function deletePaymentMethodRow(db: Database, tenantId: string, id: string): Promise<void> {
  await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.id, id)));
}

/** Partners whose settings name the method (the foreign keys refuse a delete that races a new choice). */
export async function countPartnersChoosing(db: Database, id: string): Promise<number> {
  const [publishers] = await db
    .select({ total: count() })
    .from(partnerPaymentDetails)
    .where(eq(partnerPaymentDetails.paymentMethodId, id));
  const [advertisers] = await db
    .select({ total: count() })
    .from(advertiserBilling)
    .where(eq(advertiserBilling.paymentMethodId, id));
  return (publishers?.total ?? 0) + (advertisers?.total ?? 0);
}
