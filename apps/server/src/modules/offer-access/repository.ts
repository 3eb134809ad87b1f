import type { listOfferAccessQuerySchema, OfferAccessStatus } from '@affnet/contracts';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { offerAccess, offers, partners, users } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';
import { containsPattern, refOf } from '../../lib/search-pattern';
import { inPartnerScope, type PartnerScope } from '../partner-scope/index';

export type OfferAccessQuery = z.output<typeof listOfferAccessQuerySchema>;
export type AccessRecord = typeof offerAccess.$inferSelect;

const publisherUser = alias(users, 'publisher_user');
const decider = alias(users, 'decider');

const selection = {
  access: offerAccess,
  offer: { id: offers.id, ref: offers.ref, name: offers.name, visibility: offers.visibility },
  publisher: {
    id: partners.id,
    company: partners.company,
    email: publisherUser.email,
    name: publisherUser.name,
  },
  decider: { id: decider.id, name: decider.name },
};

export type AccessRow = {
  access: AccessRecord;
  offer: { id: string; ref: number; name: string; visibility: 'public' | 'approval' | 'private' };
  publisher: { id: string; company: string; email: string; name: string };
  decider: { id: string; name: string } | null;
};

function selectAccess(db: Database) {
  return db
    .select(selection)
    .from(offerAccess)
    .innerJoin(offers, eq(offers.id, offerAccess.offerId))
    .innerJoin(partners, eq(partners.id, offerAccess.publisherId))
    .innerJoin(publisherUser, eq(publisherUser.id, partners.userId))
    .leftJoin(decider, eq(decider.id, offerAccess.decidedBy));
}

function listFilter(tenantId: string, query: OfferAccessQuery, scope: PartnerScope): SQL | undefined {
  const search = query.search || undefined;
  const pattern = search ? containsPattern(search) : '';
  const ref = search ? refOf(search) : null;
  return and(
    eq(offerAccess.tenantId, tenantId),
    inPartnerScope(scope, offerAccess.publisherId),
    query.status ? eq(offerAccess.status, query.status) : undefined,
    query.offerId ? eq(offerAccess.offerId, query.offerId) : undefined,
    query.publisherId ? eq(offerAccess.publisherId, query.publisherId) : undefined,
    search
      ? or(
          ilike(offers.name, pattern),
          ref === null ? undefined : eq(offers.ref, ref),
          ilike(partners.company, pattern),
          ilike(publisherUser.email, pattern),
        )
      : undefined,
  );
}

const SORTS = {
  updatedAt: offerAccess.updatedAt,
  requestedAt: offerAccess.requestedAt,
  status: offerAccess.status,
  offer: offers.name,
  publisher: partners.company,
} as const;

export async function listAccess(
  db: Database,
  tenantId: string,
  query: OfferAccessQuery,
  scope: PartnerScope,
): Promise<{ rows: AccessRow[]; total: number }> {
  const where = listFilter(tenantId, query, scope);
  const column = SORTS[query.sort];
  // Entries staff set were never requested: they sort after the requests either way.
  const direction = query.order === 'asc' ? asc(column) : desc(column);
  const rows = await selectAccess(db)
    .where(where)
    .orderBy(sql`${direction} nulls last`, asc(offerAccess.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(offerAccess)
    .innerJoin(offers, eq(offers.id, offerAccess.offerId))
    .innerJoin(partners, eq(partners.id, offerAccess.publisherId))
    .innerJoin(publisherUser, eq(publisherUser.id, partners.userId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAccessRows(
  db: Database,
  tenantId: string,
  ids: readonly string[],
  scope: PartnerScope,
): Promise<AccessRow[]> {
  if (ids.length === 0) return [];
  return selectAccess(db).where(
    and(
      eq(offerAccess.tenantId, tenantId),
      inArray(offerAccess.id, [...ids]),
      inPartnerScope(scope, offerAccess.publisherId),
    ),
  );
}

export type AccessDecision = {
  status: OfferAccessStatus;
  reason: string | null;
  decidedAt: Date;
  decidedBy: string;
};

export async function decideAccess(
  db: Database,
  tenantId: string,
  ids: readonly string[],
  decision: AccessDecision,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(offerAccess)
    .set({ ...decision, updatedAt: decision.decidedAt })
    .where(and(eq(offerAccess.tenantId, tenantId), inArray(offerAccess.id, [...ids])));
}

/** The offer of the tenant with this id (any status: staff may pre-approve a draft). */
export async function findTenantOffer(db: Database, tenantId: string, id: string) {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, id)))
    .limit(1);
  return row;
}

/** Publishers of the tenant among `ids`. */
export async function findTenantPublishers(
  db: Database,
  tenantId: string,
  ids: readonly string[],
  scope: PartnerScope,
) {
  return db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.tenantId, tenantId),
        eq(partners.kind, 'publisher'),
        inArray(partners.id, [...ids]),
        inPartnerScope(scope, partners.id),
      ),
    );
}

/**
 * Sets the entry of each publisher on one offer, replacing any existing one's status and reason;
 * what the publisher sent with a request (answers, terms, time) stays on record.
 */
export async function upsertAccess(
  db: Database,
  tenantId: string,
  offerId: string,
  publisherIds: readonly string[],
  decision: AccessDecision,
): Promise<void> {
  const values = publisherIds.map((publisherId) => ({
    tenantId,
    offerId,
    publisherId,
    ...decision,
    updatedAt: decision.decidedAt,
  }));
  await db
    .insert(offerAccess)
    .values(values)
    .onConflictDoUpdate({
      target: [offerAccess.offerId, offerAccess.publisherId],
      set: {
        status: sql`excluded.status`,
        reason: sql`excluded.reason`,
        decidedAt: sql`excluded.decided_at`,
        decidedBy: sql`excluded.decided_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export type AccessRequest = {
  answers: Array<{ question: string; answer: string }>;
  termsAcceptedAt: Date | null;
  requestedAt: Date;
};

/** A first request: false when a row appeared meanwhile (a double click), so nothing is overwritten. */
export async function insertAccessRequest(
  db: Database,
  tenantId: string,
  offerId: string,
  publisherId: string,
  request: AccessRequest,
): Promise<boolean> {
  const inserted = await db
    .insert(offerAccess)
    .values({ tenantId, offerId, publisherId, status: 'pending', ...request, updatedAt: request.requestedAt })
    .onConflictDoNothing({ target: [offerAccess.offerId, offerAccess.publisherId] })
    .returning({ id: offerAccess.id });
  return inserted.length > 0;
}

/** A rejected request asked again: pending once more, the old decision cleared. */
export async function reopenAccessRequest(
  db: Database,
  tenantId: string,
  offerId: string,
  publisherId: string,
  request: AccessRequest,
): Promise<boolean> {
  const reopened = await db
    .update(offerAccess)
    .set({
      status: 'pending',
      ...request,
      reason: null,
      decidedAt: null,
      decidedBy: null,
      updatedAt: request.requestedAt,
    })
    .where(
      and(
        eq(offerAccess.tenantId, tenantId),
        eq(offerAccess.offerId, offerId),
        eq(offerAccess.publisherId, publisherId),
        eq(offerAccess.status, 'rejected'),
      ),
    )
    .returning({ id: offerAccess.id });
  return reopened.length > 0;
}
