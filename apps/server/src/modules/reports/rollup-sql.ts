import {
  type DimensionKey,
  dimensionByKey,
  FILTER_ROLLUP,
  REPORT_FILTER_KEYS,
  type ReportFilterKey,
  type ReportFilters,
} from '@affnet/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  ROLLUP_KEYS,
  type RollupColumn,
  type RollupTable,
  rollupColumnsOf,
} from '../../events/postgres/rollup-tables';
import type { ReportScope } from './report-scope';

/*
 * The SQL pieces of a rollup query: which table answers, each dimension's expression (time
 * buckets read in the report's zone), each filter's condition and the caller's scope. The
 * table is aliased `s`; `o` (offers) and `pm` (the publisher's partner row) are joined when asked.
 */

export type Rollup = 'hourly' | 'sub';

export type RollupFilters = Partial<Pick<ReportFilters, Exclude<ReportFilterKey, 'status'>>>;

/** Rows of a set of offers, publishers or advertisers: a list's page of ids (an empty set: none). */
export type RollupWithin = Partial<Record<'offer' | 'publisher' | 'advertiser', readonly string[]>>;

/** The filters of a report query the rollups apply (status is applied to the sums). */
export function filtersOf(query: RollupFilters & Record<string, unknown>): RollupFilters {
  const picked: Record<string, unknown> = {};
  for (const key of REPORT_FILTER_KEYS) {
    if (key !== 'status' && query[key] !== undefined) picked[key] = query[key];
  }
  return picked as RollupFilters;
}

/** The sub-id rollup answers when a sub id or source is grouped or filtered; otherwise the main one. */
function rollupFor(groupBy: readonly DimensionKey[], filters: RollupFilters): Rollup {
  const wantsSub =
    groupBy.some((key) => dimensionByKey(key)?.rollup === 'sub') ||
    Object.entries(filters).some(([key, value]) => value !== undefined && FILTER_ROLLUP[key] === 'sub');
  return wantsSub ? 'sub' : 'hourly';
}

/** The kind of sums a table answers: the sub-id rollup keeps no duplicate clicks or sales. */
export const rollupKindOf = (table: RollupTable): Rollup => (table === 'stats_hourly_sub' ? 'sub' : 'hourly');

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
};

/** The columns a request's dimensions, filters and scope read. */
function columnsRead(
  groupBy: readonly DimensionKey[],
  filters: RollupFilters,
  scope: ReportScope,
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
 * The table that answers (docs/reports.md "Which rollup answers"): the sub-id rollup for sub ids
 * and source; otherwise the smallest of the hourly kind that keeps every column the request reads.
 */
export function rollupTableFor(
  groupBy: readonly DimensionKey[],
  filters: RollupFilters,
  scope: ReportScope,
  within: RollupWithin = {},
): RollupTable {
  if (rollupFor(groupBy, filters) === 'sub') return 'stats_hourly_sub';
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
  table: RollupTable,
  groupBy: readonly DimensionKey[],
  tz: string,
): RollupTable | null {
  const twin = DAILY_TWIN[table];
  if (!twin || groupBy.includes('hour')) return null;
  const groupsByTime = groupBy.some((key) => key === 'date' || key === 'week' || key === 'month');
  return groupsByTime && !UTC_ZONES.has(tz) ? null : twin;
}

/** Local time of the hour bucket in the report's zone (a timestamp without zone). */
const localHour = (tz: string) => sql`(s.hour at time zone ${tz})`;

/** The advertiser of a row: kept in `stats_hourly`, found through the offer for `stats_hourly_sub`. */
export const advertiserColumn = (rollup: Rollup) =>
  rollup === 'hourly' ? sql`s.advertiser_id` : sql`o.advertiser_id`;

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

export function scopeConditions(scope: ReportScope, rollup: Rollup): SQL[] {
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

/** The hours of `from`..`to` (inclusive days) in the zone: local midnights converted to instants. */
/** The first instant of `from` and the end (exclusive) of `to`: local midnights in the zone. */
const rangeStart = (from: string, tz: string) => sql`(${from}::date::timestamp at time zone ${tz})`;
const rangeEnd = (to: string, tz: string) => sql`((${to}::date + 1)::timestamp at time zone ${tz})`;

export function rangeCondition(from: string, to: string, tz: string): SQL {
  return sql`s.hour >= ${rangeStart(from, tz)} and s.hour < ${rangeEnd(to, tz)}`;
}

type SourceRequest = { tenantId: string; from: string; to: string; timeZone: string };

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
