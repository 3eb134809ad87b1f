import type { CreatePaymentBatch } from '@affnet/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentBatches, paymentBatchItems } from '../../db/schema/index';
import { fieldError } from '../../lib/app-error';
import type { PartnerScope } from '../partner-scope/index';
import { batchMethodOf, listCandidates } from './batch-candidates';
import { takeBatchNumber } from './batch-settings';

type CreateBatch = {
  tenantId: string;
  actorId: string;
  scope: PartnerScope;
  body: CreatePaymentBatch;
  now?: Date;
};

/**
 * Makes a draft batch of every eligible candidate the caller did not leave out (docs/money.md
 * "Payments"), in one transaction: the candidate invoices are locked in id order first, so
 * parallel creators take turns, and the candidates are read after the locks, so the second sees
 * the first's items and cannot take the same invoice (the live-item index would refuse it too).
 * Each item keeps the outstanding amount and the publisher's payment details as they are now.
 */
export async function createBatch(db: Database, request: CreateBatch): Promise<string> {
  const { tenantId, body } = request;
  const method = await batchMethodOf(db, tenantId, body.paymentMethodId);
  const now = request.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      select id from invoices
      where tenant_id = ${tenantId} and partner_kind = 'publisher' and status in ('issued', 'partly_paid')
        and currency = ${body.currency} and issued_on <= ${body.issuedUntil}
      order by id for update`);
    const excluded = new Set(body.excludeInvoiceIds);
    const chosen = (await listCandidates(tx, { ...request, method, query: body, now })).filter(
      (candidate) => !candidate.hold && !excluded.has(candidate.invoiceId),
    );
    if (chosen.length === 0) {
      throw fieldError(
        'issuedUntil',
        'No invoice issued by this day can be paid by this method in this currency',
      );
    }
    const [batch] = await tx
      .insert(paymentBatches)
      .values({
        tenantId,
        number: await takeBatchNumber(tx, tenantId),
        paymentMethodId: method.id,
        currency: body.currency,
        issuedUntil: body.issuedUntil,
        createdBy: request.actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: paymentBatches.id });
    if (!batch) throw new Error('inserting a batch answered no row');
    await tx.insert(paymentBatchItems).values(
      chosen.map((candidate) => ({
        tenantId,
        batchId: batch.id,
        invoiceId: candidate.invoiceId,
        partnerId: candidate.partner.id,
        amount: candidate.outstanding,
        details: candidate.details ?? {},
      })),
    );
    await tx
      .update(paymentBatches)
      .set({
        total: sql`(select coalesce(sum(${paymentBatchItems.amount}), 0) from ${paymentBatchItems} where ${paymentBatchItems.batchId} = ${batch.id})`,
      })
      .where(eq(paymentBatches.id, batch.id));
    return batch.id;
  });
}
