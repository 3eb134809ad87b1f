import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/*
 * Sums of the hourly rollups' base counters (stats_hourly), grouped by day in a zone, offer or
 * publisher, for one viewer's rows. The dashboards read only this; the performance report's
 * query kit (issue 10, reports slice) is the place for every other grouping and derived metric.
 */

export type RollupScope = {
  tenantId: string;
  /** Half-open [from, to): whole hours. */
  from: Date;
  to: Date;
  offerId?: string;
  publisherId?: string;
  advertiserId?: string;
  /** Publishers never see conversions of private events (their key would name them). */
  withoutPrivateEvents?: boolean;
};

export type RollupGroup = 'day' | 'offer' | 'publisher';

export type RollupSumRow = {
  day: string | null;
  offerId: string | null;
  publisherId: string | null;
  currency: string;
  grossClicks: number;
  uniqueClicks: number;
  approvedConversions: number;
  pendingConversions: number;
  approvedPayout: string;
  approvedRevenue: string;
};

const GROUP_COLUMNS = (tz: string): Record<RollupGroup, SQL> => ({
  day: sql`to_char(s.hour at time zone ${tz}, 'YYYY-MM-DD')`,
  offer: sql`s.offer_id`,
  publisher: sql`s.publisher_id`,
});

function whereOf(scope: RollupScope): SQL {
  const parts: SQL[] = [
    sql`s.tenant_id = ${scope.tenantId}`,
    sql`s.hour >= ${scope.from.toISOString()}::timestamptz`,
    sql`s.hour < ${scope.to.toISOString()}::timestamptz`,
  ];
  if (scope.offerId) parts.push(sql`s.offer_id = ${scope.offerId}`);
  if (scope.publisherId) parts.push(sql`s.publisher_id = ${scope.publisherId}`);
  if (scope.advertiserId) parts.push(sql`s.advertiser_id = ${scope.advertiserId}`);
  if (scope.withoutPrivateEvents) {
    parts.push(sql`(s.event_key is null or not exists (
      select 1 from offer_events e
      where e.offer_id = s.offer_id and e.key = s.event_key and e.is_private))`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * One row per group and currency. `tz` says where days start (for the `day` group). The groups
 * are named by position: the zone is a parameter, and PostgreSQL does not see two uses of a
 * parameter as one expression.
 */
export async function sumRollups(
  db: Database,
  scope: RollupScope,
  groups: readonly RollupGroup[],
  tz = 'UTC',
): Promise<RollupSumRow[]> {
  const columns = GROUP_COLUMNS(tz);
  const pick = (group: RollupGroup, name: string) =>
    groups.includes(group) ? sql`${columns[group]} as ${sql.raw(name)}` : sql`null as ${sql.raw(name)}`;
  const result = await db.execute(sql`
    select ${pick('day', 'day')}, ${pick('offer', 'offer_id')}, ${pick('publisher', 'publisher_id')},
      s.currency,
      sum(s.gross_clicks)::float8 as gross_clicks,
      sum(s.unique_clicks)::float8 as unique_clicks,
      sum(s.approved_conversions)::float8 as approved_conversions,
      sum(s.pending_conversions)::float8 as pending_conversions,
      sum(s.approved_payout)::text as approved_payout,
      sum(s.approved_revenue)::text as approved_revenue
    from stats_hourly s
    where ${whereOf(scope)}
    group by 1, 2, 3, 4`);
  type Raw = {
    day: string | null;
    offer_id: string | null;
    publisher_id: string | null;
    currency: string;
    gross_clicks: number;
    unique_clicks: number;
    approved_conversions: number;
    pending_conversions: number;
    approved_payout: string;
    approved_revenue: string;
  };
  // db.execute answers rows untyped (node-postgres and PGlite alike); the select above names them.
  return (result as unknown as { rows: Raw[] }).rows.map((row) => ({
    day: row.day,
    offerId: row.offer_id,
    publisherId: row.publisher_id,
    currency: row.currency,
    grossClicks: Number(row.gross_clicks),
    uniqueClicks: Number(row.unique_clicks),
    approvedConversions: Number(row.approved_conversions),
    pendingConversions: Number(row.pending_conversions),
    approvedPayout: row.approved_payout,
    approvedRevenue: row.approved_revenue,
  }));
}
