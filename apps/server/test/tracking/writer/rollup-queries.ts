import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';

/*
 * The rollups of one tenant, and the same totals counted straight from its click rows (non-test
 * rows; the writer's rule), in one shape so a test can compare them whole.
 */

type Row = Record<string, unknown>;

async function rowsOf(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const HOURLY = sql.raw(
  'hour, offer_id, publisher_id, advertiser_id, country, device_type, os, browser, landing_page_id, creative_id, currency',
);
const SUB = sql.raw('hour, offer_id, publisher_id, sub1, sub2, sub3, sub4, sub5, source, currency');

export async function rollupsOf(db: Database, tenantId: string) {
  const hourly = await rowsOf(
    db,
    sql`select ${HOURLY}, gross_clicks::int, unique_clicks::int, duplicate_clicks::int,
      invalid_clicks::int, approved_payout::text, approved_revenue::text
      from stats_hourly where tenant_id = ${tenantId} and event_key is null order by ${HOURLY}`,
  );
  const sub = await rowsOf(
    db,
    sql`select ${SUB}, gross_clicks::int, unique_clicks::int, invalid_clicks::int,
      approved_payout::text, approved_revenue::text
      from stats_hourly_sub where tenant_id = ${tenantId} and event_key is null order by ${SUB}`,
  );
  return { hourly, sub };
}

export async function totalsFromClicks(db: Database, tenantId: string, which: 'hourly' | 'sub') {
  const key = which === 'hourly' ? HOURLY : SUB;
  const duplicate =
    which === 'hourly' ? sql`count(*) filter (where is_duplicate)::int as duplicate_clicks,` : sql``;
  return rowsOf(
    db,
    sql`select ${key}, count(*)::int as gross_clicks, count(*) filter (where is_unique)::int as unique_clicks,
      ${duplicate} count(*) filter (where reason is not null)::int as invalid_clicks,
      sum(payout)::text as approved_payout, sum(revenue)::text as approved_revenue
      from (select *, date_trunc('hour', clicked_at, 'UTC') as hour from clicks
        where tenant_id = ${tenantId} and not is_test) as c
      group by ${key} order by ${key}`,
  );
}
