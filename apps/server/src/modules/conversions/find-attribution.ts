import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { offers, partners } from '../../db/schema/index';
import { type OfferSnapshot, onePublisher, readOfferSnapshot } from '../offer-snapshots/index';

/** The offer, publisher and advertiser a verified click id names, with what the checks need. */
export type Attribution = {
  snapshot: OfferSnapshot;
  publisherId: string;
  advertiser: { id: string; conversionToken: string | null; ipAllowlist: readonly string[] };
};

/**
 * Where the offer's snapshot comes from: the database by default; the click engine may pass its
 * in-memory snapshots (docs/tracking.md "In-memory state"), which spares ten queries a conversion.
 */
export type OfferSnapshotSource = (
  tenantId: string,
  offerId: string,
  publisherId: string,
) => Promise<OfferSnapshot | null>;

export function snapshotsFromDatabase(db: Database): OfferSnapshotSource {
  return (tenantId, offerId, publisherId) =>
    readOfferSnapshot(db, tenantId, offerId, onePublisher(publisherId));
}

/**
 * The click engine's snapshot when it holds the offer (kept within about a second of every change
 * by the change feed, as clicks are), else the database's: an offer created a moment ago is not
 * refused for being new.
 */
export function snapshotsFromMemoryFirst(
  inMemory: (tenantId: string, offerId: string) => OfferSnapshot | undefined,
  db: Database,
): OfferSnapshotSource {
  const fromDatabase = snapshotsFromDatabase(db);
  return async (tenantId, offerId, publisherId) =>
    inMemory(tenantId, offerId) ?? fromDatabase(tenantId, offerId, publisherId);
}

const advertiser = alias(partners, 'advertiser');
const publisher = alias(partners, 'publisher');

/** Null when the tenant has no such offer or publisher (any more). */
export async function findAttribution(
  db: Database,
  snapshots: OfferSnapshotSource,
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
  const snapshot = await snapshots(tenantId, row.offerId, row.publisherId);
  if (!snapshot) return null;
  return {
    snapshot,
    publisherId: row.publisherId,
    advertiser: { id: row.advertiserId, conversionToken: row.conversionToken, ipAllowlist: row.ipAllowlist },
  };
}
