import type { listAdvertiserOffersQuerySchema } from '@affnet/contracts';
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { offerEvents, offers } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';
import { containsPattern, refOf } from '../../lib/search-pattern';

export type AdvertiserOffersQuery = z.output<typeof listAdvertiserOffersQuerySchema>;

const baseEvent = alias(offerEvents, 'base_event');
const onBase = and(eq(baseEvent.offerId, offers.id), eq(baseEvent.isBase, true));

/** The advertiser's own offers once they leave draft (drafts are the network's work in progress). */
function ownOffers(tenantId: string, advertiserId: string): SQL | undefined {
  return and(
    eq(offers.tenantId, tenantId),
    eq(offers.advertiserId, advertiserId),
    ne(offers.status, 'draft'),
  );
}

function listFilter(tenantId: string, advertiserId: string, query: AdvertiserOffersQuery) {
  const search = query.search || undefined;
  const ref = search ? refOf(search) : null;
  return and(
    ownOffers(tenantId, advertiserId),
    query.status ? eq(offers.status, query.status) : undefined,
    search
      ? or(ilike(offers.name, containsPattern(search)), ref === null ? undefined : eq(offers.ref, ref))
      : undefined,
  );
}

const SORTS = {
  name: offers.name,
  ref: offers.ref,
  status: offers.status,
  createdAt: offers.createdAt,
} as const;

/** One page of the advertiser's offers (ids, in the order asked) and how many there are in all. */
export async function listAdvertiserOfferIds(
  db: Database,
  tenantId: string,
  advertiserId: string,
  query: AdvertiserOffersQuery,
) {
  const where = listFilter(tenantId, advertiserId, query);
  const column = SORTS[query.sort];
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .innerJoin(baseEvent, onBase)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(offers.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(offers).where(where);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/** Whether the offer is one of the advertiser's, out of draft (what their offer view may open). */
export async function isOwnOffer(
  db: Database,
  tenantId: string,
  advertiserId: string,
  offerId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(ownOffers(tenantId, advertiserId), eq(offers.id, offerId)));
  return row !== undefined;
}
