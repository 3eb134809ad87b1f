import {
  type DimensionKey,
  dimensionByKey,
  FILTER_ROLLUP,
  REPORT_FILTER_KEYS,
  type ReportFilterKey,
  type ReportFilters,
} from '@affnet/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportScope } from './report-scope';

/*
 * The SQL pieces of a rollup query: which table answers, each dimension's expression (time
 * buckets read in the report's zone), each filter's condition and the caller's scope. The
 * table is aliased `s`; `o` (offers) and `pm` (the publisher's partner row) are joined when asked.
 */

export type Rollup = 'hourly' | 'sub';

export type RollupFilters = Partial<Pick<ReportFilters, Exclude<ReportFilterKey, 'status'>>>;

/** The filters of a report query the rollups apply (status is applied to the sums). */
export function filtersOf(query: RollupFilters & Record<string, unknown>): RollupFilters {
  const picked: Record<string, unknown> = {};
  for (const key of REPORT_FILTER_KEYS) {
    if (key !== 'status' && query[key] !== undefined) picked[key] = query[key];
  }
  return picked as RollupFilters;
}

/** The sub-id rollup answers when a sub id or source is grouped or filtered; otherwise the main one. */
export function rollupFor(groupBy: readonly DimensionKey[], filters: RollupFilters): Rollup {
  const wantsSub =
    groupBy.some((key) => dimensionByKey(key)?.rollup === 'sub') ||
    Object.entries(filters).some(([key, value]) => value !== undefined && FILTER_ROLLUP[key] === 'sub');
  return wantsSub ? 'sub' : 'hourly';
}

/** Local time of the hour bucket in the report's zone (a timestamp without zone). */
const localHour = (tz: string) => sql`(s.hour at time zone ${tz})`;

/** The advertiser of a row: kept in `stats_hourly`, found through the offer for `stats_hourly_sub`. */
export const advertiserColumn = (rollup: Rollup) =>
  rollup === 'hourly' ? sql`s.advertiser_id` : sql`o.advertiser_id`;

export function dimensionExpression(key: DimensionKey, rollup: Rollup, tz: string): SQL {
  switch (key) {
    case 'date':
      return sql`to_char(${localHour(tz)}, 'YYYY-MM-DD')`;
    case 'hour':
      // The UTC hour itself: in a DST fall-back the two local 01:00 hours stay apart (labelled with offsets).
      return sql`to_char(s.hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"')`;
    case 'week':
      return sql`to_char(date_trunc('week', ${localHour(tz)}), 'YYYY-MM-DD')`;
    case 'month':
      return sql`to_char(${localHour(tz)}, 'YYYY-MM')`;
    case 'offer':
      return sql`s.offer_id::text`;
    case 'advertiser':
      return sql`${advertiserColumn(rollup)}::text`;
    case 'publisher':
      return sql`s.publisher_id::text`;
    case 'accountManager':
      return sql`pm.account_manager_id::text`;
    case 'event':
      return sql`s.event_key`;
    case 'device':
      return sql`s.device_type`;
    case 'landingPage':
      return sql`s.landing_page_id::text`;
    case 'creative':
      return sql`s.creative_id::text`;
    default:
      // country, os, browser, sub1..sub5, source: the column of the same name.
      return sql.raw(`s.${key}`);
  }
}

const FILTER_COLUMNS: Record<Exclude<ReportFilterKey, 'status' | 'advertiserId'>, string> = {
  offerId: 's.offer_id',
  publisherId: 's.publisher_id',
  event: 's.event_key',
  country: 's.country',
  device: 's.device_type',
  os: 's.os',
  browser: 's.browser',
  creativeId: 's.creative_id',
  sub1: 's.sub1',
  sub2: 's.sub2',
  sub3: 's.sub3',
  sub4: 's.sub4',
  sub5: 's.sub5',
  source: 's.source',
};

export function filterConditions(filters: RollupFilters, rollup: Rollup): SQL[] {
  const conditions: SQL[] = [];
  for (const [key, column] of Object.entries(FILTER_COLUMNS)) {
    const value = filters[key as keyof typeof FILTER_COLUMNS];
    if (value !== undefined) conditions.push(sql`${sql.raw(column)} = ${value}`);
  }
  if (filters.advertiserId) conditions.push(sql`${advertiserColumn(rollup)} = ${filters.advertiserId}`);
  return conditions;
}

export function scopeConditions(scope: ReportScope, rollup: Rollup): SQL[] {
  const conditions: SQL[] = [];
  if (scope.publisherId) conditions.push(sql`s.publisher_id = ${scope.publisherId}`);
  if (scope.advertiserId) conditions.push(sql`${advertiserColumn(rollup)} = ${scope.advertiserId}`);
  if (scope.partnerIds) {
    const ids = sql.join(
      scope.partnerIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
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
export function rangeCondition(from: string, to: string, tz: string): SQL {
  return sql`s.hour >= (${from}::date::timestamp at time zone ${tz})
    and s.hour < ((${to}::date + 1)::timestamp at time zone ${tz})`;
}
