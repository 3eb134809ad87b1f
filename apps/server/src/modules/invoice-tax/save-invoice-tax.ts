import {
  formatInvoiceNumber,
  type InvoiceSettingsBody,
  TAX_APPLIES_TO_LABELS,
  TAX_RATE_KIND_LABELS,
  type TaxRate,
  type TaxRateBody,
} from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { Actor } from '../payment-methods/index';
import { diffSettings, recordSettingChange, type SettingValues } from '../settings-history/index';
import {
  deleteTaxRateRow,
  findTaxRate,
  insertTaxRate,
  loadInvoiceSettings,
  lockNumbering,
  saveInvoiceSettingsRow,
  updateTaxRate,
} from './repository';

function taxHistoryValues(
  rate: Pick<TaxRate, 'name' | 'percent' | 'kind' | 'appliesTo' | 'countries'>,
): SettingValues {
  return {
    name: rate.name,
    percent: `${rate.percent}%`,
    kind: TAX_RATE_KIND_LABELS[rate.kind],
    appliesTo:
      rate.appliesTo === 'countries'
        ? `${TAX_APPLIES_TO_LABELS.countries}: ${rate.countries.join(', ')}`
        : TAX_APPLIES_TO_LABELS[rate.appliesTo],
  };
}

export async function loadTaxRate(db: Database, tenantId: string, id: string): Promise<TaxRate> {
  const rate = await findTaxRate(db, tenantId, id);
  if (!rate) throw new AppError('NOT_FOUND', 'Tax rate not found.');
  return rate;
}

export async function createTaxRate(db: Database, actor: Actor, body: TaxRateBody): Promise<string> {
  return db.transaction(async (tx) => {
    const id = await insertTaxRate(tx, actor.tenantId, body);
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'invoice-tax',
      summary: `Added the tax rate ${body.name}`,
      changes: diffSettings({}, taxHistoryValues(body)),
    });
    return id;
  });
}

export async function editTaxRate(db: Database, actor: Actor, id: string, body: TaxRateBody): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadTaxRate(tx, actor.tenantId, id);
    await updateTaxRate(tx, actor.tenantId, id, body);
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'invoice-tax',
      summary: `Edited the tax rate ${body.name}`,
      changes: diffSettings(taxHistoryValues(before), taxHistoryValues(body)),
    });
  });
}

export async function deleteTaxRate(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadTaxRate(tx, actor.tenantId, id);
    await deleteTaxRateRow(tx, actor.tenantId, id);
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'invoice-tax',
      summary: `Deleted the tax rate ${before.name}`,
      changes: diffSettings(taxHistoryValues(before), {}),
    });
  });
}

export async function saveInvoiceSettings(
  db: Database,
  actor: Actor,
  body: InvoiceSettingsBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const highest = await lockNumbering(tx, actor.tenantId, body.numberPrefix);
    if (body.nextNumber <= highest) {
      const issued = formatInvoiceNumber(body.numberPrefix, highest, body.numberPadding);
      throw fieldError('nextNumber', `${issued} is issued already: start at ${highest + 1} or above`);
    }
    const { nextInvoiceNumber: _preview, ...before } = await loadInvoiceSettings(tx, actor.tenantId);
    const after = { ...body, footer: body.footer ?? null, notes: body.notes ?? null };
    await saveInvoiceSettingsRow(tx, actor.tenantId, after);
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'invoice-tax',
      summary: 'Updated the invoice numbering and terms',
      changes: diffSettings(before, after),
    });
  });
}
