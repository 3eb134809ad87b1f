import type { PaymentField, PaymentMethodKind } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { partnerPaymentDetails, settingChanges } from '../../src/db/schema/index';
import { insertPaymentMethod } from '../../src/modules/payment-methods/index';
import type { TestTenant } from './factories';

type MethodOptions = {
  kind?: PaymentMethodKind;
  name?: string;
  enabled?: boolean;
  customFields?: PaymentField[];
};

/** A payment method of the tenant: PayPal, enabled, 50.00 USD minimum, unless told. */
export async function seedPaymentMethod(db: Database, tenant: TestTenant, options: MethodOptions = {}) {
  const kind = options.kind ?? 'paypal';
  const id = await insertPaymentMethod(db, tenant.id, {
    kind,
    name: options.name ?? `${kind} ${crypto.randomUUID().slice(0, 6)}`,
    enabled: options.enabled ?? true,
    minimumPayout: '50.00',
    currency: 'USD',
    customFields: options.customFields ?? [],
  });
  return { id };
}

/** A partner's choice of a method, written as the partner's save writes it. */
export async function seedPartnerChoice(
  db: Database,
  tenant: TestTenant,
  partnerId: string,
  paymentMethodId: string,
  details: Record<string, string> = { email: 'payee@example.test' },
) {
  await db.insert(partnerPaymentDetails).values({ partnerId, tenantId: tenant.id, paymentMethodId, details });
}

/** The summaries recorded in a settings page's history, oldest first. */
export async function historySummaries(db: Database, tenant: TestTenant, area: string) {
  const rows = await db
    .select({ summary: settingChanges.summary, at: settingChanges.at })
    .from(settingChanges)
    .where(and(eq(settingChanges.tenantId, tenant.id), eq(settingChanges.area, area as never)))
    .orderBy(settingChanges.at);
  return rows.map((row) => row.summary);
}
