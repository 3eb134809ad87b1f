import { type InvoiceAdjustmentBody, type PartnerAdjustmentBody, shiftDay } from '@affnet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceLines, invoices, partners } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { inPartnerScope } from '../partner-scope/index';
import { tenantTodayOf } from './invoice-reads';
import { type InvoiceAction, lockInvoice } from './lock-invoice';
import { retotalDraft } from './resync-drafts';

/*
 * Manual adjustments (docs/money.md "Adjustments"): finance adds a bonus, a correction or a
 * chargeback to a draft, with a memo; the line keeps who added it and when. Only a draft takes or
 * loses one: an issued invoice's lines never change, so a correction after issuing goes on the
 * partner's next draft. The draft's totals follow in the same transaction, under its lock.
 */

async function lockDraft(tx: Database, action: InvoiceAction) {
  const invoice = await lockInvoice(tx, action);
  if (invoice.status !== 'draft') {
    throw new AppError(
      'CONFLICT',
      'An issued invoice’s lines never change: adjust the partner’s next draft instead.',
    );
  }
  return invoice;
}

/** Adds the adjustment to the draft and answers the new line's id. */
export async function addAdjustment(
  db: Database,
  action: InvoiceAction & { adjustment: InvoiceAdjustmentBody },
): Promise<string> {
  return db.transaction((tx) => insertAdjustment(tx, action));
}

/** The adjustment's line on the draft, under its lock, and the draft's totals after it. */
async function insertAdjustment(tx: Database, action: InvoiceAction & { adjustment: InvoiceAdjustmentBody }) {
  const draft = await lockDraft(tx, action);
  const now = action.now ?? new Date();
  const [line] = await tx
    .insert(invoiceLines)
    .values({
      tenantId: action.tenantId,
      invoiceId: draft.id,
      kind: 'adjustment',
      quantity: 0,
      amount: action.adjustment.amount,
      currency: draft.currency,
      memo: action.adjustment.memo,
      adjustmentReason: action.adjustment.reason,
      createdBy: action.actorId,
      createdAt: now,
    })
    .returning({ id: invoiceLines.id });
  if (!line) throw new Error('the adjustment insert answered no row');
  await retotalDraft(tx, draft.id, now);
  return line.id;
}

export type PartnerAdjustmentAction = Omit<InvoiceAction, 'invoiceId'> & { body: PartnerAdjustmentBody };

/**
 * An adjustment for a partner that may have no open draft (a bonus before it earned anything this
 * period, a correction after its last invoice): it goes on the partner's open draft in that
 * currency, which is made for it (today's period, widened by the next run) when there is none.
 * The partner must be the network's and within the caller's scope (404); the currency is any ISO
 * code, as an offer's. Answers the draft's id.
 */
export async function addPartnerAdjustment(db: Database, action: PartnerAdjustmentAction): Promise<string> {
  const { body } = action;
  await assertPartnerInScope(db, action);
  return db.transaction(async (tx) => {
    const invoiceId = await openDraftOf(tx, action);
    const adjustment = { reason: body.reason, amount: body.amount, memo: body.memo };
    await insertAdjustment(tx, { ...action, invoiceId, adjustment });
    return invoiceId;
  });
}

async function assertPartnerInScope(db: Database, action: PartnerAdjustmentAction) {
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.tenantId, action.tenantId),
        eq(partners.id, action.body.partnerId),
        eq(partners.kind, action.body.partnerKind),
        inPartnerScope(action.scope, partners.id),
      ),
    );
  if (!partner) throw new AppError('NOT_FOUND', 'Partner not found.');
}

/** The partner's open draft in the currency, made (today's period) when there is none; one statement, race-free. */
async function openDraftOf(tx: Database, action: PartnerAdjustmentAction): Promise<string> {
  const now = action.now ?? new Date();
  const today = await tenantTodayOf(tx, action.tenantId, now);
  const [draft] = await tx
    .insert(invoices)
    .values({
      tenantId: action.tenantId,
      partnerId: action.body.partnerId,
      partnerKind: action.body.partnerKind,
      currency: action.body.currency,
      status: 'draft',
      periodStart: today,
      periodEnd: shiftDay(today, 1),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [invoices.tenantId, invoices.partnerId, invoices.partnerKind, invoices.currency],
      targetWhere: sql`status = 'draft'`,
      set: { updatedAt: now },
    })
    .returning({ id: invoices.id });
  if (!draft) throw new Error('the draft upsert answered no row');
  return draft.id;
}

/** Takes an adjustment off a draft; a line that is not an adjustment of this invoice is not found. */
export async function removeAdjustment(db: Database, action: InvoiceAction & { lineId: string }) {
  await db.transaction(async (tx) => {
    const draft = await lockDraft(tx, action);
    const removed = await tx
      .delete(invoiceLines)
      .where(
        and(
          eq(invoiceLines.id, action.lineId),
          eq(invoiceLines.invoiceId, draft.id),
          eq(invoiceLines.kind, 'adjustment'),
        ),
      )
      .returning({ id: invoiceLines.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', 'Adjustment not found.');
    await retotalDraft(tx, draft.id, action.now ?? new Date());
  });
}
