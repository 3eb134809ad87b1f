import type { reportFilterFields } from '@affnet/contracts';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';

/*
 * The SQL of the shared report filters on a table of tracked rows (conversions and clicks both
 * carry the visitor columns): the range of days read in the report's zone, and one equality per
 * filter the query holds.
 */

type FilterFields = typeof reportFilterFields;
/** The parsed filters a row report reads (status and event are the conversion report's own). */
export type RowFilters = { [Key in keyof FilterFields]?: z.output<FilterFields[Key]> } & {
  from: string;
  to: string;
};

/** The columns of one table the filters apply to. */
export type FilteredColumns = {
  time: AnyColumn;
  offerId: AnyColumn;
  publisherId: AnyColumn;
  advertiserId: AnyColumn;
  country: AnyColumn;
  deviceType: AnyColumn;
  os: AnyColumn;
  browser: AnyColumn;
  creativeId: AnyColumn;
  sub1: AnyColumn;
  sub2: AnyColumn;
  sub3: AnyColumn;
  sub4: AnyColumn;
  sub5: AnyColumn;
  source: AnyColumn;
};

/** The filtered columns of a table of tracked rows, with the time column the range applies to. */
export function filteredColumnsOf(table: Omit<FilteredColumns, 'time'>, time: AnyColumn): FilteredColumns {
  const { offerId, publisherId, advertiserId, country, deviceType, os, browser, creativeId } = table;
  const { sub1, sub2, sub3, sub4, sub5, source } = table;
  return {
    time,
    offerId,
    publisherId,
    advertiserId,
    country,
    deviceType,
    os,
    browser,
    creativeId,
    sub1,
    sub2,
    sub3,
    sub4,
    sub5,
    source,
  };
}

/**
 * `from` 00:00 to the end of `to` in `tz`, as instants: Postgres reads the local midnight in the
 * zone, so a day of 23 or 25 hours (a DST change) is covered exactly.
 */
export function dayRangeCondition(time: AnyColumn, from: string, to: string, tz: string): SQL {
  return sql`${time} >= (${from}::date::timestamp at time zone ${tz}) and ${time} < ((${to}::date + 1)::timestamp at time zone ${tz})`;
}

const equalIf = (column: AnyColumn, value: string | undefined) =>
  value === undefined ? undefined : eq(column, value);

/** Every filter the query holds, ANDed (status and event are added by the report that has them). */
export function rowFilterCondition(
  columns: FilteredColumns,
  filters: RowFilters,
  tz: string,
): SQL | undefined {
  return and(
    dayRangeCondition(columns.time, filters.from, filters.to, tz),
    equalIf(columns.offerId, filters.offerId),
    equalIf(columns.publisherId, filters.publisherId),
    equalIf(columns.advertiserId, filters.advertiserId),
    equalIf(columns.country, filters.country),
    equalIf(columns.deviceType, filters.device),
    equalIf(columns.os, filters.os),
    equalIf(columns.browser, filters.browser),
    equalIf(columns.creativeId, filters.creativeId),
    equalIf(columns.sub1, filters.sub1),
    equalIf(columns.sub2, filters.sub2),
    equalIf(columns.sub3, filters.sub3),
    equalIf(columns.sub4, filters.sub4),
    equalIf(columns.sub5, filters.sub5),
    equalIf(columns.source, filters.source),
  );
}

/** Keyset position of an ordered export: the time and id of the last row sent. */
export type TimeCursor = { time: Date; id: string };

/** Rows after `cursor` in (time, id) order, ascending or descending. */
export function afterCursor(
  time: AnyColumn,
  id: AnyColumn,
  cursor: TimeCursor | undefined,
  order: 'asc' | 'desc',
) {
  if (!cursor) return undefined;
  const at = cursor.time.toISOString();
  return order === 'asc'
    ? sql`(${time}, ${id}) > (${at}::timestamptz, ${cursor.id})`
    : sql`(${time}, ${id}) < (${at}::timestamptz, ${cursor.id})`;
}

export const orderOf = (order: 'asc' | 'desc') => (order === 'asc' ? sql`asc` : sql`desc`);

/** Rows of one CSV page; exports read this many at a time. */
export const EXPORT_PAGE_SIZE = 1000;
