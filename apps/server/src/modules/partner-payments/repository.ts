import type { PartnerPayment, PaymentFieldChange } from '@affnet/contracts';
import { paymentFieldsOf } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerPaymentChanges, partnerPaymentDetails, paymentMethods } from '../../db/schema/index';

/** A partner's chosen method and details, or null before they chose one. */
export async function findPartnerPayment(
  db: Database,
  tenantId: string,
  partnerId: string,
): Promise<PartnerPayment | null> {
  const [row] = await db
    .select({ saved: partnerPaymentDetails, method: paymentMethods })
    .from(partnerPaymentDetails)
    .innerJoin(paymentMethods, eq(paymentMethods.id, partnerPaymentDetails.paymentMethodId))
    .where(and(eq(partnerPaymentDetails.tenantId, tenantId), eq(partnerPaymentDetails.partnerId, partnerId)));
  if (!row) return null;
  const { saved, method } = row;
  return {
    method: {
      id: method.id,
      kind: method.kind,
      name: method.name,
      enabled: method.enabled,
      minimumPayout: method.minimumPayout,
      currency: method.currency,
      fields: paymentFieldsOf(method.kind, method.customFields),
    },
    details: saved.details,
    changedAt: saved.changedAt.toISOString(),
  };
}

export type PaymentSave = {
  tenantId: string;
  partnerId: string;
  actorUserId: string;
  paymentMethodId: string;
  methodName: string;
  previousMethodName: string | null;
  details: Record<string, string>;
  /** Secret fields' values are already left out (`before`/`after` null). */
  fieldChanges: PaymentFieldChange[];
};

/** Writes the partner's choice and records the change; call it in the transaction of the save. */
export async function savePartnerPaymentRow(db: Database, save: PaymentSave): Promise<void> {
  const changedAt = new Date();
  await db
    .insert(partnerPaymentDetails)
    .values({
      partnerId: save.partnerId,
      tenantId: save.tenantId,
      paymentMethodId: save.paymentMethodId,
      details: save.details,
      changedAt,
    })
    .onConflictDoUpdate({
      target: partnerPaymentDetails.partnerId,
      set: { paymentMethodId: save.paymentMethodId, details: save.details, changedAt },
    });
  await db.insert(partnerPaymentChanges).values({
    tenantId: save.tenantId,
    partnerId: save.partnerId,
    actorUserId: save.actorUserId,
    methodName: save.methodName,
    previousMethodName: save.previousMethodName,
    changedFields: save.fieldChanges.map((change) => change.key),
    fieldChanges: save.fieldChanges,
    at: changedAt,
  });
}
