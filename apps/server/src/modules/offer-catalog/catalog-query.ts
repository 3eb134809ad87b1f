import type { listPublisherOffersQuerySchema, PublisherAccess } from '@affnet/contracts';
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { offerAccess, offerEvents, offerPayoutOverrides, offers, tenants } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';
import { containsPattern, refOf } from '../../lib/search-pattern';

/*
 * Which offers a publisher sees, as SQL. One place states the rule, so the list, the view and
 * the access request cannot disagree:
 *   live = status active or paused
 *   public / approval: seen unless the publisher's access row is blocked
 *   private: seen only with an approved access row
 */

const baseEvent = alias(offerEvents, 'base_event');
const myOverride = alias(offerPayoutOverrides, 'my_override');

const isLive = inArray(offers.status, ['active', 'paused']);

const isVisible = or(
  and(
    inArray(offers.visibility, ['public', 'approval']),
    or(isNull(offerAccess.status), ne(offerAccess.status, 'blocked')),
  ),
  and(eq(offers.visibility, 'private'), eq(offerAccess.status, 'approved')),
);

/** What the publisher may run now: public, or granted. */
const isRunnable = or(eq(offers.visibility, 'public'), eq(offerAccess.status, 'approved'));

/** Public offers read `approved`; others the publisher's row status, or `none`. */
const accessOf = sql<PublisherAccess>`case when ${offers.visibility} = 'public' then 'approved' else coalesce(${offerAccess.status}, 'none') end`;

/**
 * The publisher's base-event override in force at `now` for any country, ranked exactly as
 * `resolvePayout` ranks them with country null (latest start, then newest, then highest id).
 * Only sorting and the payout-type filter use it; shown payouts come from `resolvePayout` itself.
 */
function bestOverrideId(publisherId: string, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(select o.id from offer_payout_overrides o
    where o.event_id = ${baseEvent.id} and o.publisher_id = ${publisherId} and o.country is null
      and (o.starts_at is null or o.starts_at <= ${at}) and (o.ends_at is null or o.ends_at > ${at})
    order by o.starts_at desc nulls last, o.created_at desc, o.id desc limit 1)`;
}

const myPayoutType = sql<string>`coalesce(${myOverride.payoutType}, ${baseEvent.payoutType})`;
// An override of another type may leave the amount empty on purpose (CPS): never fall back to the default's.
const myPayoutAmount = sql`case when ${myOverride.id} is null then ${baseEvent.payoutAmount} else ${myOverride.payoutAmount} end`;

const catalogFields = {
  offer: offers,
  access: accessOf,
  accessStatus: offerAccess.status,
  accessReason: offerAccess.reason,
  base: baseEvent,
};

export type CatalogRow = {
  offer: typeof offers.$inferSelect;
  access: PublisherAccess;
  accessStatus: (typeof offerAccess.$inferSelect)['status'] | null;
  accessReason: string | null;
  base: typeof offerEvents.$inferSelect;
};

const onBase = and(eq(baseEvent.offerId, offers.id), eq(baseEvent.isBase, true));
const onAccess = (publisherId: string) =>
  and(eq(offerAccess.offerId, offers.id), eq(offerAccess.publisherId, publisherId));
const onOverride = (publisherId: string, now: Date) => eq(myOverride.id, bestOverrideId(publisherId, now));

export type CatalogQuery = z.output<typeof listPublisherOffersQuerySchema>;

function listFilter(tenantId: string, query: CatalogQuery): SQL | undefined {
  const search = query.search || undefined;
  const ref = search ? refOf(search) : null;
  const country = query.country;
  return and(
    eq(offers.tenantId, tenantId),
    isLive,
    isVisible,
    query.scope === 'approved' ? isRunnable : undefined,
    query.categoryId
      ? sql`exists (select 1 from offer_category_links l where l.offer_id = ${offers.id} and l.category_id = ${query.categoryId})`
      : undefined,
    country
      ? sql`(coalesce(jsonb_array_length(${offers.targeting}->'country'->'include'), 0) = 0
          or ${offers.targeting}->'country'->'include' @> jsonb_build_array(${country}::text))
        and not coalesce(${offers.targeting}->'country'->'exclude' @> jsonb_build_array(${country}::text), false)`
      : undefined,
    query.payoutType ? eq(myPayoutType, query.payoutType) : undefined,
    query.access ? eq(accessOf, query.access) : undefined,
    search
      ? or(ilike(offers.name, containsPattern(search)), ref === null ? undefined : eq(offers.ref, ref))
      : undefined,
  );
}

const SORTS = {
  name: offers.name,
  ref: offers.ref,
  payout: myPayoutAmount,
  createdAt: offers.createdAt,
} as const;

/**
 * Amounts in different currencies do not compare (exchange rates come with the currency
 * settings), so a payout sort groups by currency, the network's default currency first and the
 * others A to Z, and orders by amount within each group in the direction asked. Offers paying a
 * percentage only have no amount: they come last in their currency.
 */
function orderOf(tenantId: string, query: CatalogQuery): SQL[] {
  const by = query.order === 'asc' ? asc : desc;
  const amount = sql`${by(SORTS[query.sort])} nulls last`;
  if (query.sort !== 'payout') return [amount, asc(offers.id)];
  const defaultCurrency = sql`(select ${tenants.defaultCurrency} from ${tenants} where ${tenants.id} = ${tenantId})`;
  return [sql`(${offers.currency} = ${defaultCurrency}) desc`, asc(offers.currency), amount, asc(offers.id)];
}

export async function listCatalog(
  db: Database,
  tenantId: string,
  publisherId: string,
  query: CatalogQuery,
  now: Date,
): Promise<{ ids: string[]; total: number }> {
  const where = listFilter(tenantId, query);
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .innerJoin(baseEvent, onBase)
    .leftJoin(offerAccess, onAccess(publisherId))
    .leftJoin(myOverride, onOverride(publisherId, now))
    .where(where)
    .orderBy(...orderOf(tenantId, query))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(offers)
    .innerJoin(baseEvent, onBase)
    .leftJoin(offerAccess, onAccess(publisherId))
    .leftJoin(myOverride, onOverride(publisherId, now))
    .where(where);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/**
 * One live offer of the tenant with the publisher's access row, whether or not they may see it
 * (the access request tells a blocked publisher so); `visible` says whether they may.
 */
export async function findCatalogOffer(
  db: Database,
  tenantId: string,
  publisherId: string,
  offerId: string,
): Promise<(CatalogRow & { visible: boolean }) | undefined> {
  const [row] = await db
    .select({ ...catalogFields, visible: sql<boolean>`coalesce(${isVisible}, false)` })
    .from(offers)
    .innerJoin(baseEvent, onBase)
    .leftJoin(offerAccess, onAccess(publisherId))
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId), isLive))
    .limit(1);
  return row;
}

/** Keys of the events (not private ones) of every offer the publisher may run now, A to Z. */
export async function listRunnableEventKeys(
  db: Database,
  tenantId: string,
  publisherId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: offerEvents.key })
    .from(offers)
    .innerJoin(offerEvents, and(eq(offerEvents.offerId, offers.id), eq(offerEvents.isPrivate, false)))
    .leftJoin(offerAccess, onAccess(publisherId))
    .where(and(eq(offers.tenantId, tenantId), isLive, isVisible, isRunnable))
    .orderBy(asc(offerEvents.key));
  return rows.map((row) => row.key);
}
