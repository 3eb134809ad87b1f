import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentBatches, paymentBatchItems } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/**
 * Refuses to pay or void an invoice by hand while a payment batch is paying it (docs/money.md
 * "Payments"): the batch's file may already be at the bank, so a second payment would pay twice.
 * Run under the invoice's lock, which the batch also takes before it settles an item.
 */
export async function refuseWhileInBatch(tx: Database, invoiceId: string, doing: string): Promise<void> {
  const [pending] = await tx
    .select({ number: paymentBatches.number })
    .from(paymentBatchItems)
    .innerJoin(paymentBatches, eq(paymentBatches.id, paymentBatchItems.batchId))
    .where(and(eq(paymentBatchItems.invoiceId, invoiceId), eq(paymentBatchItems.status, 'pending')))
    .limit(1);
  if (pending) {
    throw new AppError(
      'CONFLICT',
      `This invoice is in payment batch ${pending.number}: mark its payment there, or cancel the batch, before ${doing}.`,
    );
  }
}
