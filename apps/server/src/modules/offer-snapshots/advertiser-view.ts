import {
  type AdvertiserOffer,
  type AdvertiserOfferListItem,
  type ConversionIntake,
  conversionIntakeOf,
} from '@affnet/contracts';
import type { OfferSnapshot, SnapshotEvent } from '../../offer-model/index';
import { offerSummaryOf, scheduleOf, toPartnerCap, toPartnerCreative } from './view-fields';

/* An offer as the advertiser who owns it sees it: what they pay (revenue), never publishers' payouts. */

const revenueOf = (event: SnapshotEvent) => ({
  revenueType: event.revenueType,
  revenueAmount: event.revenueAmount,
  revenuePercent: event.revenuePercent,
});

/** Theirs once it left draft (drafts are the network's work in progress). */
export function isShownToAdvertiser(snapshot: OfferSnapshot, advertiserId: string): boolean {
  return snapshot.offer.advertiserId === advertiserId && snapshot.offer.status !== 'draft';
}

const commonOf = (snapshot: OfferSnapshot) => ({
  ...offerSummaryOf(snapshot),
  createdAt: snapshot.offer.createdAt.toISOString(),
});

export function toAdvertiserOfferListItem(snapshot: OfferSnapshot): AdvertiserOfferListItem {
  const base = snapshot.events.find((event) => event.isBase);
  if (!base) throw new Error(`Offer ${snapshot.offer.id} has no base event`);
  return { ...commonOf(snapshot), pricing: revenueOf(base) };
}

/**
 * offer/view/{id} of the advertiser portal: every event and page, caps on the whole offer, active
 * creatives, and which channels may report its conversions (`networkIntake`: the network's default).
 */
export function toAdvertiserOffer(snapshot: OfferSnapshot, networkIntake: ConversionIntake): AdvertiserOffer {
  const { offer } = snapshot;
  return {
    ...commonOf(snapshot),
    description: offer.descriptionHtml,
    restrictions: offer.restrictions,
    destinationUrl: offer.destinationUrl,
    previewUrl: offer.previewUrl,
    events: snapshot.events.map((event) => ({
      key: event.key,
      name: event.name,
      isBase: event.isBase,
      ...revenueOf(event),
    })),
    landingPages: snapshot.landingPages.map(({ id, name, url, previewUrl, status }) => ({
      id,
      name,
      url,
      previewUrl,
      status,
    })),
    targeting: offer.targeting,
    schedule: scheduleOf(offer),
    caps: snapshot.caps.filter((cap) => cap.scope === 'offer').map(toPartnerCap),
    creatives: snapshot.creatives.filter((creative) => creative.status === 'active').map(toPartnerCreative),
    conversionIntake: conversionIntakeOf(offer.conversionIntake, networkIntake),
    browserSaleAmountMax: offer.browserSaleAmountMax,
  };
}
