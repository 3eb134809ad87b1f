import type { Offer, PublisherOfferChange } from '@affnet/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerVersions } from '../../db/schema/index';
import { diffDocuments } from '../offers/index';

/*
 * The offer's history as one publisher sees it (docs/offers.md "What publishers see"). Each
 * version's snapshot is first cut down to the terms that publisher works under, and the cuts are
 * compared: a field they may not see never enters the comparison, so no change can leak it (other
 * publishers' payouts and caps, revenue, private events, notes, who saved).
 */

/** The terms one publisher works under, from the staff document of the offer. */
export function publisherTermsOf(offer: Offer, publisherId: string) {
  const privateKeys = new Set(offer.events.filter((event) => event.isPrivate).map((event) => event.key));
  const shownEvent = (key: string | null) => key === null || !privateKeys.has(key);
  return {
    status: offer.status,
    payouts: offer.payouts
      .filter((payout) => shownEvent(payout.eventKey))
      .map(({ eventId, eventKey, payoutType, payoutAmount, payoutPercent }) => ({
        eventId,
        eventKey,
        payoutType,
        payoutAmount,
        payoutPercent,
      })),
    yourPayouts: offer.overrides
      .filter((row) => row.publisherId === publisherId && shownEvent(row.eventKey))
      .map(({ publisher: _who, publisherId: _id, ...terms }) => terms),
    caps: offer.caps
      .filter((cap) => cap.visibleToPublishers && shownEvent(cap.eventKey))
      .filter((cap) => cap.scope !== 'publisher' || cap.publisherId === publisherId)
      .map(({ id, metric, period, timezone, scope, eventKey, limit }) => ({
        id,
        // How the change names the cap: what it counts, over which period.
        name: [metric, period, eventKey].filter(Boolean).join(' · '),
        metric,
        period,
        timezone,
        scope,
        eventKey,
        limit,
      })),
    targeting: offer.targeting,
    landingPages: offer.landingPages
      .filter((page) => page.status === 'active')
      .map(({ id, name, previewUrl }) => ({ id, name, previewUrl })),
    timezone: offer.timezone,
    liveFrom: offer.liveFrom,
    liveUntil: offer.liveUntil,
    dayPartingEnabled: offer.dayPartingEnabled,
    dayPartingHours: offer.dayPartingHours,
  };
}

/** Versions that changed the publisher's terms, newest first; the caller checks they may see the offer. */
export async function listPublisherOfferChanges(
  db: Database,
  tenantId: string,
  offerId: string,
  publisherId: string,
): Promise<PublisherOfferChange[]> {
  const versions = await db
    .select({
      version: offerVersions.version,
      changedAt: offerVersions.changedAt,
      snapshot: offerVersions.snapshot,
    })
    .from(offerVersions)
    .where(and(eq(offerVersions.tenantId, tenantId), eq(offerVersions.offerId, offerId)))
    .orderBy(asc(offerVersions.version));
  const out: PublisherOfferChange[] = [];
  let before: ReturnType<typeof publisherTermsOf> | null = null;
  for (const { version, changedAt, snapshot } of versions) {
    const after = publisherTermsOf(snapshot, publisherId);
    const changes = before ? diffDocuments(before, after) : [];
    if (changes.length > 0) out.push({ version, changedAt: changedAt.toISOString(), changes });
    before = after;
  }
  return out.reverse();
}
