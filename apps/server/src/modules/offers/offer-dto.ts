import {
  type FallbackReason,
  MONEY_CAP_METRICS,
  type Offer,
  type OfferCap,
  type OfferScheduledChange,
  utcToZonedTime,
} from '@affnet/contracts';
import { type FileRecord, toStoredFile } from '../files/index';
import type { OfferParts } from './offer-parts';
import type { OfferRecord } from './offer-repository';

type Head = { offer: OfferRecord; advertiser: { id: string; company: string } };

/** Stored instants back to the wall-clock times of the offer's zone that the forms send. */
const localOf = (instant: Date | null, timezone: string) =>
  instant ? utcToZonedTime(instant, timezone) : null;

/** Count caps are whole numbers ("500"); money caps keep their two decimals ("500.00"). */
function limitOf(metric: OfferCap['metric'], stored: string): string {
  return MONEY_CAP_METRICS.includes(metric) ? stored : String(Number(stored));
}

function capOf(entry: OfferParts['caps'][number]): OfferCap {
  const { row, eventKey, publisher } = entry;
  return {
    id: row.id,
    metric: row.metric,
    period: row.period,
    timezone: row.timezone,
    scope: row.scope,
    publisherId: row.publisherId,
    publisher: row.publisherId ? publisher : null,
    eventKey,
    limit: limitOf(row.metric, row.limitValue),
    action: row.action,
    alertPercent: row.alertPercent,
    visibleToPublishers: row.visibleToPublishers,
  };
}

function changeOf(entry: OfferParts['changes'][number], timezone: string): OfferScheduledChange {
  const { row, eventKey } = entry;
  return {
    id: row.id,
    runAt: utcToZonedTime(row.runAt, timezone),
    kind: row.kind,
    status: row.status,
    eventKey,
    payoutType: row.payoutType,
    payoutAmount: row.payoutAmount,
    payoutPercent: row.payoutPercent,
    revenueType: row.revenueType,
    revenueAmount: row.revenueAmount,
    revenuePercent: row.revenuePercent,
    state: row.state,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    error: row.error,
  };
}

function pricingLists(parts: OfferParts, timezone: string) {
  return {
    events: parts.events.map((event) => ({
      id: event.id,
      key: event.key,
      name: event.name,
      isBase: event.isBase,
      allowDuplicates: event.allowDuplicates,
      isPrivate: event.isPrivate,
      defaultStatus: event.defaultStatus,
    })),
    payouts: parts.events.map((event) => ({
      eventId: event.id,
      eventKey: event.key,
      payoutType: event.payoutType,
      payoutAmount: event.payoutAmount,
      payoutPercent: event.payoutPercent,
      revenueType: event.revenueType,
      revenueAmount: event.revenueAmount,
      revenuePercent: event.revenuePercent,
    })),
    overrides: parts.overrides.map(({ row, eventKey, publisher }) => ({
      id: row.id,
      eventKey,
      publisherId: row.publisherId,
      publisher,
      country: row.country,
      payoutType: row.payoutType,
      payoutAmount: row.payoutAmount,
      payoutPercent: row.payoutPercent,
      startsAt: localOf(row.startsAt, timezone),
      endsAt: localOf(row.endsAt, timezone),
    })),
  };
}

function accessCountsOf(parts: OfferParts): Offer['accessCounts'] {
  const counts = { approved: 0, pending: 0, rejected: 0, blocked: 0 };
  for (const row of parts.counts.access) counts[row.status] = row.n;
  return counts;
}

export function toOffer(head: Head, thumbnail: FileRecord | null, parts: OfferParts): Offer {
  const { offer, advertiser } = head;
  const timezone = offer.timezone;
  return {
    id: offer.id,
    ref: offer.ref,
    name: offer.name,
    advertiserId: offer.advertiserId,
    advertiser,
    categoryIds: parts.categories.map((category) => category.id),
    categories: parts.categories,
    status: offer.status,
    currency: offer.currency,
    destinationUrl: offer.destinationUrl,
    previewUrl: offer.previewUrl,
    description: offer.descriptionHtml,
    restrictions: offer.restrictions,
    tags: offer.tags,
    notes: offer.notes,
    redirectMode: offer.redirectMode,
    requireHttps: offer.requireHttps,
    defaultConversionStatus: offer.defaultConversionStatus,
    thumbnail: thumbnail ? toStoredFile(thumbnail) : null,
    ...pricingLists(parts, timezone),
    landingPages: parts.landingPages.map((page) => ({
      id: page.id,
      name: page.name,
      url: page.url,
      previewUrl: page.previewUrl,
      status: page.status,
      weight: page.weight,
    })),
    deepLinksEnabled: offer.deepLinksEnabled,
    deepLinkDomains: offer.deepLinkDomains,
    caps: parts.caps.map(capOf),
    targeting: offer.targeting,
    timezone,
    liveFrom: localOf(offer.liveFrom, timezone),
    liveUntil: localOf(offer.liveUntil, timezone),
    dayPartingEnabled: offer.dayPartingEnabled,
    dayPartingHours: offer.dayPartingHours,
    scheduledChanges: parts.changes.map((entry) => changeOf(entry, timezone)),
    fallbackStrategy: offer.fallbackStrategy,
    // Reasons were checked against FALLBACK_REASONS when written.
    fallbacks: parts.fallbacks.map(({ row, target }) => ({
      id: row.id,
      kind: row.kind,
      url: row.url,
      offerId: row.targetOfferId,
      offer: row.targetOfferId ? target : null,
      weight: row.weight,
      reasons: row.reasons as FallbackReason[],
    })),
    visibility: offer.visibility,
    approvalQuestions: offer.approvalQuestions,
    terms: offer.terms,
    accessCounts: accessCountsOf(parts),
    creativeCount: parts.counts.creatives,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}
