import { type AnyColumn, and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clicks } from '../../db/schema/events';
import type { ClickCursor, ClickRow, ClickRowFilter, ClickRowPage } from '../event-records';

/*
 * The click log's reads (docs/reports.md "Conversion and click reports"): the clicks of a bounded
 * range (the panel checks contracts MAX_CLICK_REPORT_DAYS), so each statement reads a few day
 * partitions of `clicks` through its (tenant, clicked_at) index. Clicks alone: the panel reads
 * the names of their offers, publishers and landing pages by id lists afterwards.
 */

const equalIf = (column: AnyColumn, value: string | undefined) =>
  value === undefined ? undefined : eq(column, value);

/**
 * The range and the shared report filters, written as the row reports write them on conversions
 * (modules/report-rows/row-filters.ts): `from` 00:00 to the end of `to` in the zone, as instants.
 */
function filterCondition({ from, to, timeZone: tz, filters }: ClickRowFilter): SQL | undefined {
  return and(
    sql`${clicks.clickedAt} >= (${from}::date::timestamp at time zone ${tz}) and ${clicks.clickedAt} < ((${to}::date + 1)::timestamp at time zone ${tz})`,
    equalIf(clicks.offerId, filters.offerId),
    equalIf(clicks.publisherId, filters.publisherId),
    equalIf(clicks.advertiserId, filters.advertiserId),
    equalIf(clicks.country, filters.country),
    equalIf(clicks.deviceType, filters.device),
    equalIf(clicks.os, filters.os),
    equalIf(clicks.browser, filters.browser),
    equalIf(clicks.creativeId, filters.creativeId),
    equalIf(clicks.sub1, filters.sub1),
    equalIf(clicks.sub2, filters.sub2),
    equalIf(clicks.sub3, filters.sub3),
    equalIf(clicks.sub4, filters.sub4),
    equalIf(clicks.sub5, filters.sub5),
    equalIf(clicks.source, filters.source),
  );
}

/** Rows whose publisher or advertiser is one of the ids (none: no row); no ids: no limit. */
function partnerCondition(partnerIds: readonly string[] | undefined): SQL | undefined {
  if (!partnerIds) return undefined;
  if (partnerIds.length === 0) return sql`false`;
  return or(inArray(clicks.publisherId, [...partnerIds]), inArray(clicks.advertiserId, [...partnerIds]));
}

function whereOf(filter: ClickRowFilter): SQL | undefined {
  return and(
    eq(clicks.tenantId, filter.tenantId),
    partnerCondition(filter.partnerIds),
    filterCondition(filter),
    filter.quality === 'unique' ? eq(clicks.isUnique, true) : undefined,
    filter.quality === 'duplicate' ? eq(clicks.isDuplicate, true) : undefined,
    filter.quality === 'invalid' ? isNotNull(clicks.reason) : undefined,
    // A click id is matched whole.
    filter.clickId ? eq(clicks.id, filter.clickId) : undefined,
  );
}

/** Rows after `cursor` in (time, id) order, ascending or descending. */
function afterCursor(cursor: ClickCursor | undefined, order: 'asc' | 'desc'): SQL | undefined {
  if (!cursor) return undefined;
  const at = cursor.time.toISOString();
  return order === 'asc'
    ? sql`(${clicks.clickedAt}, ${clicks.id}) > (${at}::timestamptz, ${cursor.id})`
    : sql`(${clicks.clickedAt}, ${clicks.id}) < (${at}::timestamptz, ${cursor.id})`;
}

/** A page of the filter's clicks in (time, id) order: after a keyset cursor, or from an offset. */
export async function readClickRows(
  db: Database,
  filter: ClickRowFilter,
  page: ClickRowPage,
): Promise<ClickRow[]> {
  const direction = page.order === 'asc' ? sql`asc` : sql`desc`;
  const query = db
    .select()
    .from(clicks)
    .where(and(whereOf(filter), afterCursor(page.after, page.order)))
    .orderBy(sql`${clicks.clickedAt} ${direction}`, sql`${clicks.id} ${direction}`)
    .limit(page.limit)
    .$dynamic();
  // The offset only when asked: an export's keyset pages say none.
  return await (page.offset === undefined ? query : query.offset(page.offset));
}

/** How many clicks the filter holds: the log's exact total. */
export async function countClickRows(db: Database, filter: ClickRowFilter): Promise<number> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(clicks)
    .where(whereOf(filter));
  return counted?.total ?? 0;
}
