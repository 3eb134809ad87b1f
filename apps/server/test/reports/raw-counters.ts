import type { BaseCounters } from '@affnet/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/*
 * The base counters counted straight from the raw `clicks` and `conversions` rows (non-test),
 * per currency and optionally per one grouped column, for the same filters as a report: what
 * every report figure must equal.
 */

export type RawFilters = Partial<
  Record<'offer_id' | 'publisher_id' | 'advertiser_id' | 'country' | 'sub1' | 'creative_id', string>
>;

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

function whereOf(
  tenantId: string,
  filters: RawFilters,
  from: Date,
  to: Date,
  time: string,
  testColumn = true,
): SQL {
  const conditions = [
    sql`tenant_id = ${tenantId}`,
    ...(testColumn ? [sql`not is_test`] : []),
    sql`${sql.raw(time)} >= ${from.toISOString()} and ${sql.raw(time)} < ${to.toISOString()}`,
    ...Object.entries(filters).map(([column, value]) => sql`${sql.raw(column)} = ${value}`),
  ];
  return sql.join(conditions, sql` and `);
}

const money = (value: unknown) => Number(value ?? 0).toFixed(2);

/** Counters by `currency|group` ("USD|<group value>", or "USD|" with no group column). */
export async function rawCounters(
  db: Database,
  tenantId: string,
  range: { from: Date; to: Date },
  filters: RawFilters = {},
  groupColumn?: string,
): Promise<Map<string, BaseCounters>> {
  const group = sql.raw(groupColumn ? `${groupColumn}::text` : `''`);
  const clicks = await rowsOf(
    db,
    sql`select currency, ${group} as g, count(*)::int as gross, count(*) filter (where is_unique)::int as uniq,
      count(*) filter (where is_duplicate)::int as dup, count(*) filter (where reason is not null)::int as invalid,
      sum(payout)::text as payout, sum(revenue)::text as revenue
      from clicks where ${whereOf(tenantId, filters, range.from, range.to, 'clicked_at')} group by 1, 2`,
  );
  const conversions = await rowsOf(
    db,
    sql`select currency, ${group} as g,
      count(*) filter (where status = 'approved')::int as approved,
      count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'rejected')::int as rejected,
      sum(payout) filter (where status = 'approved')::text as payout,
      sum(payout) filter (where status = 'pending')::text as pending_payout,
      sum(revenue) filter (where status = 'approved')::text as revenue,
      sum(revenue) filter (where status = 'pending')::text as pending_revenue,
      sum(sale_amount) filter (where status = 'approved')::text as sale,
      sum(sale_amount) filter (where status = 'pending')::text as pending_sale
      from conversions where ${whereOf(tenantId, filters, range.from, range.to, 'converted_at')} group by 1, 2`,
  );
  // Impressions have no test flag: a staff test link counts none.
  const impressions = await rowsOf(
    db,
    sql`select currency, ${group} as g, count(*)::int as shown
      from impressions where ${whereOf(tenantId, filters, range.from, range.to, 'shown_at', false)} group by 1, 2`,
  );
  const result = new Map<string, BaseCounters>();
  const entry = (row: Row) => {
    const key = `${row.currency}|${row.g ?? ''}`;
    const existing = result.get(key) ?? {
      impressions: 0,
      grossClicks: 0,
      uniqueClicks: 0,
      duplicateClicks: 0,
      invalidClicks: 0,
      approvedConversions: 0,
      pendingConversions: 0,
      rejectedConversions: 0,
      payout: '0.00',
      pendingPayout: '0.00',
      revenue: '0.00',
      pendingRevenue: '0.00',
      sale: '0.00',
      pendingSale: '0.00',
    };
    result.set(key, existing);
    return existing;
  };
  for (const row of clicks) {
    const counters = entry(row);
    Object.assign(counters, {
      grossClicks: row.gross,
      uniqueClicks: row.uniq,
      duplicateClicks: row.dup,
      invalidClicks: row.invalid,
      payout: money(row.payout),
      revenue: money(row.revenue),
    });
  }
  for (const row of impressions) entry(row).impressions = row.shown as number;
  for (const row of conversions) {
    const counters = entry(row);
    Object.assign(counters, {
      approvedConversions: row.approved,
      pendingConversions: row.pending,
      rejectedConversions: row.rejected,
      payout: money(Number(counters.payout) + Number(row.payout ?? 0)),
      pendingPayout: money(row.pending_payout),
      revenue: money(Number(counters.revenue) + Number(row.revenue ?? 0)),
      pendingRevenue: money(row.pending_revenue),
      sale: money(row.sale),
      pendingSale: money(row.pending_sale),
    });
  }
  return result;
}
