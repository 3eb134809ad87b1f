import {
  isSecretPaymentField,
  type PartnerKind,
  type PartnerPayment,
  type PartnerPaymentBody,
  type PaymentField,
  type PaymentFieldChange,
  type PaymentMethodOption,
  paymentDetailsSchemaOf,
} from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/crypto';
import { partnerIdOfUser } from '../offer-catalog/index';
import { findPaymentMethod, listPaymentMethods } from '../payment-methods/index';
import { findPartnerPayment, savePartnerPaymentRow } from './repository';

/** A publisher choosing how the network pays them (advertisers have their billing instead). */
export type PartnerCaller = { tenantId: string; userId: string; kind: Extract<PartnerKind, 'publisher'> };

/** The enabled methods a partner may choose, as they see them. */
export async function paymentOptions(db: Database, tenantId: string): Promise<PaymentMethodOption[]> {
  const methods = await listPaymentMethods(db, tenantId, { enabledOnly: true });
  return methods.map(({ id, kind, name, minimumPayout, currency, fields }) => ({
    id,
    kind,
    name,
    minimumPayout,
    currency,
    fields,
  }));
}

export async function loadOwnPayment(db: Database, caller: PartnerCaller) {
  const partnerId = await partnerIdOfUser(db, caller.tenantId, caller.userId, caller.kind);
  const [current, options] = await Promise.all([
    findPartnerPayment(db, caller.tenantId, partnerId),
    paymentOptions(db, caller.tenantId),
  ]);
  return { current, options };
}

async function assertCurrentPassword(db: Database, caller: PartnerCaller, password: string) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantId, caller.tenantId), eq(users.id, caller.userId)));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw fieldError('currentPassword', 'The current password is not right', 'Check your current password.');
  }
}

/** The details the method asks for, checked against its fields: 422 on `details.<key>` otherwise. */
function checkedDetails(
  fields: Parameters<typeof paymentDetailsSchemaOf>[0],
  details: Record<string, string>,
) {
  const result = paymentDetailsSchemaOf(fields).safeParse(details);
  if (result.success) {
    return Object.fromEntries(
      Object.entries(result.data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = ['details', ...issue.path.map(String)].join('.');
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  throw new AppError('VALIDATION', 'Check the payment details.', errors);
}

/**
 * The fields a save changes: every field of a newly chosen method, else those whose value differs.
 * Secret fields are named without their values, so the history never holds a copy of a secret.
 */
export function diffPaymentDetails(
  before: PartnerPayment | null,
  method: { id: string; fields: readonly PaymentField[] },
  details: Record<string, string>,
): PaymentFieldChange[] {
  const sameMethod = before?.method.id === method.id;
  return method.fields.flatMap((field) => {
    const was = before?.details[field.key] ?? null;
    const now = details[field.key] ?? null;
    if (sameMethod && was === now) return [];
    const secret = isSecretPaymentField(field);
    return [
      { key: field.key, label: field.label, before: secret ? null : was, after: secret ? null : now, secret },
    ];
  });
}

/**
 * A partner chooses one of the network's enabled methods and fills in its details. The current
 * password is asked for: whoever holds a session must not redirect the partner's money.
 */
export async function savePartnerPayment(db: Database, caller: PartnerCaller, body: PartnerPaymentBody) {
  const partnerId = await partnerIdOfUser(db, caller.tenantId, caller.userId, caller.kind);
  const method = await findPaymentMethod(db, caller.tenantId, body.paymentMethodId);
  if (!method?.enabled) {
    throw fieldError('paymentMethodId', 'Choose one of the payment methods offered');
  }
  const details = checkedDetails(method.fields, body.details);
  await assertCurrentPassword(db, caller, body.currentPassword);
  await db.transaction(async (tx) => {
    const before = await findPartnerPayment(tx, caller.tenantId, partnerId);
    await savePartnerPaymentRow(tx, {
      tenantId: caller.tenantId,
      partnerId,
      actorUserId: caller.userId,
      paymentMethodId: method.id,
      methodName: method.name,
      previousMethodName: before?.method.name ?? null,
      details,
      fieldChanges: diffPaymentDetails(before, method, details),
    });
  });
  return loadOwnPayment(db, caller);
}
