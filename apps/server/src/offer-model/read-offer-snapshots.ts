import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  creatives,
  files,
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
} from '../db/schema/index';
import { deepFreeze } from '../lib/deep-freeze';
import { EVERY_PUBLISHER, type OfferSnapshot, type PublisherRows } from './offer-snapshot';

/*
 * Reads whole offers: one query per table for any number of offers (ten in all, fewer for a
 * snapshot without publisher rows), never one per offer. They run one after another in one read-only
 * repeatable-read transaction, so the lists agree with the row even while a tab is being saved.
 */

/** Offer ids per statement; a tenant's whole catalogue is read in slices of this size. */
const SLICE = 1000;

const targetOffer = alias(offers, 'target_offer');
const publisherName = { id: partners.id, company: partners.company };

/** The per-publisher rows a snapshot may hold, for tables with a `publisher_id`. */
function publisherFilter(column: AnyPgColumn, rows: PublisherRows): SQL | undefined {
  return rows.kind === 'one' ? eq(column, rows.publisherId) : undefined;
}

/**
 * Awaits the queries in order. A transaction is one connection, which runs one statement at a
 * time: `Promise.all` on it made pg queue the rest, which it warns is removed in pg@9. A Drizzle
 * query starts only when awaited, so none runs before its turn.
 */
async function oneAfterAnother<T extends readonly unknown[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  // The loop keeps the tuple's order, which TypeScript cannot follow through push.
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}

/** One slice's rows; `tenantIds` are the networks its offers belong to (every table is read within them). */
function readSlice(db: Database, tenantIds: readonly string[], ids: string[], rows: PublisherRows) {
  const withPublisherRows = rows.kind !== 'none';
  return oneAfterAnother([
    db
      .select({ offer: offers, advertiser: publisherName, thumbnail: files })
      .from(offers)
      .innerJoin(partners, eq(partners.id, offers.advertiserId))
      .leftJoin(files, and(eq(files.id, offers.thumbnailFileId), eq(files.tenantId, offers.tenantId)))
      .where(and(inArray(offers.tenantId, tenantIds), inArray(offers.id, ids))),
    db
      .select({ offerId: offerCategoryLinks.offerId, id: offerCategories.id, name: offerCategories.name })
      .from(offerCategoryLinks)
      .innerJoin(offerCategories, eq(offerCategories.id, offerCategoryLinks.categoryId))
      .where(and(inArray(offerCategories.tenantId, tenantIds), inArray(offerCategoryLinks.offerId, ids)))
      .orderBy(sql`lower(${offerCategories.name})`, asc(offerCategories.id)),
    db
      .select()
      .from(offerEvents)
      .where(and(inArray(offerEvents.tenantId, tenantIds), inArray(offerEvents.offerId, ids)))
      .orderBy(asc(offerEvents.position), asc(offerEvents.id)),
    withPublisherRows
      ? db
          .select({ row: offerPayoutOverrides, eventKey: offerEvents.key, publisher: publisherName })
          .from(offerPayoutOverrides)
          .innerJoin(offerEvents, eq(offerEvents.id, offerPayoutOverrides.eventId))
          .innerJoin(partners, eq(partners.id, offerPayoutOverrides.publisherId))
          .where(
            and(
              inArray(offerPayoutOverrides.tenantId, tenantIds),
              inArray(offerPayoutOverrides.offerId, ids),
              publisherFilter(offerPayoutOverrides.publisherId, rows),
            ),
          )
          .orderBy(
            asc(offerEvents.position),
            sql`lower(${partners.company})`,
            sql`${offerPayoutOverrides.country} asc nulls first`,
            sql`${offerPayoutOverrides.startsAt} asc nulls first`,
            asc(offerPayoutOverrides.id),
          )
      : Promise.resolve([]),
    db
      .select()
      .from(offerLandingPages)
      .where(and(inArray(offerLandingPages.tenantId, tenantIds), inArray(offerLandingPages.offerId, ids)))
      .orderBy(asc(offerLandingPages.position), asc(offerLandingPages.id)),
    db
      .select({ row: offerCaps, eventKey: offerEvents.key, publisher: publisherName })
      .from(offerCaps)
      .leftJoin(offerEvents, eq(offerEvents.id, offerCaps.eventId))
      .leftJoin(partners, eq(partners.id, offerCaps.publisherId))
      .where(and(inArray(offerCaps.tenantId, tenantIds), inArray(offerCaps.offerId, ids), capsFilter(rows)))
      .orderBy(asc(offerCaps.position), asc(offerCaps.id)),
    db
      .select({ row: offerScheduledChanges, eventKey: offerEvents.key })
      .from(offerScheduledChanges)
      .leftJoin(offerEvents, eq(offerEvents.id, offerScheduledChanges.eventId))
      .where(
        and(inArray(offerScheduledChanges.tenantId, tenantIds), inArray(offerScheduledChanges.offerId, ids)),
      )
      .orderBy(
        asc(offerScheduledChanges.runAt),
        asc(offerScheduledChanges.createdAt),
        asc(offerScheduledChanges.id),
      ),
    db
      .select({ row: offerFallbacks, target: { id: targetOffer.id, name: targetOffer.name } })
      .from(offerFallbacks)
      .leftJoin(targetOffer, eq(targetOffer.id, offerFallbacks.targetOfferId))
      .where(and(inArray(offerFallbacks.tenantId, tenantIds), inArray(offerFallbacks.offerId, ids)))
      .orderBy(asc(offerFallbacks.position), asc(offerFallbacks.id)),
    withPublisherRows
      ? db
          .select({
            offerId: offerAccess.offerId,
            publisherId: offerAccess.publisherId,
            status: offerAccess.status,
            reason: offerAccess.reason,
          })
          .from(offerAccess)
          .where(
            and(
              inArray(offerAccess.tenantId, tenantIds),
              inArray(offerAccess.offerId, ids),
              publisherFilter(offerAccess.publisherId, rows),
            ),
          )
          .orderBy(asc(offerAccess.publisherId))
      : Promise.resolve([]),
    db
      .select({ row: creatives, file: files })
      .from(creatives)
      .leftJoin(files, eq(files.id, creatives.fileId))
      .where(and(inArray(creatives.tenantId, tenantIds), inArray(creatives.offerId, ids)))
      .orderBy(asc(creatives.createdAt), asc(creatives.id)),
  ] as const);
}

/** Caps on one publisher are that publisher's rows; caps on the offer or on each publisher are everyone's. */
function capsFilter(rows: PublisherRows): SQL | undefined {
  if (rows.kind === 'all') return undefined;
  const shared = ne(offerCaps.scope, 'publisher');
  return rows.kind === 'one' ? or(shared, eq(offerCaps.publisherId, rows.publisherId)) : shared;
}

type Slice = Awaited<ReturnType<typeof readSlice>>;

/** Items of one offer, in the order they were read. */
function groupByOffer<T>(items: readonly T[], offerIdOf: (item: T) => string): Map<string, T[]> {
  const byOffer = new Map<string, T[]>();
  for (const item of items) {
    const list = byOffer.get(offerIdOf(item));
    if (list) list.push(item);
    else byOffer.set(offerIdOf(item), [item]);
  }
  return byOffer;
}

function snapshotsOf(slice: Slice, rows: PublisherRows): OfferSnapshot[] {
  const [heads, categories, events, overrides, pages, caps, changes, fallbacks, access, creativeRows] = slice;
  const by = {
    categories: groupByOffer(categories, (item) => item.offerId),
    events: groupByOffer(events, (item) => item.offerId),
    overrides: groupByOffer(overrides, (item) => item.row.offerId),
    pages: groupByOffer(pages, (item) => item.offerId),
    caps: groupByOffer(caps, (item) => item.row.offerId),
    changes: groupByOffer(changes, (item) => item.row.offerId),
    fallbacks: groupByOffer(fallbacks, (item) => item.row.offerId),
    access: groupByOffer(access, (item) => item.offerId),
    creatives: groupByOffer(creativeRows, (item) => item.row.offerId),
  };
  return heads.map(({ offer, advertiser, thumbnail }) => {
    const of = <T>(map: Map<string, T[]>) => map.get(offer.id) ?? [];
    return deepFreeze({
      offer,
      advertiser,
      thumbnail,
      categories: of(by.categories).map(({ id, name }) => ({ id, name })),
      events: of(by.events),
      overrides: of(by.overrides).map(({ row, eventKey, publisher }) => ({ ...row, eventKey, publisher })),
      landingPages: of(by.pages),
      caps: of(by.caps).map(({ row, eventKey, publisher }) => ({ ...row, eventKey, publisher })),
      scheduledChanges: of(by.changes).map(({ row, eventKey }) => ({ ...row, eventKey })),
      fallbacks: of(by.fallbacks).map(({ row, target }) => ({ ...row, target })),
      access: of(by.access).map(({ publisherId, status, reason }) => ({ publisherId, status, reason })),
      creatives: of(by.creatives).map(({ row, file }) => ({ ...row, file })),
      publisherRows: rows,
    });
  });
}

/**
 * The snapshots of these offers of the tenant, by offer id (ids of other tenants, or of no offer,
 * are simply absent). `rows` says whose per-publisher rows to read; staff and the engine read all.
 */
export async function readOfferSnapshots(
  db: Database,
  tenantId: string,
  offerIds: readonly string[],
  rows: PublisherRows = EVERY_PUBLISHER,
): Promise<Map<string, OfferSnapshot>> {
  return readOfferSnapshotsAcross(
    db,
    [...new Set(offerIds)].map((id) => ({ id, tenantId })),
    rows,
  );
}

export type OfferOfTenant = { id: string; tenantId: string };

/**
 * Many networks' offers at once, each read within its own network: the click engine's start reads
 * every offer in slices this way, instead of a transaction and ten statements per network.
 */
export async function readOfferSnapshotsAcross(
  db: Database,
  offerRefs: readonly OfferOfTenant[],
  rows: PublisherRows = EVERY_PUBLISHER,
): Promise<Map<string, OfferSnapshot>> {
  const snapshots = new Map<string, OfferSnapshot>();
  if (offerRefs.length === 0) return snapshots;
  await db.transaction(
    async (tx) => {
      for (let start = 0; start < offerRefs.length; start += SLICE) {
        const refs = offerRefs.slice(start, start + SLICE);
        const tenantIds = [...new Set(refs.map((ref) => ref.tenantId))];
        const slice = await readSlice(
          tx,
          tenantIds,
          refs.map((ref) => ref.id),
          rows,
        );
        for (const snapshot of snapshotsOf(slice, rows)) snapshots.set(snapshot.offer.id, snapshot);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return snapshots;
}

/** One offer's snapshot (the engine rebuilds one after a change), or null when the tenant has no such offer. */
export async function readOfferSnapshot(
  db: Database,
  tenantId: string,
  offerId: string,
  rows: PublisherRows = EVERY_PUBLISHER,
): Promise<OfferSnapshot | null> {
  return (await readOfferSnapshots(db, tenantId, [offerId], rows)).get(offerId) ?? null;
}
