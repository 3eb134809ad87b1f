import { and, eq, exists, not, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { partners, paymentBatches, paymentBatchItems } from '../../db/schema/index';
import type { PartnerScope } from '../partner-scope/index';

/**
 * Which batches a staff member reaches (docs/money.md "Payments"): all of them with every partner
 * in scope; with a managed scope, only batches whose every item is one of their publishers, since
 * approving or exporting a batch acts on all of it. Undefined: no limit.
 */
export function batchInScope(scope: PartnerScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const outsider = new QueryBuilder()
    .select({ id: paymentBatchItems.id })
    .from(paymentBatchItems)
    .innerJoin(partners, eq(partners.id, paymentBatchItems.partnerId))
    .where(
      and(
        eq(paymentBatchItems.batchId, paymentBatches.id),
        // `is distinct from`: a publisher without a manager is outside a managed scope too.
        sql`${partners.accountManagerId} is distinct from ${scope.managerId}`,
      ),
    );
  return not(exists(outsider));
}
