import type { ConversionStatus } from '@affnet/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rollupUpserts } from './rollup-tables';

/*
 * The conversion side of the rollups (docs/tracking.md "Rollups"), written in the transaction
 * that writes or changes the conversions, on the keys the click writer uses, from the stored
 * rows themselves. A conversion counts in the hour and day (UTC) it converted, under its status:
 * `sign` -1 takes it out of a status (a status change), +1 puts it in. Rejected conversions count
 * but carry no money. Test conversions stay out of the rollups, as test clicks stay out of money.
 */

/** A stored conversion as a rollup source row: every key column, its money, a status and a sign. */
const SOURCE_COLUMNS = sql.raw(`tenant_id, offer_id, publisher_id, advertiser_id, event_key, country,
  device_type, os, browser, landing_page_id, creative_id, currency, sub1, sub2, sub3, sub4, sub5, source,
  payout, revenue, sale_amount,
  date_trunc('hour', converted_at, 'UTC') as hour, date_trunc('day', converted_at, 'UTC') as day`);

const counted = (status: ConversionStatus) => `coalesce(sum(sign) filter (where status = '${status}'), 0)`;
const money = (status: ConversionStatus, column: string) =>
  `coalesce(sum(${column} * sign) filter (where status = '${status}'), 0)`;

const CONVERSION_COUNTERS = {
  approved_conversions: counted('approved'),
  pending_conversions: counted('pending'),
  rejected_conversions: counted('rejected'),
  approved_payout: money('approved', 'payout'),
  approved_revenue: money('approved', 'revenue'),
  approved_sale: money('approved', 'sale_amount'),
  pending_payout: money('pending', 'payout'),
  pending_revenue: money('pending', 'revenue'),
  pending_sale: money('pending', 'sale_amount'),
};

const ROLLUP_CTES = rollupUpserts('moved', CONVERSION_COUNTERS);

/** Adds the grouped rows of `source` (a select of SOURCE_COLUMNS, status, sign) to every rollup. */
async function addToRollups(db: Database, source: SQL): Promise<void> {
  await db.execute(sql`with moved as (${source}), ${ROLLUP_CTES} select 1`);
}

/** Counts stored conversions (by id) under their status; test conversions are left out. */
export async function addConversionsToRollups(
  db: Database,
  ids: readonly string[],
  sign: 1 | -1 = 1,
): Promise<void> {
  if (ids.length === 0) return;
  await addToRollups(
    db,
    sql`select ${SOURCE_COLUMNS}, status::text as status, ${sign}::int as sign
      from conversions where id in ${ids} and not is_test`,
  );
}

/** Moves a stored conversion's counts and money from one status to another. */
export async function moveConversionInRollups(
  db: Database,
  id: string,
  from: ConversionStatus,
  to: ConversionStatus,
): Promise<void> {
  const moved = (status: ConversionStatus, sign: 1 | -1) =>
    sql`select ${SOURCE_COLUMNS}, ${status}::text as status, ${sign}::int as sign
      from conversions where id = ${id} and not is_test`;
  await addToRollups(db, sql`${moved(from, -1)} union all ${moved(to, 1)}`);
}
