import type { PublisherOffer } from '@affnet/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creatives, offerCaps, offerEvents, offerLandingPages } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { findCatalogOffer } from './catalog-query';
import { catalogItemOf } from './list-publisher-offers';
import {
  categoriesOf,
  eventsOf,
  landingPagesOf,
  partnerCapsOf,
  partnerCreativesOf,
  scheduleOf,
} from './offer-parts';
import { overridesOf, publisherPayoutOf } from './publisher-payouts';

/** Caps the publisher may see: marked visible, and counting everyone, each publisher, or them. */
function capsFor(publisherId: string) {
  return and(
    eq(offerCaps.visibleToPublishers, true),
    or(
      inArray(offerCaps.scope, ['offer', 'each_publisher']),
      and(eq(offerCaps.scope, 'publisher'), eq(offerCaps.publisherId, publisherId)),
    ),
  );
}

/**
 * offer/view/{id} for a publisher: 404 unless they may see it (same rule as the lists). Private
 * events, paused pages and creatives, other publishers' payouts, caps and access, notes, tags and
 * the destination URL never leave here: the answer is built field by field.
 */
export async function getPublisherOffer(
  db: Database,
  tenantId: string,
  publisherId: string,
  offerId: string,
  now = new Date(),
): Promise<PublisherOffer> {
  const row = await findCatalogOffer(db, tenantId, publisherId, offerId);
  if (!row?.visible) throw new AppError('NOT_FOUND', 'Offer not found.');
  const { offer } = row;
  const events = await eventsOf(db, tenantId, offer.id, eq(offerEvents.isPrivate, false));
  const overrides = await overridesOf(
    db,
    tenantId,
    publisherId,
    events.map((event) => event.id),
  );
  const pages = await landingPagesOf(db, tenantId, offer.id, eq(offerLandingPages.status, 'active'));
  const categories = await categoriesOf(db, tenantId, [offer.id]);
  return {
    ...catalogItemOf(row, categories.get(offer.id) ?? []),
    description: offer.descriptionHtml,
    restrictions: offer.restrictions,
    previewUrl: offer.previewUrl,
    payouts: events.map((event) => publisherPayoutOf(event, overrides, publisherId, now)),
    targeting: offer.targeting,
    landingPages: pages.map((page) => ({ id: page.id, name: page.name, previewUrl: page.previewUrl })),
    creatives: await partnerCreativesOf(
      db,
      tenantId,
      offer.id,
      and(eq(creatives.status, 'active'), eq(creatives.downloadable, true)),
    ),
    schedule: scheduleOf(offer),
    caps: await partnerCapsOf(db, tenantId, offer.id, capsFor(publisherId), { hidePrivateEvents: true }),
    deepLinksEnabled: offer.deepLinksEnabled,
    approvalQuestions: offer.approvalQuestions,
    terms: offer.terms,
    accessReason: row.accessStatus === 'rejected' || row.accessStatus === 'blocked' ? row.accessReason : null,
  };
}
