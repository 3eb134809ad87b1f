import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversions, invoices } from '../../db/schema/index';
import { rowsOf } from '../../db/statement-rows';
import { AppError } from '../../lib/app-error';
import { takeNumber } from './invoice-numbers';
import { columnName, type LedgerSide, sideOf } from './ledger-side';
import { type InvoiceAction, lockInvoice, recordHistory } from './lock-invoice';
import { refuseWhileInBatch } from './pending-batch-item';
import { resyncDraft } from './resync-drafts';

/**
 * Voids an issued invoice (docs/money.md "Void and credit notes"): it keeps its number and lines,
 * gets a credit note numbered in the credit-note sequence, and its conversions are released, so
 * the next run bills those still approved again (and takes back again what it took back). An invoice with payments is not voided (the
 * money moved); a draft has nothing to void (it follows its conversions until issued). Voiding a
 * void invoice changes nothing.
 */
export async function voidInvoice(db: Database, action: InvoiceAction & { reason: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, action);
    if (invoice.status === 'void') return;
    if (invoice.status === 'draft') {
      throw new AppError(
        'CONFLICT',
        'A draft has no number to void: it follows its conversions until issued.',
      );
    }
    if (invoice.hasPayments) {
      throw new AppError('CONFLICT', 'An invoice with payments recorded cannot be voided.');
    }
    await refuseWhileInBatch(tx, invoice.id, 'voiding it');
    const creditNote = await takeNumber(tx, action.tenantId, 'creditNote');
    await tx
      .update(invoices)
      .set({
        status: 'void',
        voidReason: action.reason,
        voidedAt: action.now ?? new Date(),
        creditNoteNumber: creditNote,
        updatedAt: action.now ?? new Date(),
      })
      .where(eq(invoices.id, invoice.id));
    await releaseConversions(tx, action, sideOf(invoice.kind), invoice.id);
    await recordHistory(tx, action, {
      action: 'voided',
      summary: `Voided with credit note ${creditNote}: ${action.reason}`,
    });
  });
}

/**
 * Releases what the invoice stamped (docs/money.md "Void and credit notes"): its conversions are
 * unbilled, and so are its reversals (the next run takes them back again). A conversion of it
 * already taken back on another issued invoice stops the void (that invoice must go first); one
 * taken back on a draft leaves the draft, which is re-synced. Locked in id order, as everywhere.
 */
async function releaseConversions(tx: Database, action: InvoiceAction, side: LedgerSide, invoiceId: string) {
  const reversedOn = rowsOf<{ id: string; status: string; number: string | null }>(
    await tx.execute(sql`
      select id, status, number from invoices
      where id in (select ${side.reversal} from ${conversions} where ${side.invoice} = ${invoiceId})
      order by id
      for update`),
  );
  const issued = reversedOn.find((other) => other.status !== 'draft');
  if (issued) {
    throw new AppError(
      'CONFLICT',
      `Part of this invoice was taken back on ${issued.number}: void that invoice first.`,
    );
  }
  await assertReversalsStillHeld(tx, side, invoiceId);
  const [invoice, reversal] = [columnName(side.invoice), columnName(side.reversal)];
  await tx.execute(sql`
    with locked as (
      select id from conversions
      where ${invoice} = ${invoiceId} or ${reversal} = ${invoiceId}
      order by id
      for update
    )
    update conversions set
      ${invoice} = nullif(${invoice}, ${invoiceId}),
      ${reversal} = case
        when ${invoice} = ${invoiceId} then null
        else nullif(${reversal}, ${invoiceId})
      end
    from locked where conversions.id = locked.id`);
  for (const draft of reversedOn) {
    await resyncDraft(tx, side, {
      tenantId: action.tenantId,
      draftId: draft.id,
      now: action.now ?? new Date(),
    });
  }
}

/**
 * A conversion this invoice took back and that was approved again since has been billed afresh
 * (its reversal stamp cleared): voiding would then cancel the take-back while the fresh billing
 * stands, paying it twice. So an invoice whose reversal lines count more conversions than it
 * still holds is not voided.
 */
async function assertReversalsStillHeld(tx: Database, side: LedgerSide, invoiceId: string) {
  const [counts] = rowsOf<{ reversed: number; held: number }>(
    await tx.execute(sql`
      select
        (select coalesce(sum(quantity), 0) from invoice_lines where invoice_id = ${invoiceId} and kind = 'reversals')::int
          as reversed,
        (select count(*) from ${conversions} where ${side.reversal} = ${invoiceId})::int as held`),
  );
  if (counts && counts.reversed > counts.held) {
    throw new AppError(
      'CONFLICT',
      'A conversion this invoice took back was approved again and billed afresh since: it cannot be voided.',
    );
  }
}
