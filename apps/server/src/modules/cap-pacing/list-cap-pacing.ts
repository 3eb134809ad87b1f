import type { CapPacing, ListCapPacingQuery } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerCaps, offers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import {
  EVERY_PUBLISHER,
  type OfferSnapshot,
  onePublisher,
  readOfferSnapshots,
} from '../../offer-model/index';
import { isCapShownTo, publisherAccessOf } from '../offer-snapshots/index';
import { type CapOfOffer, paceCapCounters } from './cap-counters';

/** Offers whose caps are in force: active ones holding at least one cap; or the one asked for. */
async function offerIdsOf(db: Database, tenantId: string, query: ListCapPacingQuery): Promise<string[]> {
  if (query.offerId) return [query.offerId];
  const rows = await db
    .selectDistinct({ id: offerCaps.offerId })
    .from(offerCaps)
    .innerJoin(offers, eq(offers.id, offerCaps.offerId))
    .where(and(eq(offerCaps.tenantId, tenantId), eq(offers.status, 'active')));
  return rows.map((row) => row.id);
}

const isAtRisk = (row: CapPacing) => row.state === 'reached' || row.state === 'on_pace';

/** Reached first, then the soonest forecast, then the fullest. */
function byUrgency(a: CapPacing, b: CapPacing): number {
  const rank = (row: CapPacing) => (row.state === 'reached' ? 0 : row.forecastAt ? 1 : 2);
  return (
    rank(a) - rank(b) || (a.forecastAt ?? '').localeCompare(b.forecastAt ?? '') || b.usedShare - a.usedShare
  );
}

function sortedAndFiltered(rows: CapPacing[], query: ListCapPacingQuery): CapPacing[] {
  // One offer's caps keep the order of its caps tab; across offers the most urgent come first.
  const chosen = query.atRisk === 'true' ? rows.filter(isAtRisk) : rows;
  return query.offerId ? chosen : chosen.sort(byUrgency);
}

/** Staff: every counter of the caps in force (one offer's, or every active offer's). */
export async function listCapPacing(
  db: Database,
  tenantId: string,
  query: ListCapPacingQuery,
  now = new Date(),
): Promise<CapPacing[]> {
  const ids = await offerIdsOf(db, tenantId, query);
  const snapshots = await readOfferSnapshots(db, tenantId, ids, EVERY_PUBLISHER);
  const caps: CapOfOffer[] = [...snapshots.values()].flatMap((snapshot) =>
    snapshot.caps.map((cap) => ({ snapshot, cap })),
  );
  return sortedAndFiltered(await paceCapCounters(db, tenantId, caps, { kind: 'staff' }, now), query);
}

const capsShownTo = (snapshot: OfferSnapshot, publisherId: string): CapOfOffer[] =>
  snapshot.caps.filter((cap) => isCapShownTo(cap, snapshot, publisherId)).map((cap) => ({ snapshot, cap }));

/**
 * A publisher: the caps they may see (marked visible, counting everyone, each publisher or them,
 * not on a private event; the offer page's rule) on offers they may see, with only the offer's
 * counter and their own. Asking for an offer they may not see answers 404, as the offer page does.
 */
export async function listPublisherCapPacing(
  db: Database,
  tenantId: string,
  publisherId: string,
  query: ListCapPacingQuery,
  now = new Date(),
): Promise<CapPacing[]> {
  const ids = await offerIdsOf(db, tenantId, query);
  const snapshots = await readOfferSnapshots(db, tenantId, ids, onePublisher(publisherId));
  const visible = [...snapshots.values()].filter(
    (snapshot) => publisherAccessOf(snapshot, publisherId).visible,
  );
  if (query.offerId && visible.length === 0) throw new AppError('NOT_FOUND', 'Offer not found.');
  const caps = visible.flatMap((snapshot) => capsShownTo(snapshot, publisherId));
  const viewer = { kind: 'publisher', publisherId } as const;
  return sortedAndFiltered(await paceCapCounters(db, tenantId, caps, viewer, now), query);
}
