import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { offerCaps, offerEvents, offers } from './offers';
import { tenants } from './tenants';
import { users } from './users';

/*
 * What the tracking engine writes (docs/tracking.md). Clicks are the hot table: range-partitioned
 * by day on `clicked_at` (the migration says PARTITION BY, which drizzle-kit cannot express), no
 * foreign keys (each would cost a lookup per row), and written in batches with raw SQL. The hourly
 * rollups are written in the same transactions as the rows they count, so they never disagree.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const moneyTotal = (name: string) => money(name).notNull().default('0');
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
const CONVERSION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The click attributes conversions copy and rollups group by. */
const visitorColumns = () => ({
  sub1: text('sub1'),
  sub2: text('sub2'),
  sub3: text('sub3'),
  sub4: text('sub4'),
  sub5: text('sub5'),
  source: text('source'),
  affClickId: text('aff_click_id'),
  country: text('country'),
  region: text('region'),
  deviceType: text('device_type'),
  os: text('os'),
  browser: text('browser'),
  landingPageId: uuid('landing_page_id'),
  creativeId: uuid('creative_id'),
});

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

/** A conversion: money resolved when it happened and stored, never recomputed. */
export const conversions = pgTable(
  'conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    clickId: text('click_id').notNull(),
    clickedAt: at('clicked_at').notNull(),
    convertedAt: at('converted_at').notNull(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    publisherId: uuid('publisher_id').notNull(),
    advertiserId: uuid('advertiser_id').notNull(),
    eventId: uuid('event_id').references(() => offerEvents.id, { onDelete: 'set null' }),
    eventKey: text('event_key').notNull(),
    status: text('status', { enum: CONVERSION_STATUSES }).notNull(),
    statusReason: text('status_reason'),
    txnId: text('txn_id'),
    /** The transaction id, or click id + event for events that allow one conversion per click. */
    dedupeKey: text('dedupe_key'),
    saleAmount: money('sale_amount'),
    payout: moneyTotal('payout'),
    revenue: moneyTotal('revenue'),
    currency: text('currency').notNull(),
    /** Where the payout came from (resolvePayout): a publisher override or the event default. */
    payoutOverrideId: uuid('payout_override_id'),
    advSub1: text('adv_sub1'),
    advSub2: text('adv_sub2'),
    advSub3: text('adv_sub3'),
    advSub4: text('adv_sub4'),
    advSub5: text('adv_sub5'),
    ...visitorColumns(),
    ip: inet('ip'),
    /** How the advertiser told us: server postback, image pixel, iframe pixel, JS tag, or staff test. */
    channel: text('channel', { enum: ['postback', 'pixel', 'iframe', 'js', 'test'] }).notNull(),
    postbackIp: inet('postback_ip'),
    isTest: boolean('is_test').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversions_dedupe_key')
      .on(table.tenantId, table.offerId, table.dedupeKey)
      .where(sql`${table.dedupeKey} is not null`),
    index('conversions_tenant_time_idx').on(table.tenantId, table.convertedAt),
    index('conversions_tenant_publisher_time_idx').on(table.tenantId, table.publisherId, table.convertedAt),
    index('conversions_click_idx').on(table.tenantId, table.clickId),
  ],
);

/** Every status change of a conversion: who, when, from what, why. */
export const conversionStatusChanges = pgTable(
  'conversion_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    conversionId: uuid('conversion_id')
      .notNull()
      .references(() => conversions.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: CONVERSION_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: CONVERSION_STATUSES }).notNull(),
    reason: text('reason'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (table) => [index('conversion_status_changes_conversion_idx').on(table.conversionId, table.changedAt)],
);

/** Every postback, pixel or tag call an advertiser made, with what became of it. */
export const advertiserPostbackLogs = pgTable(
  'advertiser_postback_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    receivedAt: at('received_at').notNull().defaultNow(),
    channel: text('channel', { enum: ['postback', 'pixel', 'iframe', 'js'] }).notNull(),
    method: text('method').notNull(),
    isHttps: boolean('is_https').notNull(),
    ip: inet('ip'),
    /** The parameters as received (bounded in size), for staff to see what was sent. */
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    clickId: text('click_id'),
    offerId: uuid('offer_id'),
    advertiserId: uuid('advertiser_id'),
    publisherId: uuid('publisher_id'),
    eventKey: text('event_key'),
    txnId: text('txn_id'),
    /** `accepted`, `repeat` (an idempotent replay) or a CONVERSION_REASONS code. */
    result: text('result').notNull(),
    httpStatus: smallint('http_status').notNull(),
    conversionId: uuid('conversion_id'),
    /** Refused calls of one source counted into this row while it was over its refusal budget. */
    repeats: integer('repeats').notNull().default(1),
  },
  (table) => [
    index('advertiser_postback_logs_tenant_time_idx').on(table.tenantId, table.receivedAt),
    index('advertiser_postback_logs_advertiser_idx').on(table.tenantId, table.advertiserId, table.receivedAt),
    // The log screen searches by whole click or transaction id.
    index('advertiser_postback_logs_click_idx').on(table.tenantId, table.clickId),
    index('advertiser_postback_logs_txn_idx').on(table.tenantId, table.txnId),
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
    sub1: text('sub1'),
    sub2: text('sub2'),
    sub3: text('sub3'),
    sub4: text('sub4'),
    sub5: text('sub5'),
    source: text('source'),
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

/** How much of a cap a period has used: per cap, per publisher (each_publisher scope), per period. */
export const capUsage = pgTable(
  'cap_usage',
  {
    tenantId: uuid('tenant_id').notNull(),
    capId: uuid('cap_id')
      .notNull()
      .references(() => offerCaps.id, { onDelete: 'cascade' }),
    /** Set for each_publisher caps; null for one counter across the offer or for one publisher. */
    publisherId: uuid('publisher_id'),
    /** The period's first instant in the cap's own zone; the epoch for lifetime caps. */
    periodStart: at('period_start').notNull(),
    used: numeric('used', { precision: 16, scale: 2 }).notNull().default('0'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('cap_usage_key').on(table.capId, table.publisherId, table.periodStart).nullsNotDistinct(),
  ],
);

/**
 * The change feed the tracking engine's memory follows: triggers on every table it reads add a
 * row per change, and every process reads the rows after the last one it saw (docs/tracking.md).
 */
export const trackingChanges = pgTable(
  'tracking_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    entity: text('entity', { enum: ['tenant', 'offer', 'access', 'partner', 'user'] }).notNull(),
    entityId: uuid('entity_id').notNull(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (table) => [index('tracking_changes_time_idx').on(table.changedAt)],
);

/** Server processes alive now (heartbeats): how many share each cap between syncs. */
export const trackingNodes = pgTable('tracking_nodes', {
  id: uuid('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  startedAt: at('started_at').notNull().defaultNow(),
  seenAt: at('seen_at').notNull().defaultNow(),
});

/** Secrets of the whole installation, made once and shared by every process (the click-id key). */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
