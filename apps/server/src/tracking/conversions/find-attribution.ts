import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { offers, partners } from '../../db/schema/index';
import { type OfferSnapshot, onePublisher, readOfferSnapshot } from '../../offer-model/index';
import { type FxBook, readFxBookOf } from './conversion-fx';

/** The offer, publisher and advertiser a verified click id names, with what the checks need. */
export type Attribution = {
  snapshot: OfferSnapshot;
  publisherId: string;
  advertiser: { id: string; conversionToken: string | null; ipAllowlist: readonly string[] };
  /** The network's exchange rates, for the conversion's FX snapshot. */
  fx: FxBook;
};

/** The attribution of a verified click id's offer and publisher refs; null when they name nothing. */
export type AttributionSource = (
  tenantId: string,
  offerRef: number,
  publisherRef: number,
) => Promise<Attribution | null>;

/** What the click engine holds of a tenant (docs/tracking.md "In-memory state"), as attribution reads it. */
export type TrackedTenant = {
  offersByRef: ReadonlyMap<number, OfferSnapshot>;
  publishersByRef: ReadonlyMap<number, { id: string }>;
  advertisersById: ReadonlyMap<string, Attribution['advertiser']>;
  fx: FxBook;
};

export function attributionsFromDatabase(db: Database): AttributionSource {
  return (tenantId, offerRef, publisherRef) => findAttribution(db, tenantId, offerRef, publisherRef);
}

/**
 * The click engine's memory when it holds the offer, the publisher and the advertiser (kept
 * within about a second of every change by the change feed, as clicks are): no query per
 * conversion. Otherwise the database's, so an offer or a partner created a moment ago is not
 * refused for being new.
 */
export function attributionsFromMemoryFirst(
  inMemory: (tenantId: string) => TrackedTenant | undefined,
  db: Database,
): AttributionSource {
  const fromDatabase = attributionsFromDatabase(db);
  return async (tenantId, offerRef, publisherRef) => {
    const tenant = inMemory(tenantId);
    const snapshot = tenant?.offersByRef.get(offerRef);
    const publisher = tenant?.publishersByRef.get(publisherRef);
    const advertiser = snapshot && tenant?.advertisersById.get(snapshot.offer.advertiserId);
    if (tenant && snapshot && publisher && advertiser)
      return { snapshot, publisherId: publisher.id, advertiser, fx: tenant.fx };
    return fromDatabase(tenantId, offerRef, publisherRef);
  };
}

const advertiser = alias(partners, 'advertiser');
const publisher = alias(partners, 'publisher');

/** Null when the tenant has no such offer or publisher (any more). */
async function findAttribution(
  db: Database,
  tenantId: string,
  offerRef: number,
  publisherRef: number,
): Promise<Attribution | null> {
  const [row] = await db
    .select({
      offerId: offers.id,
      publisherId: publisher.id,
      advertiserId: advertiser.id,
      conversionToken: advertiser.conversionToken,
      ipAllowlist: advertiser.ipAllowlist,
    })
    .from(offers)
    .innerJoin(advertiser, eq(advertiser.id, offers.advertiserId))
    .innerJoin(
      publisher,
      and(
        eq(publisher.tenantId, offers.tenantId),
        eq(publisher.ref, publisherRef),
        eq(publisher.kind, 'publisher'),
      ),
    )
    .where(and(eq(offers.tenantId, tenantId), eq(offers.ref, offerRef)))
    .limit(1);
  if (!row) return null;
  const [snapshot, fx] = await Promise.all([
    readOfferSnapshot(db, tenantId, row.offerId, onePublisher(row.publisherId)),
    readFxBookOf(db, tenantId),
  ]);
  if (!snapshot || !fx) return null;
  return {
    snapshot,
    fx,
    publisherId: row.publisherId,
    advertiser: { id: row.advertiserId, conversionToken: row.conversionToken, ipAllowlist: row.ipAllowlist },
  };
}
