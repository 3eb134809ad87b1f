import type { AccountStatus, ListPartnersQuery, PartnerKind, RecentFigureSort } from '@affnet/contracts';
import { type AnyColumn, and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { partners, users } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';
import { containsPattern, refOf } from '../../lib/search-pattern';
import { inPartnerScope, type PartnerScope } from '../partner-scope/index';
import {
  isRecentFigureSort,
  type ListFigures,
  type ReportStores,
  recentSortOf,
  refuseHiddenFigureSort,
} from '../reports/index';

export type PartnerRecord = typeof partners.$inferSelect;
export type NewPartnerRecord = typeof partners.$inferInsert;

const manager = alias(users, 'account_manager');

const selection = {
  partner: partners,
  account: { email: users.email, name: users.name, status: users.status, lastLoginAt: users.lastLoginAt },
  manager: { id: manager.id, name: manager.name, email: manager.email },
};

export type PartnerRow = {
  partner: PartnerRecord;
  account: { email: string; name: string; status: AccountStatus; lastLoginAt: Date | null };
  manager: { id: string; name: string; email: string } | null;
};

function selectPartners(db: Database) {
  return db
    .select(selection)
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .leftJoin(manager, eq(manager.id, partners.accountManagerId));
}

function listFilter(
  tenantId: string,
  kind: PartnerKind,
  query: ListPartnersQuery,
  scope: PartnerScope,
): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  // "1001" or "#1001" also finds the partner numbered 1001.
  const ref = query.search ? refOf(query.search) : null;
  return and(
    eq(partners.tenantId, tenantId),
    eq(partners.kind, kind),
    inPartnerScope(scope, partners.id),
    query.status ? eq(users.status, query.status) : undefined,
    query.country ? eq(partners.country, query.country) : undefined,
    query.accountManagerId ? eq(partners.accountManagerId, query.accountManagerId) : undefined,
    pattern
      ? or(
          ilike(partners.company, pattern),
          ilike(users.email, pattern),
          ilike(users.name, pattern),
          ref !== null ? eq(partners.ref, ref) : undefined,
        )
      : undefined,
  );
}

const SORT_COLUMNS: Record<Exclude<ListPartnersQuery['sort'], RecentFigureSort>, AnyColumn> = {
  ref: partners.ref,
  company: partners.company,
  email: users.email,
  status: users.status,
  country: partners.country,
  createdAt: partners.createdAt,
  lastLoginAt: users.lastLoginAt,
} as const;

/**
 * One page of a kind's partners within the caller's scope; sorting by a figure (clicks,
 * conversions) joins every partner's counts of `figures`' range, read from the event store first
 * (docs/reports.md "Figures on lists").
 */
export async function listPartners(
  { db, events }: ReportStores,
  tenantId: string,
  kind: PartnerKind,
  query: ListPartnersQuery,
  scope: PartnerScope,
  figures: ListFigures | null,
): Promise<{ rows: PartnerRow[]; total: number }> {
  refuseHiddenFigureSort(query.sort, figures);
  const where = listFilter(tenantId, kind, query, scope);
  const byFigure =
    figures && isRecentFigureSort(query.sort) ? await recentSortOf(events, figures, kind, query.sort) : null;
  const column = byFigure ? byFigure.value : SORT_COLUMNS[query.sort as keyof typeof SORT_COLUMNS];
  // Rows without a value (no country, never signed in) go last either way; PostgreSQL's default
  // would put them first in descending order, above the partners the sort is meant to surface.
  const direction = query.order === 'asc' ? asc(column) : desc(column);
  const select = selectPartners(db).$dynamic();
  const rows = await (byFigure ? select.leftJoin(byFigure.join, byFigure.on(sql`${partners.id}`)) : select)
    .where(where)
    .orderBy(sql`${direction} nulls last`, asc(partners.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findPartner(
  db: Database,
  tenantId: string,
  kind: PartnerKind,
  id: string,
  scope: PartnerScope,
): Promise<PartnerRow | undefined> {
  const rows = await selectPartners(db)
    .where(
      and(
        eq(partners.tenantId, tenantId),
        eq(partners.kind, kind),
        eq(partners.id, id),
        inPartnerScope(scope, partners.id),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertPartner(db: Database, values: NewPartnerRecord): Promise<PartnerRecord> {
  const [row] = await db.insert(partners).values(values).returning();
  if (!row) throw new Error('Partner insert returned no row');
  return row;
}

export async function updatePartnerRecord(
  db: Database,
  tenantId: string,
  id: string,
  values: Partial<NewPartnerRecord>,
): Promise<void> {
  await db
    .update(partners)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(partners.tenantId, tenantId), eq(partners.id, id)));
}

/** The partners among `ids` that exist in this tenant and kind, with their account. */
export async function findPartnersByIds(
  db: Database,
  tenantId: string,
  kind: PartnerKind,
  ids: string[],
  scope: PartnerScope,
) {
  return db
    .select({
      id: partners.id,
      userId: partners.userId,
      status: users.status,
      email: users.email,
      name: users.name,
    })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(
      and(
        eq(partners.tenantId, tenantId),
        eq(partners.kind, kind),
        inArray(partners.id, ids),
        inPartnerScope(scope, partners.id),
      ),
    );
}
