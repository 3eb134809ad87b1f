import {
  type FallbackReason,
  type Offer,
  type OfferCap,
  type OfferScheduledChange,
  utcToZonedTime,
} from '@affnet/contracts';
import type { OfferSnapshot, SnapshotCap, SnapshotChange } from '../../offer-model/index';
import { toStoredFile } from '../files/index';
import { capLimitOf, categoriesOf, localTimeOf } from './view-fields';

/* The whole offer as staff see it: every tab of offer/{id}. */

function capOf(cap: SnapshotCap): OfferCap {
  return {
    id: cap.id,
    metric: cap.metric,
    period: cap.period,
    timezone: cap.timezone,
    scope: cap.scope,
    publisherId: cap.publisherId,
    publisher: cap.publisherId && cap.publisher ? { ...cap.publisher } : null,
    eventKey: cap.eventKey,
    limit: capLimitOf(cap),
    action: cap.action,
    alertPercent: cap.alertPercent,
    visibleToPublishers: cap.visibleToPublishers,
  };
}

function changeOf(change: SnapshotChange, timezone: string): OfferScheduledChange {
  return {
    id: change.id,
    runAt: utcToZonedTime(change.runAt, timezone),
    kind: change.kind,
    status: change.status,
    eventKey: change.eventKey,
    payoutType: change.payoutType,
    payoutAmount: change.payoutAmount,
    payoutPercent: change.payoutPercent,
    revenueType: change.revenueType,
    revenueAmount: change.revenueAmount,
    revenuePercent: change.revenuePercent,
    state: change.state,
    appliedAt: change.appliedAt?.toISOString() ?? null,
    error: change.error,
  };
}

function pricingLists(snapshot: OfferSnapshot, timezone: string) {
  return {
    events: snapshot.events.map((event) => ({
      id: event.id,
      key: event.key,
      name: event.name,
      isBase: event.isBase,
      allowDuplicates: event.allowDuplicates,
      isPrivate: event.isPrivate,
      defaultStatus: event.defaultStatus,
    })),
    payouts: snapshot.events.map((event) => ({
      eventId: event.id,
      eventKey: event.key,
      payoutType: event.payoutType,
      payoutAmount: event.payoutAmount,
      payoutPercent: event.payoutPercent,
      revenueType: event.revenueType,
      revenueAmount: event.revenueAmount,
      revenuePercent: event.revenuePercent,
    })),
    overrides: snapshot.overrides.map((override) => ({
      id: override.id,
      eventKey: override.eventKey,
      publisherId: override.publisherId,
      publisher: { ...override.publisher },
      country: override.country,
      payoutType: override.payoutType,
      payoutAmount: override.payoutAmount,
      payoutPercent: override.payoutPercent,
      startsAt: localTimeOf(override.startsAt, timezone),
      endsAt: localTimeOf(override.endsAt, timezone),
    })),
  };
}

function accessCountsOf(snapshot: OfferSnapshot): Offer['accessCounts'] {
  const counts = { approved: 0, pending: 0, rejected: 0, blocked: 0 };
  for (const entry of snapshot.access) counts[entry.status] += 1;
  return counts;
}

/** offer/{id}: needs every publisher's rows (their overrides, caps and access counts are on it). */
export function toOfferDocument(snapshot: OfferSnapshot): Offer {
  if (snapshot.publisherRows.kind !== 'all')
    throw new Error('The offer document needs every publisher’s rows');
  const { offer } = snapshot;
  const timezone = offer.timezone;
  return {
    id: offer.id,
    ref: offer.ref,
    name: offer.name,
    advertiserId: offer.advertiserId,
    advertiser: { ...snapshot.advertiser },
    categoryIds: snapshot.categories.map((category) => category.id),
    categories: categoriesOf(snapshot),
    status: offer.status,
    currency: offer.currency,
    destinationUrl: offer.destinationUrl,
    previewUrl: offer.previewUrl,
    description: offer.descriptionHtml,
    restrictions: offer.restrictions,
    tags: [...offer.tags],
    notes: offer.notes,
    redirectMode: offer.redirectMode,
    requireHttps: offer.requireHttps,
    defaultConversionStatus: offer.defaultConversionStatus,
    attributionWindowDays: offer.attributionWindowDays,
    minConversionSeconds: offer.minConversionSeconds,
    conversionIntake: offer.conversionIntake ?? 'network_default',
    browserSaleAmountMax: offer.browserSaleAmountMax,
    holdDays: offer.holdDays,
    validationDays: offer.validationDays,
    validationAction: offer.validationAction,
    thumbnail: snapshot.thumbnail ? toStoredFile(snapshot.thumbnail) : null,
    ...pricingLists(snapshot, timezone),
    landingPages: snapshot.landingPages.map((page) => ({
      id: page.id,
      name: page.name,
      url: page.url,
      previewUrl: page.previewUrl,
      status: page.status,
      weight: page.weight,
    })),
    deepLinksEnabled: offer.deepLinksEnabled,
    deepLinkDomains: [...offer.deepLinkDomains],
    caps: snapshot.caps.map(capOf),
    targeting: offer.targeting,
    blockBots: offer.blockBots,
    blockedIps: [...offer.blockedIps],
    // Checked against DUPLICATE_CLICK_ACTIONS when written (and by the column's enum).
    duplicateClickAction: offer.duplicateClickAction,
    duplicateClickWindowHours: offer.duplicateClickWindowHours,
    timezone,
    liveFrom: localTimeOf(offer.liveFrom, timezone),
    liveUntil: localTimeOf(offer.liveUntil, timezone),
    dayPartingEnabled: offer.dayPartingEnabled,
    dayPartingHours: [...offer.dayPartingHours],
    scheduledChanges: snapshot.scheduledChanges.map((change) => changeOf(change, timezone)),
    fallbackStrategy: offer.fallbackStrategy,
    // Reasons were checked against FALLBACK_REASONS when written.
    fallbacks: snapshot.fallbacks.map((fallback) => ({
      id: fallback.id,
      kind: fallback.kind,
      url: fallback.url,
      offerId: fallback.targetOfferId,
      offer: fallback.targetOfferId && fallback.target ? { ...fallback.target } : null,
      weight: fallback.weight,
      reasons: [...fallback.reasons] as FallbackReason[],
    })),
    visibility: offer.visibility,
    approvalQuestions: [...offer.approvalQuestions],
    terms: offer.terms,
    accessCounts: accessCountsOf(snapshot),
    creativeCount: snapshot.creatives.length,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}
