import { type DimensionKey, dimensionByKey } from '@affnet/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { RollupFilters, RollupScope, RollupWithin } from '../rollup-records';
import { columnsRead, rangeEnd, rangeStart, type SourceRequest } from './rollup-sql';

/*
 * The raw rows as a source of the sums (docs/reports.md "The query kit", "The raw rows"): the
 * clicks, conversions and banner impressions of a range of at most 31 days, summed first the way
 * the writers sum them into the rollups, for a request that needs a sub id with a column only
 * the main rollup keeps.
 */

/**
 * The instants that bound a read of the raw rows: the first whole UTC hour at or after the range's
 * start and the first at or after its end, so the rows read are those of the hours that start
 * inside the range, the hours the rollups count under its days (a half-hour zone's first local
 * hour is the one its midnight falls in, counted under the day before). Asked of PostgreSQL once,
 * so the read itself compares `clicked_at` with constants: the planner prunes the day partitions
 * and estimates the rows, which it cannot for an expression in the zone.
 */
export function rawBoundsQuery(request: SourceRequest): SQL {
  const ceilHour = (instant: SQL) =>
    sql`to_char((date_trunc('hour', ${instant} - interval '1 microsecond', 'UTC') + interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  return sql`select ${ceilHour(rangeStart(request.from, request.timeZone))} as start,
    ${ceilHour(rangeEnd(request.to, request.timeZone))} as "end"`;
}

export type RawBounds = { start: string; end: string };

/** Money as the rollups keep it, two places ("0.00" for none, as a sum of their columns answers). */
const money = (expression: string) => `(${expression})::numeric(14, 2)`;
const NO_MONEY = money('0');

/** Sums of the clicks as the click writer counts them (write-click-batch.ts), CPC money as approved. */
const RAW_CLICK_SUMS = `null::text as event_key, count(*) as gross_clicks,
  count(*) filter (where is_unique) as unique_clicks, count(*) filter (where is_duplicate) as duplicate_clicks,
  count(*) filter (where reason is not null) as invalid_clicks,
  0 as approved_conversions, 0 as pending_conversions, 0 as rejected_conversions,
  ${money('sum(payout)')} as approved_payout, ${money('sum(revenue)')} as approved_revenue,
  ${NO_MONEY} as approved_sale, ${NO_MONEY} as pending_payout, ${NO_MONEY} as pending_revenue,
  ${NO_MONEY} as pending_sale, 0 as impressions`;

/** Sums of banner impressions as the event store counts them (write-impression-batch.ts): views only. */
const RAW_IMPRESSION_SUMS = `null::text as event_key, 0 as gross_clicks, 0 as unique_clicks, 0 as duplicate_clicks,
  0 as invalid_clicks, 0 as approved_conversions, 0 as pending_conversions, 0 as rejected_conversions,
  ${NO_MONEY} as approved_payout, ${NO_MONEY} as approved_revenue, ${NO_MONEY} as approved_sale,
  ${NO_MONEY} as pending_payout, ${NO_MONEY} as pending_revenue, ${NO_MONEY} as pending_sale,
  count(*) as impressions`;

/** Sums of the conversions as conversion-rollups.ts counts them: under their status, money approved or pending only. */
const RAW_CONVERSION_SUMS = (() => {
  const counted = (status: string) => `count(*) filter (where status = '${status}')`;
  const summed = (status: string, column: string) =>
    money(`coalesce(sum(${column}) filter (where status = '${status}'), 0)`);
  return `event_key, 0 as gross_clicks, 0 as unique_clicks, 0 as duplicate_clicks, 0 as invalid_clicks,
  ${counted('approved')} as approved_conversions, ${counted('pending')} as pending_conversions,
  ${counted('rejected')} as rejected_conversions,
  ${summed('approved', 'payout')} as approved_payout, ${summed('approved', 'revenue')} as approved_revenue,
  ${summed('approved', 'sale_amount')} as approved_sale, ${summed('pending', 'payout')} as pending_payout,
  ${summed('pending', 'revenue')} as pending_revenue, ${summed('pending', 'sale_amount')} as pending_sale,
  0 as impressions`;
})();

type RawRequest = {
  tenantId: string;
  groupBy: readonly DimensionKey[];
  filters: RollupFilters;
  scope: RollupScope;
  within?: RollupWithin;
  bounds: RawBounds;
};

/**
 * The raw rows of a range as one source shaped like a rollup: clicks by the UTC hour they happened,
 * conversions by the hour they converted, test ones left out, as the writers fill the rollups.
 * Each side is summed first on only the columns the request reads (its dimensions, filters and
 * scope; the hour only for a time dimension), so the query above adds up a few groups rather than
 * every row, and each is bounded on its own time column by `bounds` (rawBoundsQuery): `clicks` is
 * read through the range's day partitions only. The range is applied here, not on `hour`.
 */
export function rawSource(request: RawRequest): SQL {
  const { start, end } = request.bounds;
  const read = [...columnsRead(request.groupBy, request.filters, request.scope, request.within ?? {})]
    .filter((column) => column !== 'event_key')
    .sort();
  const byTime = request.groupBy.some((key) => dimensionByKey(key)?.time);
  const keys = sql.raw(['tenant_id', ...read, 'currency'].join(', '));
  // Impressions have no landing page (a banner links to the offer's default).
  const impressionKeys = sql.raw(
    [
      'tenant_id',
      ...read.map((c) => (c === 'landing_page_id' ? 'null::uuid as landing_page_id' : c)),
      'currency',
    ].join(', '),
  );
  const hourOf = (column: string) => sql.raw(byTime ? `date_trunc('hour', ${column}, 'UTC') as hour, ` : '');
  // The positions each side groups by: the hour, every key, then the event key of conversions.
  const groupKeys = (withEvent: boolean) =>
    sql.raw(
      Array.from({ length: read.length + 2 + (byTime ? 1 : 0) + (withEvent ? 1 : 0) }, (_, i) => i + 1).join(
        ', ',
      ),
    );
  return sql`(
      select ${hourOf('clicked_at')}${keys}, ${sql.raw(RAW_CLICK_SUMS)}
      from clicks
      where tenant_id = ${request.tenantId} and not is_test
        and clicked_at >= ${start}::timestamptz and clicked_at < ${end}::timestamptz
      group by ${groupKeys(false)}
      union all
      select ${hourOf('converted_at')}${keys}, ${sql.raw(RAW_CONVERSION_SUMS)}
      from conversions
      where tenant_id = ${request.tenantId} and not is_test
        and converted_at >= ${start}::timestamptz and converted_at < ${end}::timestamptz
      group by ${groupKeys(true)}
      union all
      select ${hourOf('shown_at')}${impressionKeys}, ${sql.raw(RAW_IMPRESSION_SUMS)}
      from impressions
      where tenant_id = ${request.tenantId}
        and shown_at >= ${start}::timestamptz and shown_at < ${end}::timestamptz
      group by ${groupKeys(false)}
    ) s`;
}
