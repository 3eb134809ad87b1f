import type { OfferStatus, OfferStatusChange } from '@affnet/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerCaps, offerStatusChanges, users } from '../../db/schema/index';
import { rowsOf } from '../../db/statement-rows';
import { requireOfferRecord } from './offer-repository';

/*
 * An offer's status history (docs/offers.md "Statuses"): one `offer_status_changes` row per
 * change that happened, naming what made it: a staff member, a cap, a scheduled change or the
 * end of the offer's live window. Pauses by a cap are written by the offer model
 * (src/offer-model/pause-offer-for-cap.ts), which the tracking engine calls.
 */

/** Records changes staff made, in the transaction that made them. */
export async function recordStaffStatusChanges(
  db: Database,
  tenantId: string,
  userId: string,
  changes: ReadonlyArray<{ offerId: string; fromStatus: OfferStatus; toStatus: OfferStatus }>,
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insert(offerStatusChanges)
    .values(changes.map((change) => ({ tenantId, ...change, cause: 'staff' as const, changedBy: userId })));
}

/** Records the changes scheduled changes made, in the scheduler's transaction, all at `at`. */
export async function recordScheduledStatusChanges(
  db: Database,
  changes: ReadonlyArray<{
    tenantId: string;
    offerId: string;
    fromStatus: OfferStatus;
    toStatus: OfferStatus;
  }>,
  at: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insert(offerStatusChanges)
    .values(changes.map((change) => ({ ...change, cause: 'schedule' as const, changedAt: at })));
}

/**
 * Expires every active offer whose live window has ended by `now`, with a history row each, in
 * one statement (the status and its rows commit together); answers the offers expired.
 */
export async function expireEndedOffers(db: Database, now: Date): Promise<string[]> {
  const result = await db.execute(sql`
    with expired as (
      update offers set status = 'expired', updated_at = ${now}
      where status = 'active' and live_until is not null and live_until <= ${now}
      returning tenant_id, id
    )
    insert into offer_status_changes (tenant_id, offer_id, from_status, to_status, cause, changed_at)
    select tenant_id, id, 'active', 'expired', 'live_window', ${now} from expired
    returning offer_id`);
  return rowsOf<{ offer_id: string }>(result).map((row) => row.offer_id);
}

/** The offer's status changes, newest first; 404 for an offer of another tenant. */
export async function listOfferStatusChanges(
  db: Database,
  tenantId: string,
  offerId: string,
): Promise<OfferStatusChange[]> {
  await requireOfferRecord(db, tenantId, offerId);
  const rows = await db
    .select({
      change: offerStatusChanges,
      user: { id: users.id, name: users.name },
      cap: {
        id: offerCaps.id,
        metric: offerCaps.metric,
        period: offerCaps.period,
        scope: offerCaps.scope,
        limit: offerCaps.limitValue,
      },
    })
    .from(offerStatusChanges)
    .leftJoin(users, eq(users.id, offerStatusChanges.changedBy))
    .leftJoin(offerCaps, eq(offerCaps.id, offerStatusChanges.capId))
    .where(and(eq(offerStatusChanges.tenantId, tenantId), eq(offerStatusChanges.offerId, offerId)))
    .orderBy(desc(offerStatusChanges.changedAt), desc(offerStatusChanges.id));
  return rows.map(({ change, user, cap }) => ({
    id: change.id,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    cause: change.cause,
    changedBy: user,
    cap,
    changedAt: change.changedAt.toISOString(),
  }));
}
