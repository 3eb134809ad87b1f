import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentBatches, paymentMethods } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { PartnerScope } from '../partner-scope/index';
import { batchInScope } from './batch-scope';

/** A staff member's action on one batch: whose, which, who acts, within which scope, at what instant. */
export type BatchAction = {
  tenantId: string;
  batchId: string;
  actorId: string;
  scope: PartnerScope;
  now?: Date;
};

/**
 * Locks the batch for the rest of the transaction and answers what the actions decide on. Outside
 * the tenant or the caller's scope it is not found (404). Every action on a batch starts here, so
 * two on one batch take turns and the second sees what the first did.
 */
export async function lockBatch(tx: Database, action: BatchAction) {
  const [batch] = await tx
    .select({
      id: paymentBatches.id,
      number: paymentBatches.number,
      status: paymentBatches.status,
      currency: paymentBatches.currency,
      createdBy: paymentBatches.createdBy,
      methodName: paymentMethods.name,
      methodKind: paymentMethods.kind,
    })
    .from(paymentBatches)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentBatches.paymentMethodId))
    .where(
      and(
        eq(paymentBatches.tenantId, action.tenantId),
        eq(paymentBatches.id, action.batchId),
        batchInScope(action.scope),
      ),
    )
    .for('update', { of: paymentBatches });
  if (!batch) throw new AppError('NOT_FOUND', 'Payment batch not found.');
  return batch;
}
