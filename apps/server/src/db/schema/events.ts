import {
  bigint,
  boolean,
  index,
  inet,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, moneyTotal, subIdColumns, visitorColumns } from './event-columns';

/*
 * Event data (docs/tracking.md, docs/ARCHITECTURE.md "Events"): the clicks, banner impressions and
 * the rollups that count them and conversions. Only `apps/server/src/events/` reads or writes these tables (a
 * lint rule says so), which is why this file is not in the schema barrel (`index.ts`). Clicks are
 * the hot table: range-partitioned by day on `clicked_at` (the migration says PARTITION BY, which
 * drizzle-kit cannot express), no foreign keys (each would cost a lookup per row), and written in
 * batches with raw SQL. The rollups are written in the same transactions as the rows they count,
 * so they never disagree.
 */

const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
/** The counters of `stats_hourly`, which the coarse rollups below carry as well. */
const hourlyCounters = () => ({
  grossClicks: count('gross_clicks'),
  uniqueClicks: count('unique_clicks'),
  duplicateClicks: count('duplicate_clicks'),
  invalidClicks: count('invalid_clicks'),
  approvedConversions: count('approved_conversions'),
  pendingConversions: count('pending_conversions'),
  rejectedConversions: count('rejected_conversions'),
  approvedPayout: moneyTotal('approved_payout'),
  approvedRevenue: moneyTotal('approved_revenue'),
  approvedSale: moneyTotal('approved_sale'),
  pendingPayout: moneyTotal('pending_payout'),
  pendingRevenue: moneyTotal('pending_revenue'),
  pendingSale: moneyTotal('pending_sale'),
  /** Banner views through the image of their code (docs/tracking.md "Impressions"); 0 on other rows. */
  impressions: count('impressions'),
});

/** The columns of the offer rollups after their time column. */
const offerRollupColumns = () => ({
  tenantId: uuid('tenant_id').notNull(),
  offerId: uuid('offer_id').notNull(),
  advertiserId: uuid('advertiser_id').notNull(),
  eventKey: text('event_key'),
  currency: text('currency').notNull(),
  ...hourlyCounters(),
});

/** The columns of the publisher rollups after their time column. */
const publisherRollupColumns = () => ({
  tenantId: uuid('tenant_id').notNull(),
  publisherId: uuid('publisher_id').notNull(),
  eventKey: text('event_key'),
  currency: text('currency').notNull(),
  ...hourlyCounters(),
});

const CLICK_KINDS = ['valid', 'fallback', 'rejected'] as const;
/** One row per click, valid or not: the click report and the log of the hot path. */
export const clicks = pgTable(
  'clicks',
  {
    /** The click id (docs/tracking.md "Click ids"); it encodes `clicked_at` to the second. */
    id: text('id').notNull(),
    clickedAt: at('clicked_at').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    offerId: uuid('offer_id').notNull(),
    offerRef: integer('offer_ref').notNull(),
    publisherId: uuid('publisher_id').notNull(),
    publisherRef: integer('publisher_ref').notNull(),
    advertiserId: uuid('advertiser_id').notNull(),
    kind: text('kind', { enum: CLICK_KINDS }).notNull(),
    /** The first failed check (contracts CLICK_REASONS); null for a valid click. */
    reason: text('reason'),
    /** Which check's detail failed (e.g. the country), for the click report. */
    reasonDetail: text('reason_detail'),
    isUnique: boolean('is_unique').notNull(),
    isDuplicate: boolean('is_duplicate').notNull(),
    isTest: boolean('is_test').notNull().default(false),
    /** A click made by a fallback to another offer points at the click that fell back. */
    parentClickId: text('parent_click_id'),
    /** Where the visitor was sent; null for a 404. */
    destinationUrl: text('destination_url'),
    ...visitorColumns(),
    language: text('language'),
    ip: inet('ip'),
    isProxy: boolean('is_proxy').notNull().default(false),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    /** CPC money earned by this click, in `currency`. */
    payout: moneyTotal('payout'),
    revenue: moneyTotal('revenue'),
    currency: text('currency').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.clickedAt] }),
    index('clicks_tenant_time_idx').on(table.tenantId, table.clickedAt),
    index('clicks_tenant_publisher_time_idx').on(table.tenantId, table.publisherId, table.clickedAt),
  ],
);

/**
 * One row per counted banner impression (docs/tracking.md "Impressions"): what makes a batch
 * written twice count once (its ids are skipped), and what the rollups' impressions can be rebuilt
 * from. Narrow on purpose, partitioned by day like `clicks` (the migration says PARTITION BY).
 */
export const impressions = pgTable(
  'impressions',
  {
    id: uuid('id').notNull(),
    shownAt: at('shown_at').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    offerId: uuid('offer_id').notNull(),
    publisherId: uuid('publisher_id').notNull(),
    advertiserId: uuid('advertiser_id').notNull(),
    creativeId: uuid('creative_id').notNull(),
    country: text('country'),
    deviceType: text('device_type'),
    os: text('os'),
    browser: text('browser'),
    ...subIdColumns(),
    currency: text('currency').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.shownAt] }),
    index('impressions_tenant_time_idx').on(table.tenantId, table.shownAt),
  ],
);

/** Hourly totals (UTC) by the dimensions reports group on; null = unknown or not applicable. */
export const statsHourly = pgTable(
  'stats_hourly',
  {
    hour: at('hour').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    offerId: uuid('offer_id').notNull(),
    publisherId: uuid('publisher_id').notNull(),
    advertiserId: uuid('advertiser_id').notNull(),
    /** Null on click rows; the event key on conversion rows. */
    eventKey: text('event_key'),
    country: text('country'),
    deviceType: text('device_type'),
    os: text('os'),
    browser: text('browser'),
    landingPageId: uuid('landing_page_id'),
    /** The click's creative (a conversion's is its click's); null when the link named none. */
    creativeId: uuid('creative_id'),
    currency: text('currency').notNull(),
    /** Money counters: approved conversions and CPC clicks under approved. */
    ...hourlyCounters(),
  },
  (table) => [
    unique('stats_hourly_key')
      .on(
        table.tenantId,
        table.hour,
        table.offerId,
        table.publisherId,
        table.advertiserId,
        table.eventKey,
        table.country,
        table.deviceType,
        table.os,
        table.browser,
        table.landingPageId,
        table.creativeId,
        table.currency,
      )
      .nullsNotDistinct(),
    index('stats_hourly_tenant_offer_hour_idx').on(table.tenantId, table.offerId, table.hour),
    index('stats_hourly_tenant_publisher_hour_idx').on(table.tenantId, table.publisherId, table.hour),
  ],
);

/** Hourly totals by sub id and source, for the sub-id drill-down. */
export const statsHourlySub = pgTable(
  'stats_hourly_sub',
  {
    hour: at('hour').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    offerId: uuid('offer_id').notNull(),
    publisherId: uuid('publisher_id').notNull(),
    /** Null on click rows; the event key on conversion rows (publishers never see private events). */
    eventKey: text('event_key'),
    ...subIdColumns(),
    currency: text('currency').notNull(),
    grossClicks: count('gross_clicks'),
    uniqueClicks: count('unique_clicks'),
    invalidClicks: count('invalid_clicks'),
    approvedConversions: count('approved_conversions'),
    pendingConversions: count('pending_conversions'),
    rejectedConversions: count('rejected_conversions'),
    approvedPayout: moneyTotal('approved_payout'),
    approvedRevenue: moneyTotal('approved_revenue'),
    pendingPayout: moneyTotal('pending_payout'),
    pendingRevenue: moneyTotal('pending_revenue'),
    impressions: count('impressions'),
  },
  (table) => [
    unique('stats_hourly_sub_key')
      .on(
        table.tenantId,
        table.hour,
        table.offerId,
        table.publisherId,
        table.eventKey,
        table.sub1,
        table.sub2,
        table.sub3,
        table.sub4,
        table.sub5,
        table.source,
        table.currency,
      )
      .nullsNotDistinct(),
    index('stats_hourly_sub_tenant_publisher_hour_idx').on(table.tenantId, table.publisherId, table.hour),
  ],
);

/*
 * Coarse rollups (docs/reports.md "Which rollup answers"): `stats_hourly` keys on geo, device,
 * landing page and creative too, so with traffic spread over many offer-publisher pairs it has
 * about a row per click. A report that groups and filters by none of those reads one of these
 * instead: hour × offer (with its advertiser), or hour × publisher. Written by the same
 * statements as `stats_hourly`, so they hold the same sums.
 */
export const statsHourlyOffer = pgTable(
  'stats_hourly_offer',
  { hour: at('hour').notNull(), ...offerRollupColumns() },
  (table) => [
    unique('stats_hourly_offer_key')
      .on(table.tenantId, table.hour, table.offerId, table.advertiserId, table.eventKey, table.currency)
      .nullsNotDistinct(),
  ],
);

export const statsHourlyPublisher = pgTable(
  'stats_hourly_publisher',
  { hour: at('hour').notNull(), ...publisherRollupColumns() },
  (table) => [
    unique('stats_hourly_publisher_key')
      .on(table.tenantId, table.hour, table.publisherId, table.eventKey, table.currency)
      .nullsNotDistinct(),
  ],
);

/*
 * The same two by UTC day (`day`: the day's first instant), for ranges of whole UTC days: a
 * report in UTC, or the inside of any range that groups by no time (docs/reports.md).
 */
export const statsDailyOffer = pgTable(
  'stats_daily_offer',
  { day: at('day').notNull(), ...offerRollupColumns() },
  (table) => [
    unique('stats_daily_offer_key')
      .on(table.tenantId, table.day, table.offerId, table.advertiserId, table.eventKey, table.currency)
      .nullsNotDistinct(),
    // A list's page of offers or advertisers: an index range per id (docs/reports.md "Figures on lists").
    index('stats_daily_offer_tenant_offer_day_idx').on(table.tenantId, table.offerId, table.day),
    index('stats_daily_offer_tenant_advertiser_day_idx').on(table.tenantId, table.advertiserId, table.day),
  ],
);

export const statsDailyPublisher = pgTable(
  'stats_daily_publisher',
  { day: at('day').notNull(), ...publisherRollupColumns() },
  (table) => [
    unique('stats_daily_publisher_key')
      .on(table.tenantId, table.day, table.publisherId, table.eventKey, table.currency)
      .nullsNotDistinct(),
    index('stats_daily_publisher_tenant_publisher_day_idx').on(table.tenantId, table.publisherId, table.day),
  ],
);
