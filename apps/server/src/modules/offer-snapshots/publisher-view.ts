import type { PublisherOffer, PublisherOfferListItem, PublisherPayout } from '@affnet/contracts';
import type {
  OfferSnapshot,
  SnapshotCap,
  SnapshotCreative,
  SnapshotEvent,
  SnapshotOverride,
} from '../../offer-model/index';
import { type PayoutParts, resolvePayout } from '../../offer-model/index';
import { publisherAccessOf } from './publisher-access';
import { offerSummaryOf, scheduleOf, toPartnerCap, toPartnerCreative } from './view-fields';

/*
 * An offer as one publisher sees it. Built field by field from the snapshot: private events,
 * paused pages and creatives, other publishers' payouts, caps and access, notes, tags and the
 * destination URL never reach them.
 */

const partsOf = ({ payoutType, payoutAmount, payoutPercent }: PayoutParts): PayoutParts => ({
  payoutType,
  payoutAmount,
  payoutPercent,
});

/**
 * What the publisher earns for one event at `at`: `resolvePayout` for a click of unknown country,
 * and, for each country one of their overrides names, what a click from there earns.
 */
export function publisherPayoutOf(
  event: SnapshotEvent,
  overrides: readonly SnapshotOverride[],
  publisherId: string,
  at: Date,
): PublisherPayout {
  const ask = (country: string | null) =>
    resolvePayout(event, overrides, { eventId: event.id, publisherId, country, at });
  const mine = overrides.filter((row) => row.eventId === event.id && row.publisherId === publisherId);
  const countries = [...new Set(mine.flatMap((row) => (row.country ? [row.country] : [])))].sort();
  const byId = new Map(mine.map((row) => [row.id, row]));
  const countryPayouts = countries.flatMap((country) => {
    const resolved = ask(country);
    // Only a country's own override in force now; otherwise that country earns the general payout.
    const winner = resolved.overrideId ? byId.get(resolved.overrideId) : undefined;
    return winner?.country === country ? [{ country, ...partsOf(resolved) }] : [];
  });
  return {
    eventKey: event.key,
    eventName: event.name,
    isBase: event.isBase,
    ...partsOf(ask(null)),
    countryPayouts,
  };
}

function baseEventOf(snapshot: OfferSnapshot): SnapshotEvent {
  const base = snapshot.events.find((event) => event.isBase);
  if (!base) throw new Error(`Offer ${snapshot.offer.id} has no base event`);
  return base;
}

/** What the list and the offer page share. */
function catalogItemOf(snapshot: OfferSnapshot, publisherId: string): Omit<PublisherOfferListItem, 'payout'> {
  const { offer } = snapshot;
  return {
    ...offerSummaryOf(snapshot),
    visibility: offer.visibility,
    access: publisherAccessOf(snapshot, publisherId).access,
    countries: [...offer.targeting.country.include],
    excludedCountries: [...offer.targeting.country.exclude],
  };
}

/** offer/available and offer/approved: one row, with the base event's payout for them. */
export function toPublisherOfferListItem(
  snapshot: OfferSnapshot,
  publisherId: string,
  now: Date,
): PublisherOfferListItem {
  return {
    ...catalogItemOf(snapshot, publisherId),
    payout: publisherPayoutOf(baseEventOf(snapshot), snapshot.overrides, publisherId, now),
  };
}

/**
 * Caps the publisher may see: marked visible, counting everyone, each publisher or them, and not
 * on a private event (its key would name it).
 */
export function isCapShownTo(cap: SnapshotCap, snapshot: OfferSnapshot, publisherId: string): boolean {
  const event = snapshot.events.find((item) => item.id === cap.eventId);
  const counted = cap.scope !== 'publisher' || cap.publisherId === publisherId;
  return cap.visibleToPublishers && counted && !event?.isPrivate;
}

/** Creatives publishers see and may paste: active ones staff let them download. */
export function isCreativeShownToPublishers(
  creative: Pick<SnapshotCreative, 'status' | 'downloadable'>,
): boolean {
  return creative.status === 'active' && creative.downloadable;
}

/** offer/view/{id} for a publisher who may see it (the caller checks `publisherAccessOf(...).visible`). */
export function toPublisherOffer(snapshot: OfferSnapshot, publisherId: string, now: Date): PublisherOffer {
  const { offer } = snapshot;
  const standing = publisherAccessOf(snapshot, publisherId);
  const events = snapshot.events.filter((event) => !event.isPrivate);
  return {
    ...catalogItemOf(snapshot, publisherId),
    description: offer.descriptionHtml,
    restrictions: offer.restrictions,
    previewUrl: offer.previewUrl,
    payouts: events.map((event) => publisherPayoutOf(event, snapshot.overrides, publisherId, now)),
    targeting: offer.targeting,
    landingPages: snapshot.landingPages
      .filter((page) => page.status === 'active')
      .map((page) => ({ id: page.id, name: page.name, previewUrl: page.previewUrl })),
    creatives: snapshot.creatives.filter(isCreativeShownToPublishers).map(toPartnerCreative),
    schedule: scheduleOf(offer),
    caps: snapshot.caps.filter((cap) => isCapShownTo(cap, snapshot, publisherId)).map(toPartnerCap),
    deepLinksEnabled: offer.deepLinksEnabled,
    approvalQuestions: [...offer.approvalQuestions],
    terms: offer.terms,
    accessReason: standing.status === 'rejected' || standing.status === 'blocked' ? standing.reason : null,
  };
}
