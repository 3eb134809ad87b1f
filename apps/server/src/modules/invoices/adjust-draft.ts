import type { InvoiceAdjustmentBody } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceLines } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
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
  return db.transaction(async (tx) => {
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
  });
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
