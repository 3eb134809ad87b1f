import type { listOffersQuerySchema, OfferListItem, RecentFigureSort } from '@affnet/contracts';
import { type AnyColumn, and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
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
import {
  isRecentFigureSort,
  type ListFigures,
  type ReportStores,
  recentFiguresOf,
  recentSortOf,
  refuseHiddenFigureSort,
} from '../reports/index';

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

const SORT_COLUMNS: Record<Exclude<Query['sort'], RecentFigureSort>, AnyColumn | SQL> = {
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

/**
 * offer/manage: filters, search (name, tag, advertiser, ref), sort with empty values last, paging;
 * each offer with its last 30 days when `figures` says whose (docs/reports.md "Figures on lists").
 */
export async function listOffers(
  stores: ReportStores,
  tenantId: string,
  query: Query,
  figures: ListFigures | null,
): Promise<{ rows: OfferListItem[]; total: number }> {
  const { db, events } = stores;
  refuseHiddenFigureSort(query.sort, figures);
  const where = listFilter(tenantId, query);
  const byFigure =
    figures && isRecentFigureSort(query.sort)
      ? await recentSortOf(events, figures, 'offer', query.sort)
      : null;
  const column = byFigure ? byFigure.value : SORT_COLUMNS[query.sort as keyof typeof SORT_COLUMNS];
  const direction = query.order === 'asc' ? asc(column) : desc(column);
  const select = db
    .select({
      offer: offers,
      advertiser: { id: partners.id, company: partners.company },
      base: baseEvent,
      pendingRequests,
    })
    .from(offers)
    .innerJoin(partners, eq(partners.id, offers.advertiserId))
    .leftJoin(baseEvent, and(eq(baseEvent.offerId, offers.id), eq(baseEvent.isBase, true)))
    .$dynamic();
  const rows = await (byFigure ? select.leftJoin(byFigure.join, byFigure.on(sql`${offers.id}`)) : select)
    .where(where)
    .orderBy(sql`${direction} nulls last`, asc(offers.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(offers)
    .innerJoin(partners, eq(partners.id, offers.advertiserId))
    .where(where);
  const ids = rows.map((row) => row.offer.id);
  const categories = await categoriesByOffer(db, ids);
  const recent = figures ? await recentFiguresOf(stores, figures, 'offer', ids) : null;
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
      recent: recent?.get(offer.id) ?? null,
      createdAt: offer.createdAt.toISOString(),
      updatedAt: offer.updatedAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
