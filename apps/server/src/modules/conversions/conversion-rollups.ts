import type { ConversionStatus } from '@affnet/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();

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

export async function addConversionToRollups(
  db: Database,
  row: RolledConversion,
  status: ConversionStatus,
  sign: 1 | -1,
): Promise<void> {
  const d = deltasOf(row, status, sign);
  const hour = hourOf(row.convertedAt);
  // One statement for both tables: one round trip while the rows' locks are held.
  await db.execute(sql`
    with by_dimensions as (
    insert into stats_hourly (hour, tenant_id, offer_id, publisher_id, advertiser_id, event_key, country,
      device_type, os, browser, landing_page_id, creative_id, currency,
      approved_conversions, pending_conversions, rejected_conversions,
      approved_payout, approved_revenue, approved_sale, pending_payout, pending_revenue, pending_sale)
    values (${hour}::timestamptz, ${row.tenantId}, ${row.offerId}, ${row.publisherId}, ${row.advertiserId},
      ${row.eventKey}, ${row.country}, ${row.deviceType}, ${row.os}, ${row.browser}, ${row.landingPageId},
      ${row.creativeId}, ${row.currency}, ${d.approved}, ${d.pending}, ${d.rejected},
      ${d.approvedPayout}, ${d.approvedRevenue}, ${d.approvedSale},
      ${d.pendingPayout}, ${d.pendingRevenue}, ${d.pendingSale})
    on conflict on constraint stats_hourly_key do update set
      approved_conversions = stats_hourly.approved_conversions + excluded.approved_conversions,
      pending_conversions = stats_hourly.pending_conversions + excluded.pending_conversions,
      rejected_conversions = stats_hourly.rejected_conversions + excluded.rejected_conversions,
      approved_payout = stats_hourly.approved_payout + excluded.approved_payout,
      approved_revenue = stats_hourly.approved_revenue + excluded.approved_revenue,
      approved_sale = stats_hourly.approved_sale + excluded.approved_sale,
      pending_payout = stats_hourly.pending_payout + excluded.pending_payout,
      pending_revenue = stats_hourly.pending_revenue + excluded.pending_revenue,
      pending_sale = stats_hourly.pending_sale + excluded.pending_sale
    returning 1)
    insert into stats_hourly_sub (hour, tenant_id, offer_id, publisher_id, event_key, sub1, sub2, sub3,
      sub4, sub5, source, currency, approved_conversions, pending_conversions, rejected_conversions,
      approved_payout, approved_revenue, pending_payout, pending_revenue)
    values (${hour}::timestamptz, ${row.tenantId}, ${row.offerId}, ${row.publisherId}, ${row.eventKey}, ${row.sub1},
      ${row.sub2}, ${row.sub3}, ${row.sub4}, ${row.sub5}, ${row.source}, ${row.currency},
      ${d.approved}, ${d.pending}, ${d.rejected},
      ${d.approvedPayout}, ${d.approvedRevenue}, ${d.pendingPayout}, ${d.pendingRevenue})
    on conflict on constraint stats_hourly_sub_key do update set
      approved_conversions = stats_hourly_sub.approved_conversions + excluded.approved_conversions,
      pending_conversions = stats_hourly_sub.pending_conversions + excluded.pending_conversions,
      rejected_conversions = stats_hourly_sub.rejected_conversions + excluded.rejected_conversions,
      approved_payout = stats_hourly_sub.approved_payout + excluded.approved_payout,
      approved_revenue = stats_hourly_sub.approved_revenue + excluded.approved_revenue,
      pending_payout = stats_hourly_sub.pending_payout + excluded.pending_payout,
      pending_revenue = stats_hourly_sub.pending_revenue + excluded.pending_revenue`);
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
