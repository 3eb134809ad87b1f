import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  creatives,
  offerAccess,
  offerCaps,
  offerCategories,
  offerCategoryLinks,
  offerEvents,
  offerFallbacks,
  offerLandingPages,
  offerPayoutOverrides,
  offerScheduledChanges,
  offers,
  partners,
} from '../../db/schema/index';

/* Every list of one offer, read side by side for the offer document. */

const targetOffer = alias(offers, 'target_offer');
const publisher = { id: partners.id, company: partners.company };

function overridesOf(db: Database, offerId: string) {
  return db
    .select({ row: offerPayoutOverrides, eventKey: offerEvents.key, publisher })
    .from(offerPayoutOverrides)
    .innerJoin(offerEvents, eq(offerEvents.id, offerPayoutOverrides.eventId))
    .innerJoin(partners, eq(partners.id, offerPayoutOverrides.publisherId))
    .where(eq(offerPayoutOverrides.offerId, offerId))
    .orderBy(
      asc(offerEvents.position),
      sql`lower(${partners.company})`,
      sql`${offerPayoutOverrides.country} asc nulls first`,
      sql`${offerPayoutOverrides.startsAt} asc nulls first`,
      asc(offerPayoutOverrides.id),
    );
}

function capsOf(db: Database, offerId: string) {
  return db
    .select({ row: offerCaps, eventKey: offerEvents.key, publisher })
    .from(offerCaps)
    .leftJoin(offerEvents, eq(offerEvents.id, offerCaps.eventId))
    .leftJoin(partners, eq(partners.id, offerCaps.publisherId))
    .where(eq(offerCaps.offerId, offerId))
    .orderBy(asc(offerCaps.position));
}

function changesOf(db: Database, offerId: string) {
  return db
    .select({ row: offerScheduledChanges, eventKey: offerEvents.key })
    .from(offerScheduledChanges)
    .leftJoin(offerEvents, eq(offerEvents.id, offerScheduledChanges.eventId))
    .where(eq(offerScheduledChanges.offerId, offerId))
    .orderBy(
      asc(offerScheduledChanges.runAt),
      asc(offerScheduledChanges.createdAt),
      asc(offerScheduledChanges.id),
    );
}

function fallbacksOf(db: Database, offerId: string) {
  return db
    .select({ row: offerFallbacks, target: { id: targetOffer.id, name: targetOffer.name } })
    .from(offerFallbacks)
    .leftJoin(targetOffer, eq(targetOffer.id, offerFallbacks.targetOfferId))
    .where(eq(offerFallbacks.offerId, offerId))
    .orderBy(asc(offerFallbacks.position));
}

function categoriesOf(db: Database, offerId: string) {
  return db
    .select({ id: offerCategories.id, name: offerCategories.name })
    .from(offerCategoryLinks)
    .innerJoin(offerCategories, eq(offerCategories.id, offerCategoryLinks.categoryId))
    .where(eq(offerCategoryLinks.offerId, offerId))
    .orderBy(sql`lower(${offerCategories.name})`, asc(offerCategories.id));
}

async function countsOf(db: Database, offerId: string) {
  const access = await db
    .select({ status: offerAccess.status, n: sql<number>`count(*)::int` })
    .from(offerAccess)
    .where(eq(offerAccess.offerId, offerId))
    .groupBy(offerAccess.status);
  const [creativeRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(creatives)
    .where(eq(creatives.offerId, offerId));
  return { access, creatives: creativeRow?.n ?? 0 };
}

export type OfferParts = Awaited<ReturnType<typeof readOfferParts>>;

export async function readOfferParts(db: Database, offerId: string) {
  const [categories, events, overrides, landingPages, caps, changes, fallbacks, counts] = await Promise.all([
    categoriesOf(db, offerId),
    db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId)).orderBy(asc(offerEvents.position)),
    overridesOf(db, offerId),
    db
      .select()
      .from(offerLandingPages)
      .where(eq(offerLandingPages.offerId, offerId))
      .orderBy(asc(offerLandingPages.position)),
    capsOf(db, offerId),
    changesOf(db, offerId),
    fallbacksOf(db, offerId),
    countsOf(db, offerId),
  ]);
  return { categories, events, overrides, landingPages, caps, changes, fallbacks, counts };
}
