import {
  type PaymentField,
  type PaymentMethod,
  type PaymentMethodBody,
  paymentFieldKeyOf,
} from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { diffSettings, recordSettingChange, type SettingValues } from '../settings-history/index';
import {
  countPartnersChoosing,
  deletePaymentMethodRow,
  findPaymentMethod,
  insertPaymentMethod,
  type PaymentMethodValues,
  updatePaymentMethod,
} from './repository';

export type Actor = { tenantId: string; userId: string };

function valuesOf(body: PaymentMethodBody): PaymentMethodValues {
  const customFields: PaymentField[] =
    body.kind === 'custom'
      ? body.fields.map((item) => ({ key: paymentFieldKeyOf(item.label), ...item }))
      : [];
  return {
    kind: body.kind,
    name: body.name,
    enabled: body.enabled,
    minimumPayout: body.minimumPayout,
    currency: body.currency,
    customFields,
  };
}

/** A method as the history compares it: its fields as one readable line. */
function historyValuesOf(
  method: Pick<PaymentMethod, 'kind' | 'name' | 'enabled' | 'minimumPayout' | 'currency' | 'fields'>,
): SettingValues {
  return {
    kind: method.kind,
    name: method.name,
    enabled: method.enabled ? 'Enabled' : 'Disabled',
    minimumPayout: `${method.minimumPayout} ${method.currency}`,
    fields: method.fields
      .map((item) => `${item.label} (${item.type}${item.required ? ', required' : ''})`)
      .join('; '),
  };
}

export async function loadPaymentMethod(db: Database, tenantId: string, id: string): Promise<PaymentMethod> {
  const method = await findPaymentMethod(db, tenantId, id);
  if (!method) throw new AppError('NOT_FOUND', 'Payment method not found.');
  return method;
}

export async function createPaymentMethod(
  db: Database,
  actor: Actor,
  body: PaymentMethodBody,
): Promise<string> {
  return db.transaction(async (tx) => {
    const id = await insertPaymentMethod(tx, actor.tenantId, valuesOf(body));
    const created = await loadPaymentMethod(tx, actor.tenantId, id);
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'payment-method',
      summary: `Added the payment method ${created.name}`,
      changes: diffSettings({}, historyValuesOf(created)),
    });
    return id;
  });
}

export async function editPaymentMethod(
  db: Database,
  actor: Actor,
  id: string,
  body: PaymentMethodBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadPaymentMethod(tx, actor.tenantId, id);
    if (before.kind !== body.kind && before.chosenBy > 0) {
      throw new AppError('CONFLICT', 'Partners chose this method: its kind cannot change.', {
        kind: ['Partners chose this method: add a new one instead of changing its kind'],
      });
    }
    await updatePaymentMethod(tx, actor.tenantId, id, valuesOf(body));
    const after = await loadPaymentMethod(tx, actor.tenantId, id);
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'payment-method',
      summary: `Edited the payment method ${after.name}`,
      changes: diffSettings(historyValuesOf(before), historyValuesOf(after)),
    });
  });
}

export async function setPaymentMethodEnabled(
  db: Database,
  actor: Actor,
  id: string,
  enabled: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadPaymentMethod(tx, actor.tenantId, id);
    await updatePaymentMethod(tx, actor.tenantId, id, { enabled });
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'payment-method',
      summary: `${enabled ? 'Enabled' : 'Disabled'} the payment method ${before.name}`,
      changes: diffSettings(historyValuesOf(before), historyValuesOf({ ...before, enabled })),
    });
  });
}

/**
 * Deletes a method no partner chose. One that partners chose is a 409: disabling it keeps their
 * details (for payouts already owed) while no one new can choose it.
 */
export async function deletePaymentMethod(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadPaymentMethod(tx, actor.tenantId, id);
    const chosen = await countPartnersChoosing(tx, id);
    if (chosen > 0) {
      throw new AppError(
        'CONFLICT',
        `${chosen === 1 ? 'A partner has' : `${chosen} partners have`} chosen ${before.name}: disable it instead, so no one new can choose it.`,
      );
    }
    await deletePaymentMethodRow(tx, actor.tenantId, id);
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'payment-method',
      summary: `Deleted the payment method ${before.name}`,
      changes: diffSettings(historyValuesOf(before), {}),
    });
  });
}
