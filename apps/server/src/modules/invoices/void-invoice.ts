import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { takeNumber } from './invoice-numbers';
import { type InvoiceAction, lockInvoice, recordHistory } from './lock-invoice';

/**
 * Voids an issued invoice (docs/money.md "Void and credit notes"): it keeps its number and lines,
 * gets a credit note numbered in the credit-note sequence, and its conversions are released, so
 * the next run bills those still approved again. An invoice with payments is not voided (the
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
    if (invoice.kind === 'publisher') await releaseConversions(tx, invoice.id);
    await recordHistory(tx, action, {
      action: 'voided',
      summary: `Voided with credit note ${creditNote}: ${action.reason}`,
    });
  });
}

/** Unstamps the invoice's conversions, locking them in id order as a status change does (no deadlock). */
async function releaseConversions(tx: Database, invoiceId: string) {
  await tx.execute(sql`
    with locked as (
      select id from conversions where publisher_invoice_id = ${invoiceId} order by id for update
    )
    update conversions set publisher_invoice_id = null from locked where conversions.id = locked.id`);
}
