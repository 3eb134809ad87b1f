import type { AdvertiserOffer, AdvertiserOfferListItem } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creatives, offerCaps, type offerEvents, type offers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import {
  categoriesOf,
  eventsOf,
  landingPagesOf,
  partnerCapsOf,
  partnerCreativesOf,
  scheduleOf,
  thumbnailUrlOf,
} from '../offer-catalog/index';
import { type AdvertiserOffersQuery, findAdvertiserOffer, listAdvertiserOfferRows } from './repository';

type OfferRecord = typeof offers.$inferSelect;
type EventRecord = typeof offerEvents.$inferSelect;

/** What the advertiser pays for an event: revenue only, never what publishers earn. */
const revenueOf = (event: EventRecord) => ({
  revenueType: event.revenueType,
  revenueAmount: event.revenueAmount,
  revenuePercent: event.revenuePercent,
});

function commonOf(offer: OfferRecord, categories: Array<{ id: string; name: string }>) {
  return {
    id: offer.id,
    ref: offer.ref,
    name: offer.name,
    status: offer.status,
    categories,
    currency: offer.currency,
    thumbnailUrl: thumbnailUrlOf(offer),
    createdAt: offer.createdAt.toISOString(),
  };
}

export async function listAdvertiserOffers(
  db: Database,
  tenantId: string,
  advertiserId: string,
  query: AdvertiserOffersQuery,
): Promise<{ rows: AdvertiserOfferListItem[]; total: number }> {
  const { rows, total } = await listAdvertiserOfferRows(db, tenantId, advertiserId, query);
  const categories = await categoriesOf(
    db,
    tenantId,
    rows.map((row) => row.offer.id),
  );
  return {
    rows: rows.map(({ offer, base }) => ({
      ...commonOf(offer, categories.get(offer.id) ?? []),
      pricing: revenueOf(base),
    })),
    total,
  };
}

/** offer/view/{id} for the advertiser who owns it; anyone else's offer is a 404. */
export async function getAdvertiserOffer(
  db: Database,
  tenantId: string,
  advertiserId: string,
  id: string,
): Promise<AdvertiserOffer> {
  const offer = await findAdvertiserOffer(db, tenantId, advertiserId, id);
  if (!offer) throw new AppError('NOT_FOUND', 'Offer not found.');
  const categories = await categoriesOf(db, tenantId, [offer.id]);
  const events = await eventsOf(db, tenantId, offer.id, undefined);
  const pages = await landingPagesOf(db, tenantId, offer.id, undefined);
  return {
    ...commonOf(offer, categories.get(offer.id) ?? []),
    description: offer.descriptionHtml,
    restrictions: offer.restrictions,
    destinationUrl: offer.destinationUrl,
    previewUrl: offer.previewUrl,
    events: events.map((event) => ({
      key: event.key,
      name: event.name,
      isBase: event.isBase,
      ...revenueOf(event),
    })),
    landingPages: pages.map(({ id: pageId, name, url, previewUrl, status }) => ({
      id: pageId,
      name,
      url,
      previewUrl,
      status,
    })),
    targeting: offer.targeting,
    schedule: scheduleOf(offer),
    caps: await partnerCapsOf(db, tenantId, offer.id, eq(offerCaps.scope, 'offer'), {
      hidePrivateEvents: false,
    }),
    creatives: await partnerCreativesOf(db, tenantId, offer.id, eq(creatives.status, 'active')),
  };
}
