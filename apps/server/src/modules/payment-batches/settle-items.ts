import type { SettlePaymentItems } from '@affnet/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentBatches, paymentBatchItems } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { payInvoice, type RecordedPayment } from '../invoices/index';
import { ALL_PARTNERS } from '../partner-scope/index';
import { type BatchAction, lockBatch } from './lock-batch';

// A batch is completed or partly completed only once nothing is pending.
const SETTLING = new Set(['approved', 'exported']);

/**
 * Marks pending items paid or failed, from what the bank or PayPal answered (docs/money.md
 * "Payments"), in one transaction. A paid item records a payment on its invoice (the batch number
 * as its reference: the allocation a statement shows); a failed one keeps the reason and leaves its
 * invoice payable, for the next batch. When no item is pending the batch is completed, or partly
 * completed if any failed. Answers the invoice payments it recorded.
 */
export async function settleItems(
  db: Database,
  action: BatchAction & { settle: SettlePaymentItems },
): Promise<RecordedPayment[]> {
  const { settle } = action;
  return db.transaction(async (tx) => {
    const batch = await lockBatch(tx, action);
    if (!SETTLING.has(batch.status)) {
      throw new AppError('CONFLICT', 'Approve the batch before marking its payments.');
    }
    // Invoice order: payments lock invoices, and every path locks them in id order.
    const items = await tx
      .select({
        id: paymentBatchItems.id,
        invoiceId: paymentBatchItems.invoiceId,
        amount: paymentBatchItems.amount,
      })
      .from(paymentBatchItems)
      .where(
        and(
          eq(paymentBatchItems.batchId, batch.id),
          eq(paymentBatchItems.status, 'pending'),
          inArray(paymentBatchItems.id, settle.itemIds),
        ),
      )
      .orderBy(asc(paymentBatchItems.invoiceId));
    if (items.length !== new Set(settle.itemIds).size) {
      throw fieldError('itemIds', 'Choose payments of this batch that are still pending');
    }
    const now = action.now ?? new Date();
    const payments: RecordedPayment[] = [];
    for (const item of items) {
      const paymentId =
        settle.outcome === 'paid'
          ? await payInvoice(
              tx,
              { ...action, invoiceId: item.invoiceId, scope: ALL_PARTNERS },
              { amount: item.amount, paidOn: settle.paidOn ?? '', reference: batch.number, beside: null },
            )
          : null;
      if (paymentId) payments.push({ invoiceId: item.invoiceId, paymentId });
      await tx
        .update(paymentBatchItems)
        .set({
          status: settle.outcome,
          paidOn: settle.outcome === 'paid' ? (settle.paidOn ?? null) : null,
          failureReason: settle.outcome === 'failed' ? (settle.reason ?? null) : null,
          invoicePaymentId: paymentId,
          settledBy: action.actorId,
          settledAt: now,
        })
        .where(eq(paymentBatchItems.id, item.id));
    }
    await tx
      .update(paymentBatches)
      .set({
        status: sql`case
          when exists (select 1 from ${paymentBatchItems} where batch_id = ${batch.id} and status = 'pending') then ${batch.status}
          when exists (select 1 from ${paymentBatchItems} where batch_id = ${batch.id} and status = 'failed') then 'partially_completed'
          else 'completed' end`,
        updatedAt: now,
      })
      .where(eq(paymentBatches.id, batch.id));
    return payments;
  });
}
