import type { listOffersQuerySchema, OfferListItem } from '@affnet/contracts';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  offerAccess,
  offerCategories,
  offerCategoryLinks,
  offerEvents,
  offers,
  partners,
} from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';
import { containsPattern, refOf } from '../../lib/search-pattern';
import { fileUrlOf } from '../files/index';

type Query = z.output<typeof listOffersQuerySchema>;

const baseEvent = alias(offerEvents, 'base_event');

function listFilter(tenantId: string, query: Query): SQL | undefined {
  const search = query.search || undefined;
  const pattern = search ? containsPattern(search) : undefined;
  const ref = search ? refOf(search) : null;
  return and(
    eq(offers.tenantId, tenantId),
    query.status ? eq(offers.status, query.status) : undefined,
    query.advertiserId ? eq(offers.advertiserId, query.advertiserId) : undefined,
    query.visibility ? eq(offers.visibility, query.visibility) : undefined,
    query.categoryId
      ? sql`exists (select 1 from ${offerCategoryLinks} where ${offerCategoryLinks.offerId} = ${offers.id} and ${offerCategoryLinks.categoryId} = ${query.categoryId})`
      : undefined,
    pattern
      ? or(
          ilike(offers.name, pattern),
          ilike(partners.company, pattern),
          sql`exists (select 1 from unnest(${offers.tags}) as tag where tag ilike ${pattern})`,
          ref !== null ? eq(offers.ref, ref) : undefined,
        )
      : undefined,
  );
}

const SORT_COLUMNS = {
  ref: offers.ref,
  name: sql`lower(${offers.name})`,
  status: offers.status,
  advertiser: sql`lower(${partners.company})`,
  createdAt: offers.createdAt,
  updatedAt: offers.updatedAt,
} as const;

const pendingRequests = sql<number>`(select count(*)::int from ${offerAccess} where ${offerAccess.offerId} = ${offers.id} and ${offerAccess.status} = 'pending')`;

async function categoriesByOffer(db: Database, offerIds: string[]) {
  const byOffer = new Map<string, Array<{ id: string; name: string }>>();
  if (offerIds.length === 0) return byOffer;
  const rows = await db
    .select({ offerId: offerCategoryLinks.offerId, id: offerCategories.id, name: offerCategories.name })
    .from(offerCategoryLinks)
    .innerJoin(offerCategories, eq(offerCategories.id, offerCategoryLinks.categoryId))
    .where(inArray(offerCategoryLinks.offerId, offerIds))
    .orderBy(sql`lower(${offerCategories.name})`, asc(offerCategories.id));
  for (const { offerId, ...category } of rows)
    byOffer.set(offerId, [...(byOffer.get(offerId) ?? []), category]);
  return byOffer;
}

/** offer/manage: filters, search (name, tag, advertiser, ref), sort with empty values last, paging. */
export async function listOffers(
  db: Database,
  tenantId: string,
  query: Query,
): Promise<{ rows: OfferListItem[]; total: number }> {
  const where = listFilter(tenantId, query);
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? asc(column) : desc(column);
  const rows = await db
    .select({
      offer: offers,
      advertiser: { id: partners.id, company: partners.company },
      base: baseEvent,
      pendingRequests,
    })
    .from(offers)
    .innerJoin(partners, eq(partners.id, offers.advertiserId))
    .leftJoin(baseEvent, and(eq(baseEvent.offerId, offers.id), eq(baseEvent.isBase, true)))
    .where(where)
    .orderBy(sql`${direction} nulls last`, asc(offers.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(offers)
    .innerJoin(partners, eq(partners.id, offers.advertiserId))
    .where(where);
  const categories = await categoriesByOffer(
    db,
    rows.map((row) => row.offer.id),
  );
  return {
    rows: rows.map(({ offer, advertiser, base, pendingRequests: pending }) => ({
      id: offer.id,
      ref: offer.ref,
      name: offer.name,
      status: offer.status,
      visibility: offer.visibility,
      advertiser,
      categories: categories.get(offer.id) ?? [],
      currency: offer.currency,
      thumbnailUrl: offer.thumbnailFileId ? fileUrlOf(offer.thumbnailFileId) : null,
      pricing: {
        payoutType: base?.payoutType ?? 'cpa',
        payoutAmount: base?.payoutAmount ?? null,
        payoutPercent: base?.payoutPercent ?? null,
        revenueType: base?.revenueType ?? 'cpa',
        revenueAmount: base?.revenueAmount ?? null,
        revenuePercent: base?.revenuePercent ?? null,
      },
      pendingRequests: pending,
      createdAt: offer.createdAt.toISOString(),
      updatedAt: offer.updatedAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
