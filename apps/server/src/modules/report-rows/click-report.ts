import { type ClickReportRow, clickReasonText, type clickReportQuerySchema } from '@affnet/contracts';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { clicks } from '../../db/schema/events';
import { offerLandingPages, offers, partners } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';
import {
  afterCursor,
  EXPORT_PAGE_SIZE,
  filteredColumnsOf,
  orderOf,
  rowFilterCondition,
  type TimeCursor,
} from './row-filters';
import { partnerScopeCondition, type RowScope } from './row-scope';

/*
 * The click report (staff): the raw click log of a bounded range (contracts MAX_CLICK_REPORT_DAYS,
 * checked by the query schema), so each query reads a few day partitions of `clicks` through
 * its (tenant, clicked_at) index.
 */

export type ClickReportQuery = z.output<typeof clickReportQuerySchema>;

function whereOf(tenantId: string, scope: RowScope, query: ClickReportQuery, tz: string): SQL | undefined {
  const search = query.search || undefined;
  return and(
    eq(clicks.tenantId, tenantId),
    partnerScopeCondition(scope, clicks.publisherId, clicks.advertiserId),
    rowFilterCondition(filteredColumnsOf(clicks, clicks.clickedAt), query, tz),
    query.quality === 'unique' ? eq(clicks.isUnique, true) : undefined,
    query.quality === 'duplicate' ? eq(clicks.isDuplicate, true) : undefined,
    query.quality === 'invalid' ? isNotNull(clicks.reason) : undefined,
    // A click id is matched whole.
    search ? eq(clicks.id, search) : undefined,
  );
}

type Click = typeof clicks.$inferSelect;

/**
 * The names a page of clicks shows, read by id lists after the clicks: the click read joins no
 * panel table, as an event store kept elsewhere would be read (docs/ARCHITECTURE.md "Events").
 */
async function namesOf(db: Database, page: readonly Click[]) {
  const idsOf = (pick: (click: Click) => string | null) => [
    ...new Set(page.map(pick).filter((id): id is string => id !== null)),
  ];
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const offerIds = idsOf((click) => click.offerId);
  const publisherIds = idsOf((click) => click.publisherId);
  const pageIds = idsOf((click) => click.landingPageId);
  const offerRows = offerIds.length
    ? await db
        .select({ id: offers.id, ref: offers.ref, name: offers.name })
        .from(offers)
        .where(inArray(offers.id, offerIds))
    : [];
  const publisherRows = publisherIds.length
    ? await db
        .select({ id: partners.id, ref: partners.ref, company: partners.company })
        .from(partners)
        .where(inArray(partners.id, publisherIds))
    : [];
  const pageRows = pageIds.length
    ? await db
        .select({ id: offerLandingPages.id, name: offerLandingPages.name })
        .from(offerLandingPages)
        .where(inArray(offerLandingPages.id, pageIds))
    : [];
  return { offers: byId(offerRows), publishers: byId(publisherRows), landingPages: byId(pageRows) };
}

/** The page's clicks as report rows, each with its offer's, publisher's and landing page's names. */
async function toClickRows(db: Database, page: readonly Click[]): Promise<ClickReportRow[]> {
  const names = await namesOf(db, page);
  return page.flatMap((click) => {
    const offer = names.offers.get(click.offerId);
    const publisher = names.publishers.get(click.publisherId);
    if (!offer || !publisher) return [];
    const landingPage = (click.landingPageId && names.landingPages.get(click.landingPageId)) || null;
    return [toClickRow(click, offer, publisher, landingPage)];
  });
}

export async function listClicks(
  db: Database,
  tenantId: string,
  scope: RowScope,
  query: ClickReportQuery,
  tz: string,
): Promise<{ rows: ClickReportRow[]; total: number }> {
  const where = whereOf(tenantId, scope, query, tz);
  const { limit, offset } = pageWindow(query);
  const direction = orderOf(query.order);
  const page = await db
    .select()
    .from(clicks)
    .where(where)
    .orderBy(sql`${clicks.clickedAt} ${direction}`, sql`${clicks.id} ${direction}`)
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(clicks).where(where);
  return { rows: await toClickRows(db, page), total: counted?.total ?? 0 };
}

/** One keyset page of the export, mapped to report rows. */
export function readClickPage(
  db: Database,
  tenantId: string,
  scope: RowScope,
  query: ClickReportQuery,
  tz: string,
) {
  const direction = orderOf(query.order);
  return async (cursor: TimeCursor | undefined) => {
    const page = await db
      .select()
      .from(clicks)
      .where(
        and(
          whereOf(tenantId, scope, query, tz),
          afterCursor(clicks.clickedAt, clicks.id, cursor, query.order),
        ),
      )
      .orderBy(sql`${clicks.clickedAt} ${direction}`, sql`${clicks.id} ${direction}`)
      .limit(EXPORT_PAGE_SIZE);
    return toClickRows(db, page);
  };
}

export const clickCursorOf = (row: ClickReportRow): TimeCursor => ({
  time: new Date(row.clickedAt),
  id: row.id,
});

function toClickRow(
  click: Click,
  offer: ClickReportRow['offer'],
  publisher: ClickReportRow['publisher'],
  landingPage: ClickReportRow['landingPage'],
): ClickReportRow {
  return {
    id: click.id,
    clickedAt: click.clickedAt.toISOString(),
    offer,
    publisher,
    kind: click.kind,
    isUnique: click.isUnique,
    isDuplicate: click.isDuplicate,
    isTest: click.isTest,
    reason: click.reason,
    reasonText: clickReasonText(click.reason, click.reasonDetail),
    sub1: click.sub1,
    sub2: click.sub2,
    sub3: click.sub3,
    sub4: click.sub4,
    sub5: click.sub5,
    source: click.source,
    landingPage,
    country: click.country,
    region: click.region,
    device: click.deviceType,
    os: click.os,
    browser: click.browser,
    ip: click.ip,
    isProxy: click.isProxy,
    referrer: click.referrer,
    userAgent: click.userAgent,
  };
}
