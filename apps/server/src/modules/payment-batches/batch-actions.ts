import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentBatches, paymentBatchItems } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { readPaymentSettings } from './batch-settings';
import { type BatchAction, lockBatch } from './lock-batch';

/**
 * Approves a draft batch (docs/money.md "Payments"). When the network asks for four eyes, whoever
 * made the batch may not approve it. Approving an approved batch again changes nothing.
 */
export async function approveBatch(db: Database, action: BatchAction): Promise<void> {
  await db.transaction(async (tx) => {
    const batch = await lockBatch(tx, action);
    if (batch.status === 'approved') return;
    if (batch.status !== 'draft') throw new AppError('CONFLICT', 'Only a draft batch can be approved.');
    const { secondApprover } = await readPaymentSettings(tx, action.tenantId);
    if (secondApprover && batch.createdBy === action.actorId) {
      throw new AppError('CONFLICT', 'Someone other than who made this batch must approve it.');
    }
    const now = action.now ?? new Date();
    await tx
      .update(paymentBatches)
      .set({ status: 'approved', approvedBy: action.actorId, approvedAt: now, updatedAt: now })
      .where(eq(paymentBatches.id, batch.id));
  });
}

/**
 * Cancels a batch not yet exported: its items go, so their invoices are payable again. An exported
 * batch may already be at the bank; its items are settled one by one instead (paid or failed).
 */
export async function cancelBatch(db: Database, action: BatchAction): Promise<void> {
  await db.transaction(async (tx) => {
    const batch = await lockBatch(tx, action);
    if (batch.status === 'cancelled') return;
    if (batch.status !== 'draft' && batch.status !== 'approved') {
      throw new AppError(
        'CONFLICT',
        'An exported batch cannot be cancelled: mark each payment paid or failed instead.',
      );
    }
    const now = action.now ?? new Date();
    await tx.delete(paymentBatchItems).where(eq(paymentBatchItems.batchId, batch.id));
    await tx
      .update(paymentBatches)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(paymentBatches.id, batch.id));
  });
}
