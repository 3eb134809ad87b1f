import type { ConversionStatus } from '@affnet/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inEveryRollup, type RollupColumn, upsertOne } from '../../db/rollup-tables';
import type { conversions } from '../../db/schema/index';

/*
 * The conversion side of the hourly rollups (docs/tracking.md "Rollups"), written in the
 * transaction that writes or changes the conversion, on the keys the click writer uses. A
 * conversion counts in the hour (UTC) it converted, under its status: `sign` -1 takes it out
 * of a status (a status change), +1 puts it in. Rejected conversions count but carry no money.
 * Test conversions stay out of the rollups, as test clicks stay out of money.
 */

export type RolledConversion = Pick<
  typeof conversions.$inferSelect,
  | 'tenantId'
  | 'convertedAt'
  | 'offerId'
  | 'publisherId'
  | 'advertiserId'
  | 'eventKey'
  | 'country'
  | 'deviceType'
  | 'os'
  | 'browser'
  | 'landingPageId'
  | 'creativeId'
  | 'currency'
  | 'sub1'
  | 'sub2'
  | 'sub3'
  | 'sub4'
  | 'sub5'
  | 'source'
  | 'payout'
  | 'revenue'
  | 'saleAmount'
>;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The UTC hour or day an instant falls in (UTC has no leap seconds in JavaScript time). */
const startOf = (at: Date, unit: number) => new Date(Math.floor(at.getTime() / unit) * unit).toISOString();

/** The counts and money one conversion adds (sign +1) or removes (-1) under one status. */
function deltasOf(row: RolledConversion, status: ConversionStatus, sign: 1 | -1) {
  const counted = (wanted: ConversionStatus) => (status === wanted ? sign : 0);
  const money = (wanted: ConversionStatus, value: string | null) =>
    status === wanted ? sql`(${value ?? '0'}::numeric * ${sign})` : sql`0`;
  return {
    approved: counted('approved'),
    pending: counted('pending'),
    rejected: counted('rejected'),
    approvedPayout: money('approved', row.payout),
    approvedRevenue: money('approved', row.revenue),
    approvedSale: money('approved', row.saleAmount),
    pendingPayout: money('pending', row.payout),
    pendingRevenue: money('pending', row.revenue),
    pendingSale: money('pending', row.saleAmount),
  };
}

/** The row's value for each rollup key column, in the hour and day (UTC) it converted. */
function keyValuesOf(row: RolledConversion): Record<RollupColumn, SQL | string | null> {
  return {
    hour: sql`${startOf(row.convertedAt, HOUR_MS)}::timestamptz`,
    day: sql`${startOf(row.convertedAt, DAY_MS)}::timestamptz`,
    tenant_id: row.tenantId,
    offer_id: row.offerId,
    publisher_id: row.publisherId,
    advertiser_id: row.advertiserId,
    event_key: row.eventKey,
    country: row.country,
    device_type: row.deviceType,
    os: row.os,
    browser: row.browser,
    landing_page_id: row.landingPageId,
    creative_id: row.creativeId,
    currency: row.currency,
    sub1: row.sub1,
    sub2: row.sub2,
    sub3: row.sub3,
    sub4: row.sub4,
    sub5: row.sub5,
    source: row.source,
  };
}

export async function addConversionToRollups(
  db: Database,
  row: RolledConversion,
  status: ConversionStatus,
  sign: 1 | -1,
): Promise<void> {
  const d = deltasOf(row, status, sign);
  const counters = {
    approved_conversions: d.approved,
    pending_conversions: d.pending,
    rejected_conversions: d.rejected,
    approved_payout: d.approvedPayout,
    approved_revenue: d.approvedRevenue,
    approved_sale: d.approvedSale,
    pending_payout: d.pendingPayout,
    pending_revenue: d.pendingRevenue,
    pending_sale: d.pendingSale,
  };
  const values = keyValuesOf(row);
  await db.execute(inEveryRollup((table) => upsertOne(table, values, counters)));
}

/** Moves a conversion's counts and money from one status to another. */
export async function moveConversionInRollups(
  db: Database,
  row: RolledConversion,
  from: ConversionStatus,
  to: ConversionStatus,
): Promise<void> {
  await addConversionToRollups(db, row, from, -1);
  await addConversionToRollups(db, row, to, 1);
}
