import { type ClickReportRow, clickReasonText, type clickReportQuerySchema } from '@affnet/contracts';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { offerLandingPages, offers, partners } from '../../db/schema/index';
import { CLICK_ROW_FILTER_KEYS, type ClickRow, type ClickRowFilter } from '../../events/index';
import { pageWindow } from '../../lib/paging';
import { pickKeys } from '../../lib/pick-keys';
import { managedPartnerIds } from '../partner-scope/index';
import type { ReportStores } from '../reports/index';
import { EXPORT_PAGE_SIZE, type TimeCursor } from './row-filters';
import type { RowScope } from './row-scope';

/*
 * The click report (staff): the raw click log of a bounded range (contracts MAX_CLICK_REPORT_DAYS,
 * checked by the query schema), read from the event store (`readClickRows`, a few day partitions
 * of `clicks` on PostgreSQL). The panel's part: the caller's data scope as partner ids, the names
 * of each page's offers, publishers and landing pages, and the rows' shape.
 */

export type ClickReportQuery = z.output<typeof clickReportQuerySchema>;

/** The query as the event store reads it, the staff member's data scope resolved to partner ids. */
async function filterOf(
  db: Database,
  tenantId: string,
  scope: RowScope,
  query: ClickReportQuery,
  tz: string,
): Promise<ClickRowFilter> {
  return {
    tenantId,
    from: query.from,
    to: query.to,
    timeZone: tz,
    filters: pickKeys(query, CLICK_ROW_FILTER_KEYS),
    partnerIds: scope.role === 'staff' ? await managedPartnerIds(db, tenantId, scope.partners) : undefined,
    quality: query.quality,
    // A click id is matched whole.
    clickId: query.search || undefined,
  };
}

/**
 * The names a page of clicks shows, read by id lists after the clicks: the click read joins no
 * panel table, as an event store kept elsewhere would be read (docs/ARCHITECTURE.md "Events").
 */
async function namesOf(db: Database, page: readonly ClickRow[]) {
  const idsOf = (pick: (click: ClickRow) => string | null) => [
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
async function toClickRows(db: Database, page: readonly ClickRow[]): Promise<ClickReportRow[]> {
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
  { db, events }: ReportStores,
  tenantId: string,
  scope: RowScope,
  query: ClickReportQuery,
  tz: string,
): Promise<{ rows: ClickReportRow[]; total: number }> {
  const filter = await filterOf(db, tenantId, scope, query, tz);
  const page = await events.readClickRows(filter, { order: query.order, ...pageWindow(query) });
  const total = await events.countClickRows(filter);
  return { rows: await toClickRows(db, page), total };
}

/** The export's keyset pages, mapped to report rows (the data scope resolved once, first). */
export async function readClickPage(
  { db, events }: ReportStores,
  tenantId: string,
  scope: RowScope,
  query: ClickReportQuery,
  tz: string,
) {
  const filter = await filterOf(db, tenantId, scope, query, tz);
  return async (cursor: TimeCursor | undefined) => {
    const page = await events.readClickRows(filter, {
      order: query.order,
      limit: EXPORT_PAGE_SIZE,
      after: cursor,
    });
    return toClickRows(db, page);
  };
}

export const clickCursorOf = (row: ClickReportRow): TimeCursor => ({
  time: new Date(row.clickedAt),
  id: row.id,
});

function toClickRow(
  click: ClickRow,
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
