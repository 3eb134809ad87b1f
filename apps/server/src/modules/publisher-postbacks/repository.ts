import type {
  ListPostbackDeliveriesQuery,
  ListPublisherPostbacksQuery,
  PostbackDelivery,
  PublisherPostback,
} from '@affnet/contracts';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers, partners, postbackDeliveries, publisherPostbacks } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';
import { containsPattern } from '../../lib/search-pattern';
import { inPartnerScope, type PartnerScope } from '../partner-scope/index';

/*
 * Postback settings and deliveries, always within one tenant and, for a publisher, within their
 * own rows (`publisherId` set): the scope is an argument, never read from the request body.
 */

/**
 * Whose postbacks: a tenant's, one publisher's (the publisher portal), and for staff the
 * publishers their data scope reaches (docs/team.md).
 */
export type PostbackScope = { tenantId: string; publisherId?: string; partners?: PartnerScope };

export type PostbackRecord = typeof publisherPostbacks.$inferSelect;
export type PostbackValues = Pick<
  typeof publisherPostbacks.$inferInsert,
  'offerId' | 'eventKey' | 'statuses' | 'method' | 'url' | 'body' | 'isActive'
>;

const postbackFields = {
  postback: publisherPostbacks,
  publisherName: partners.company,
  publisherRef: partners.ref,
  offerName: offers.name,
  offerRef: offers.ref,
};

type PostbackJoined = {
  postback: PostbackRecord;
  publisherName: string;
  publisherRef: number;
  offerName: string | null;
  offerRef: number | null;
};

function toPostbackDto(row: PostbackJoined): PublisherPostback {
  const { postback } = row;
  return {
    id: postback.id,
    publisherId: postback.publisherId,
    publisherName: row.publisherName,
    publisherRef: row.publisherRef,
    offerId: postback.offerId,
    offerName: row.offerName,
    offerRef: row.offerRef,
    eventKey: postback.eventKey,
    statuses: postback.statuses as PublisherPostback['statuses'],
    method: postback.method,
    url: postback.url,
    body: postback.body,
    isActive: postback.isActive,
    createdAt: postback.createdAt.toISOString(),
    updatedAt: postback.updatedAt.toISOString(),
  };
}

function postbackScope(scope: PostbackScope): SQL | undefined {
  return and(
    eq(publisherPostbacks.tenantId, scope.tenantId),
    scope.publisherId ? eq(publisherPostbacks.publisherId, scope.publisherId) : undefined,
    scope.partners ? inPartnerScope(scope.partners, publisherPostbacks.publisherId) : undefined,
  );
}

function selectPostbacks(db: Database) {
  return db
    .select(postbackFields)
    .from(publisherPostbacks)
    .innerJoin(partners, eq(partners.id, publisherPostbacks.publisherId))
    .leftJoin(offers, eq(offers.id, publisherPostbacks.offerId));
}

export async function findPostback(
  db: Database,
  scope: PostbackScope,
  id: string,
): Promise<PublisherPostback | undefined> {
  const [row] = await selectPostbacks(db)
    .where(and(postbackScope(scope), eq(publisherPostbacks.id, id)))
    .limit(1);
  return row ? toPostbackDto(row) : undefined;
}

export async function listPostbacks(
  db: Database,
  scope: PostbackScope,
  query: ListPublisherPostbacksQuery,
): Promise<{ rows: PublisherPostback[]; total: number }> {
  const search = query.search || undefined;
  const where = and(
    postbackScope(scope),
    query.publisherId ? eq(publisherPostbacks.publisherId, query.publisherId) : undefined,
    query.offerId ? eq(publisherPostbacks.offerId, query.offerId) : undefined,
    search
      ? or(
          ilike(publisherPostbacks.url, containsPattern(search)),
          ilike(partners.company, containsPattern(search)),
          ilike(offers.name, containsPattern(search)),
        )
      : undefined,
  );
  const column = query.sort === 'url' ? publisherPostbacks.url : publisherPostbacks.createdAt;
  const rows = await selectPostbacks(db)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(publisherPostbacks.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(publisherPostbacks)
    .innerJoin(partners, eq(partners.id, publisherPostbacks.publisherId))
    .leftJoin(offers, eq(offers.id, publisherPostbacks.offerId))
    .where(where);
  return { rows: rows.map(toPostbackDto), total: counted?.total ?? 0 };
}

export async function insertPostback(
  db: Database,
  values: PostbackValues & { tenantId: string; publisherId: string; createdBy: string },
): Promise<string> {
  const [row] = await db.insert(publisherPostbacks).values(values).returning({ id: publisherPostbacks.id });
  if (!row) throw new Error('Postback insert returned no row');
  return row.id;
}

export async function updatePostback(
  db: Database,
  scope: PostbackScope,
  id: string,
  values: PostbackValues & { publisherId?: string },
): Promise<boolean> {
  const updated = await db
    .update(publisherPostbacks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(postbackScope(scope), eq(publisherPostbacks.id, id)))
    .returning({ id: publisherPostbacks.id });
  return updated.length > 0;
}

export async function deletePostback(db: Database, scope: PostbackScope, id: string): Promise<boolean> {
  const deleted = await db
    .delete(publisherPostbacks)
    .where(and(postbackScope(scope), eq(publisherPostbacks.id, id)))
    .returning({ id: publisherPostbacks.id });
  return deleted.length > 0;
}

/** A publisher partner of the tenant, or undefined. */
export async function findPublisher(db: Database, scope: PostbackScope, publisherId: string) {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.tenantId, scope.tenantId),
        eq(partners.id, publisherId),
        eq(partners.kind, 'publisher'),
        scope.partners ? inPartnerScope(scope.partners, partners.id) : undefined,
      ),
    )
    .limit(1);
  return row;
}

// Deliveries (the log)

export type DeliveryRecord = typeof postbackDeliveries.$inferSelect;

const deliveryFields = {
  delivery: postbackDeliveries,
  publisherName: partners.company,
  offerName: offers.name,
};

function toDeliveryDto(row: {
  delivery: DeliveryRecord;
  publisherName: string;
  offerName: string | null;
}): PostbackDelivery {
  const { delivery } = row;
  return {
    id: delivery.id,
    postbackId: delivery.postbackId,
    publisherId: delivery.publisherId,
    publisherName: row.publisherName,
    offerId: delivery.offerId,
    offerName: row.offerName,
    eventKey: delivery.eventKey,
    conversionId: delivery.conversionId,
    conversionStatus: delivery.conversionStatus,
    method: delivery.method,
    url: delivery.url,
    body: delivery.body,
    state: delivery.state,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.nextAttemptAt.toISOString(),
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    responseStatus: delivery.responseStatus,
    responseBody: delivery.responseBody,
    error: delivery.error,
    isTest: delivery.isTest,
    createdAt: delivery.createdAt.toISOString(),
  };
}

function deliveryScope(scope: PostbackScope): SQL | undefined {
  return and(
    eq(postbackDeliveries.tenantId, scope.tenantId),
    scope.publisherId ? eq(postbackDeliveries.publisherId, scope.publisherId) : undefined,
    scope.partners ? inPartnerScope(scope.partners, postbackDeliveries.publisherId) : undefined,
  );
}

function selectDeliveries(db: Database) {
  return db
    .select(deliveryFields)
    .from(postbackDeliveries)
    .innerJoin(partners, eq(partners.id, postbackDeliveries.publisherId))
    .leftJoin(offers, eq(offers.id, postbackDeliveries.offerId));
}

/** The day after a YYYY-MM-DD, at midnight UTC (the `to` filter includes its whole day). */
function dayAfter(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

export async function listDeliveries(
  db: Database,
  scope: PostbackScope,
  query: ListPostbackDeliveriesQuery,
): Promise<{ rows: PostbackDelivery[]; total: number }> {
  const search = query.search || undefined;
  const where = and(
    deliveryScope(scope),
    query.state ? eq(postbackDeliveries.state, query.state) : undefined,
    query.publisherId ? eq(postbackDeliveries.publisherId, query.publisherId) : undefined,
    query.postbackId ? eq(postbackDeliveries.postbackId, query.postbackId) : undefined,
    query.from ? gte(postbackDeliveries.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(postbackDeliveries.createdAt, dayAfter(query.to)) : undefined,
    search ? ilike(postbackDeliveries.url, containsPattern(search)) : undefined,
  );
  const by = query.order === 'asc' ? asc : desc;
  const rows = await selectDeliveries(db)
    .where(where)
    .orderBy(by(postbackDeliveries.createdAt), by(postbackDeliveries.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(postbackDeliveries)
    .where(where);
  return { rows: rows.map(toDeliveryDto), total: counted?.total ?? 0 };
}

export async function findDelivery(db: Database, scope: PostbackScope, id: string) {
  const [row] = await selectDeliveries(db)
    .where(and(deliveryScope(scope), eq(postbackDeliveries.id, id)))
    .limit(1);
  return row ? toDeliveryDto(row) : undefined;
}

export async function findDeliveryRecords(db: Database, scope: PostbackScope, ids: readonly string[]) {
  return db
    .select()
    .from(postbackDeliveries)
    .where(and(deliveryScope(scope), inArray(postbackDeliveries.id, [...ids])));
}
