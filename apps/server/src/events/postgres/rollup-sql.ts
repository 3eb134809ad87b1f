import {
  type DimensionKey,
  type ReportFilterKey,
  type ReportSource,
  reportSourceOf,
} from '@affnet/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { RollupFilters, RollupScope, RollupWithin } from '../rollup-records';
import { ROLLUP_KEYS, type RollupColumn, type RollupTable, rollupColumnsOf } from './rollup-tables';

/*
 * The SQL pieces of a rollup query: which table answers, each dimension's expression (time
 * buckets read in the report's zone), each filter's condition and the caller's scope. The
 * table is aliased `s`; `o` (each offer's advertiser) and `pm` (each publisher's account manager)
 * are id pairs the panel read first, joined when asked (sum-rollups.ts). The raw rows as a source
 * are raw-source.ts.
 */

/** The kind of sums: the main rollups, the sub-id rollup, or the raw clicks and conversions. */
export type Rollup = ReportSource;

/** What a query reads: a rollup table, or the raw rows (`clicks` and `conversions` as one source). */
export type SumSource = RollupTable | 'raw';

/** The kind of sums a source answers: the sub-id rollup keeps no duplicate clicks or sales. */
export const rollupKindOf = (source: SumSource): Rollup =>
  source === 'raw' ? 'raw' : source === 'stats_hourly_sub' ? 'sub' : 'hourly';

/** The column each filter compares (the advertiser's depends on the table). */
const FILTER_COLUMNS: Record<Exclude<ReportFilterKey, 'status' | 'advertiserId'>, RollupColumn> = {
  offerId: 'offer_id',
  publisherId: 'publisher_id',
  event: 'event_key',
  country: 'country',
  device: 'device_type',
  os: 'os',
  browser: 'browser',
  creativeId: 'creative_id',
  sub1: 'sub1',
  sub2: 'sub2',
  sub3: 'sub3',
  sub4: 'sub4',
  sub5: 'sub5',
  source: 'source',
};

/** The columns a dimension reads (time dimensions read only `hour`, which every table keeps). */
const DIMENSION_COLUMNS: Partial<Record<DimensionKey, readonly RollupColumn[]>> = {
  offer: ['offer_id'],
  advertiser: ['advertiser_id'],
  publisher: ['publisher_id'],
  accountManager: ['publisher_id'],
  event: ['event_key'],
  country: ['country'],
  device: ['device_type'],
  os: ['os'],
  browser: ['browser'],
  landingPage: ['landing_page_id'],
  creative: ['creative_id'],
  sub1: ['sub1'],
  sub2: ['sub2'],
  sub3: ['sub3'],
  sub4: ['sub4'],
  sub5: ['sub5'],
  source: ['source'],
};

/** The columns a request's dimensions, filters and scope read. */
export function columnsRead(
  groupBy: readonly DimensionKey[],
  filters: RollupFilters,
  scope: RollupScope,
  within: RollupWithin,
): Set<RollupColumn> {
  const columns = new Set<RollupColumn>(groupBy.flatMap((key) => DIMENSION_COLUMNS[key] ?? []));
  for (const key of Object.keys(within) as (keyof RollupWithin)[]) {
    for (const column of DIMENSION_COLUMNS[key] ?? []) columns.add(column);
  }
  for (const [key, column] of Object.entries(FILTER_COLUMNS)) {
    if (filters[key as keyof typeof FILTER_COLUMNS] !== undefined) columns.add(column);
  }
  if (filters.advertiserId || scope.advertiserId) columns.add('advertiser_id');
  if (scope.publisherId) columns.add('publisher_id');
  if (scope.partnerIds) for (const column of ['publisher_id', 'advertiser_id'] as const) columns.add(column);
  // The private-event rule reads the offer of each row.
  if (scope.role === 'publisher') columns.add('offer_id');
  return columns;
}

/** Smallest first: about a row per offer-hour, per publisher-hour, then about a row per click. */
const HOURLY_KIND_TABLES = ['stats_hourly_offer', 'stats_hourly_publisher', 'stats_hourly'] as const;

/**
 * What answers (docs/reports.md "Which rollup answers"): the raw rows when sub ids or source meet
 * a dimension only the main rollup keeps, the sub-id rollup for sub ids and source alone;
 * otherwise the smallest table of the hourly kind that keeps every column the request reads.
 */
export function rollupTableFor(
  groupBy: readonly DimensionKey[],
  filters: RollupFilters,
  scope: RollupScope,
  within: RollupWithin = {},
): SumSource {
  const kind = reportSourceOf(groupBy, filters);
  if (kind === 'raw') return 'raw';
  if (kind === 'sub') return 'stats_hourly_sub';
  const read = columnsRead(groupBy, filters, scope, within);
  const keeps = (table: RollupTable) => {
    const kept = new Set<RollupColumn>([...ROLLUP_KEYS[table], 'event_key']);
    return [...read].every((column) => kept.has(column));
  };
  return HOURLY_KIND_TABLES.find(keeps) ?? 'stats_hourly';
}

/** The daily twin of each coarse hourly rollup. */
const DAILY_TWIN: Partial<Record<RollupTable, RollupTable>> = {
  stats_hourly_offer: 'stats_daily_offer',
  stats_hourly_publisher: 'stats_daily_publisher',
};

/** Zones that are UTC all year: their local days are UTC days. */
const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT']);

/**
 * The daily twin of `table` when daily rows can answer: no hour is grouped, and days, weeks or
 * months only in UTC (a local day elsewhere straddles two UTC days). Without a time dimension any
 * zone works: the range's whole UTC days come from the daily rows, its edges from the hourly ones.
 */
export function dailyTwinFor(
  table: SumSource,
  groupBy: readonly DimensionKey[],
  tz: string,
): RollupTable | null {
  const twin = table === 'raw' ? undefined : DAILY_TWIN[table];
  if (!twin || groupBy.includes('hour')) return null;
  const groupsByTime = groupBy.some((key) => key === 'date' || key === 'week' || key === 'month');
  return groupsByTime && !UTC_ZONES.has(tz) ? null : twin;
}

/** Local time of the hour bucket in the report's zone (a timestamp without zone). */
const localHour = (tz: string) => sql`(s.hour at time zone ${tz})`;

/** The advertiser of a row: kept in `stats_hourly` and the raw rows, found through the offer for `stats_hourly_sub`. */
export const advertiserColumn = (rollup: Rollup) =>
  rollup === 'sub' ? sql`o.advertiser_id` : sql`s.advertiser_id`;

/**
 * What a dimension groups on: the raw value (a uuid, a local date, a UTC hour). Grouping raw
 * values and formatting only the groups (`dimensionLabel`) spares a to_char and a cast per row.
 */
export function dimensionExpression(key: DimensionKey, rollup: Rollup, tz: string): SQL {
  switch (key) {
    case 'date':
      return sql`${localHour(tz)}::date`;
    case 'hour':
      return sql`s.hour`;
    case 'week':
      return sql`date_trunc('week', ${localHour(tz)})`;
    case 'month':
      return sql`date_trunc('month', ${localHour(tz)})`;
    case 'offer':
      return sql`s.offer_id`;
    case 'advertiser':
      return advertiserColumn(rollup);
    case 'publisher':
      return sql`s.publisher_id`;
    case 'accountManager':
      return sql`pm.account_manager_id`;
    case 'event':
      return sql`s.event_key`;
    case 'device':
      return sql`s.device_type`;
    case 'landingPage':
      return sql`s.landing_page_id`;
    case 'creative':
      return sql`s.creative_id`;
    default:
      // country, os, browser, sub1..sub5, source: the column of the same name.
      return sql.raw(`s.${key}`);
  }
}

/** A grouped value (`grouped`, from `dimensionExpression`) as the text the report answers. */
export function dimensionLabel(key: DimensionKey, grouped: SQL): SQL {
  switch (key) {
    case 'date':
      return sql`to_char(${grouped}, 'YYYY-MM-DD')`;
    case 'hour':
      // The UTC hour itself: in a DST fall-back the two local 01:00 hours stay apart (labelled with offsets).
      return sql`to_char(${grouped} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"')`;
    case 'week':
      return sql`to_char(${grouped}, 'YYYY-MM-DD')`;
    case 'month':
      return sql`to_char(${grouped}, 'YYYY-MM')`;
    default:
      return sql`${grouped}::text`;
  }
}

export function filterConditions(filters: RollupFilters, rollup: Rollup): SQL[] {
  const conditions: SQL[] = [];
  for (const [key, column] of Object.entries(FILTER_COLUMNS)) {
    const value = filters[key as keyof typeof FILTER_COLUMNS];
    if (value !== undefined) conditions.push(sql`${sql.raw(`s.${column}`)} = ${value}`);
  }
  if (filters.advertiserId) conditions.push(sql`${advertiserColumn(rollup)} = ${filters.advertiserId}`);
  return conditions;
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Each id set as `column in (…)`: one index range per id on the tables keyed by it. */
export function withinConditions(within: RollupWithin, rollup: Rollup): SQL[] {
  const columnOf = {
    offer: sql`s.offer_id`,
    publisher: sql`s.publisher_id`,
    advertiser: advertiserColumn(rollup),
  };
  return (Object.entries(within) as [keyof RollupWithin, readonly string[]][]).map(([key, ids]) =>
    ids.length === 0 ? sql`false` : sql`${columnOf[key]} in (${idList(ids)})`,
  );
}

export function scopeConditions(scope: RollupScope, rollup: Rollup): SQL[] {
  const conditions: SQL[] = [];
  if (scope.publisherId) conditions.push(sql`s.publisher_id = ${scope.publisherId}`);
  if (scope.advertiserId) conditions.push(sql`${advertiserColumn(rollup)} = ${scope.advertiserId}`);
  if (scope.partnerIds) {
    const ids = idList(scope.partnerIds);
    conditions.push(
      scope.partnerIds.length === 0
        ? sql`false`
        : sql`(s.publisher_id in (${ids}) or ${advertiserColumn(rollup)} in (${ids}))`,
    );
  }
  // Publishers never see private events: their conversions stay out of the publisher's figures.
  // Both rollups keep the event key (null on click rows, which this never drops).
  if (scope.role === 'publisher') {
    conditions.push(sql`not exists (select 1 from offer_events e
      where e.offer_id = s.offer_id and e.key = s.event_key and e.is_private)`);
  }
  return conditions;
}

/** The first instant of `from` and the end (exclusive) of `to`: local midnights in the zone. */
export const rangeStart = (from: string, tz: string) => sql`(${from}::date::timestamp at time zone ${tz})`;
export const rangeEnd = (to: string, tz: string) => sql`((${to}::date + 1)::timestamp at time zone ${tz})`;

export function rangeCondition(from: string, to: string, tz: string): SQL {
  return sql`s.hour >= ${rangeStart(from, tz)} and s.hour < ${rangeEnd(to, tz)}`;
}

export type SourceRequest = { tenantId: string; from: string; to: string; timeZone: string };

/**
 * The rows a query sums, aliased `s` with an `hour` column: `table` itself, or with a daily twin
 * the twin's rows for the whole UTC days inside the range (`day` read as `hour`) and the hourly
 * table's rows for the hours at its edges. The two never overlap, so nothing is counted twice.
 */
export function sourceOf(table: RollupTable, dailyTwin: RollupTable | null, request: SourceRequest): SQL {
  if (!dailyTwin) return sql`${sql.raw(table)} s`;
  const start = rangeStart(request.from, request.timeZone);
  const end = rangeEnd(request.to, request.timeZone);
  // Whole UTC days [A, B): A the first UTC midnight at or after the start, B the last at or before
  // the end (never before A). The edges [start, A) and [B, end) come from the hourly rows; each
  // part is its own index range, so a range of whole UTC days reads no hourly row at all.
  const a = sql`(date_trunc('day', ${start} - interval '1 microsecond', 'UTC') + interval '1 day')`;
  const b = sql`greatest(date_trunc('day', ${end}, 'UTC'), ${a})`;
  // The twins have the same columns, `day` in place of `hour`.
  const columns = sql.raw(
    rollupColumnsOf(table)
      .filter((column) => column !== 'hour')
      .join(', '),
  );
  const hourly = (from: SQL, to: SQL) =>
    sql`select hour, ${columns} from ${sql.raw(table)}
      where tenant_id = ${request.tenantId} and hour >= ${from} and hour < ${to}`;
  return sql`(
      select day as hour, ${columns} from ${sql.raw(dailyTwin)}
      where tenant_id = ${request.tenantId} and day >= ${a} and day < ${b}
      union all ${hourly(start, sql`least(${a}, ${end})`)}
      union all ${hourly(b, end)}
    ) s`;
}
