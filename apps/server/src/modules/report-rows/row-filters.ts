import type { reportFilterFields } from '@affnet/contracts';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CLICK_ROW_FILTER_KEYS } from '../../events/index';
import { pickKeys } from '../../lib/pick-keys';

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

/** A filter of the row reports that is one column's value (the same as the click log's). */
type ColumnFilter = (typeof CLICK_ROW_FILTER_KEYS)[number];

/** The columns of one table the filters apply to, by filter, with the time the range applies to. */
export type FilteredColumns = Record<ColumnFilter | 'time', AnyColumn>;

/** The filtered columns of a table of tracked rows, with the time column the range applies to. */
export function filteredColumnsOf(
  table: Record<Exclude<ColumnFilter, 'device'> | 'deviceType', AnyColumn>,
  time: AnyColumn,
): FilteredColumns {
  const byName = pickKeys(
    table,
    CLICK_ROW_FILTER_KEYS.filter((key) => key !== 'device'),
  );
  return { ...byName, device: table.deviceType, time };
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
    ...CLICK_ROW_FILTER_KEYS.map((key) => equalIf(columns[key], filters[key])),
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
