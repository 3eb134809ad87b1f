import { type ChangeOfferStatusBody, OFFER_STATUS_TRANSITIONS } from '@affnet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Actor } from './section-context';
import { recordStaffStatusChanges } from './status-history';

/**
 * Bulk activate / pause from offer/manage. Every id must be an offer of this tenant (else 404 and
 * nothing changes); offers in a status the action does not apply to are left as they are. Each
 * change is recorded in the offer's status history with the staff member who made it.
 */
export async function changeOfferStatus(
  db: Database,
  { tenantId, userId }: Actor,
  body: ChangeOfferStatusBody,
): Promise<number> {
  const ids = [...new Set(body.ids)];
  const { from, to } = OFFER_STATUS_TRANSITIONS[body.action];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: offers.id, status: offers.status })
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), inArray(offers.id, ids)))
      .for('update');
    if (found.length !== ids.length) throw new AppError('NOT_FOUND', 'Some of these offers do not exist.');
    const updated = await tx
      .update(offers)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(offers.tenantId, tenantId), inArray(offers.id, ids), inArray(offers.status, [...from])))
      .returning({ id: offers.id });
    const before = new Map(found.map((offer) => [offer.id, offer.status]));
    await recordStaffStatusChanges(
      tx,
      tenantId,
      userId,
      updated.map(({ id }) => ({ offerId: id, fromStatus: before.get(id) ?? from[0], toStatus: to })),
    );
    return updated.length;
  });
}
