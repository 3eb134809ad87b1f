import { type ClickReportRow, clickReasonText, type clickReportQuerySchema } from '@affnet/contracts';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
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

function selectRows(db: Database) {
  return db
    .select({
      click: clicks,
      offer: { id: offers.id, ref: offers.ref, name: offers.name },
      publisher: { id: partners.id, ref: partners.ref, company: partners.company },
      landingPage: { id: offerLandingPages.id, name: offerLandingPages.name },
    })
    .from(clicks)
    .innerJoin(offers, eq(offers.id, clicks.offerId))
    .innerJoin(partners, eq(partners.id, clicks.publisherId))
    .leftJoin(offerLandingPages, eq(offerLandingPages.id, clicks.landingPageId));
}

type ClickRecord = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

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
  const records = await selectRows(db)
    .where(where)
    .orderBy(sql`${clicks.clickedAt} ${direction}`, sql`${clicks.id} ${direction}`)
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(clicks).where(where);
  return { rows: records.map(toClickRow), total: counted?.total ?? 0 };
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
    const records = await selectRows(db)
      .where(
        and(
          whereOf(tenantId, scope, query, tz),
          afterCursor(clicks.clickedAt, clicks.id, cursor, query.order),
        ),
      )
      .orderBy(sql`${clicks.clickedAt} ${direction}`, sql`${clicks.id} ${direction}`)
      .limit(EXPORT_PAGE_SIZE);
    return records.map(toClickRow);
  };
}

export const clickCursorOf = (row: ClickReportRow): TimeCursor => ({
  time: new Date(row.clickedAt),
  id: row.id,
});

function toClickRow({ click, offer, publisher, landingPage }: ClickRecord): ClickReportRow {
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
