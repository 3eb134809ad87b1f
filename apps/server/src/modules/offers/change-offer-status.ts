import { type ChangeOfferStatusBody, OFFER_STATUS_TRANSITIONS } from '@affnet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/**
 * Bulk activate / pause from offer/manage. Every id must be an offer of this tenant (else 404 and
 * nothing changes); offers in a status the action does not apply to are left as they are.
 */
export async function changeOfferStatus(
  db: Database,
  tenantId: string,
  body: ChangeOfferStatusBody,
): Promise<number> {
  const ids = [...new Set(body.ids)];
  const { from, to } = OFFER_STATUS_TRANSITIONS[body.action];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), inArray(offers.id, ids)))
      .for('update');
    if (found.length !== ids.length) throw new AppError('NOT_FOUND', 'Some of these offers do not exist.');
    const updated = await tx
      .update(offers)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(offers.tenantId, tenantId), inArray(offers.id, ids), inArray(offers.status, [...from])))
      .returning({ id: offers.id });
    return updated.length;
  });
}
