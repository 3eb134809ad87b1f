import { OFFER_VERSION_PARTS, type Offer, type OfferChange, type OfferTargeting } from '@affnet/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { partners, validationCheck } from './partners';
import { tenantId } from './tenant-column';
import { users } from './users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Configured money: 2 decimals, as entered (contracts `moneySchema`). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });
const PAYOUT_TYPES = ['cpa', 'cps', 'cpa_cps', 'cpc'] as const;

/**
 * The composite key that makes a column "a publisher": (publisher_id, 'publisher') must be a
 * partner of that kind, so the database itself refuses an advertiser in a publisher's place.
 */
export function publisherReference(
  table: string,
  columns: { publisherId: AnyPgColumn; publisherKind: AnyPgColumn },
) {
  return [
    foreignKey({
      name: `${table}_publisher_fk`,
      columns: [columns.publisherId, columns.publisherKind],
      foreignColumns: [partners.id, partners.kind],
    }).onDelete('cascade'),
    check(`${table}_publisher_kind_check`, sql`${columns.publisherKind} = 'publisher'`),
  ];
}

export const offerCategories = pgTable(
  'offer_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('offer_categories_tenant_name_key').on(table.tenantId, sql`lower(${table.name})`)],
);

/**
 * An offer: what the tracking engine enforces. One row holds the single-valued settings of every
 * tab; lists (events, pages, caps, overrides, fallbacks, scheduled changes, access) have tables.
 * `advertiser_kind` is always 'advertiser' so the composite key refuses a publisher here.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short number people and tracking links use (unique across the installation). */
    ref: integer('ref').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    tenantId: tenantId(),
    advertiserId: uuid('advertiser_id').notNull(),
    advertiserKind: text('advertiser_kind').notNull().default('advertiser'),
    // general
    name: text('name').notNull(),
    status: text('status', { enum: ['draft', 'active', 'paused', 'expired', 'archived'] }).notNull(),
    currency: text('currency').notNull(),
    destinationUrl: text('destination_url').notNull(),
    previewUrl: text('preview_url'),
    descriptionHtml: text('description_html'),
    restrictions: text('restrictions'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    redirectMode: text('redirect_mode', { enum: ['redirect_302', 'meta_refresh'] }).notNull(),
    requireHttps: boolean('require_https').notNull().default(false),
    defaultConversionStatus: text('default_conversion_status', { enum: ['approved', 'pending'] }).notNull(),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    // landing pages
    deepLinksEnabled: boolean('deep_links_enabled').notNull().default(false),
    deepLinkDomains: text('deep_link_domains').array().notNull().default(sql`'{}'::text[]`),
    // targeting: one document, read whole by the tracking engine's in-memory offer cache
    targeting: jsonb('targeting').$type<OfferTargeting>().notNull(),
    // traffic filters (targeting tab): checked on every click after targeting
    blockBots: boolean('block_bots').notNull().default(true),
    blockedIps: text('blocked_ips').array().notNull().default(sql`'{}'::text[]`),
    /** A repeat click of the same visitor within the window: allowed (not unique), blocked, or sent to the fallback. */
    duplicateClickAction: text('duplicate_click_action', { enum: ['allow', 'block', 'fallback'] })
      .notNull()
      .default('allow'),
    duplicateClickWindowHours: smallint('duplicate_click_window_hours').notNull().default(24),
    // conversion tracking (general tab)
    /** Days after a click in which its conversions count. */
    attributionWindowDays: smallint('attribution_window_days').notNull().default(30),
    /** Conversions sooner than this after the click are refused as too fast. */
    minConversionSeconds: integer('min_conversion_seconds').notNull().default(0),
    /**
     * Which channels may report conversions: server postbacks only, or browser pixels and the JS
     * tag too; null = the network's default (`tenants.conversion_intake`).
     */
    conversionIntake: text('conversion_intake', { enum: ['server_only', 'server_and_browser'] }),
    /** The largest sale amount a browser channel may report; null = a browser's amount is not taken. */
    browserSaleAmountMax: money('browser_sale_amount_max'),
    /** Days after approval before a conversion is payable (0..90); null = the publisher's hold. */
    holdDays: smallint('hold_days'),
    /** The validation deadline (as on advertisers); null days = the advertiser's. */
    validationDays: smallint('validation_days'),
    validationAction: text('validation_action', { enum: ['approve', 'reject'] }),
    // schedule
    timezone: text('timezone').notNull(),
    liveFrom: timestamp('live_from', { withTimezone: true }),
    liveUntil: timestamp('live_until', { withTimezone: true }),
    dayPartingEnabled: boolean('day_parting_enabled').notNull().default(false),
    dayPartingHours: smallint('day_parting_hours').array().notNull().default(sql`'{}'::smallint[]`),
    // fallback
    fallbackStrategy: text('fallback_strategy', { enum: ['priority', 'weight'] }).notNull(),
    // permission
    visibility: text('visibility', { enum: ['public', 'approval', 'private'] }).notNull(),
    approvalQuestions: text('approval_questions').array().notNull().default(sql`'{}'::text[]`),
    terms: text('terms'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('offers_ref_key').on(table.ref),
    uniqueIndex('offers_tenant_id_key').on(table.tenantId, table.id),
    index('offers_tenant_status_created_idx').on(table.tenantId, table.status, table.createdAt),
    index('offers_tenant_advertiser_idx').on(table.tenantId, table.advertiserId),
    foreignKey({
      name: 'offers_advertiser_fk',
      columns: [table.advertiserId, table.advertiserKind],
      foreignColumns: [partners.id, partners.kind],
    }).onDelete('restrict'),
    check('offers_advertiser_kind_check', sql`${table.advertiserKind} = 'advertiser'`),
    check('offers_hold_days_check', sql`${table.holdDays} between 0 and 90`),
    check('offers_validation_check', validationCheck(table.validationDays, table.validationAction)),
  ],
);

export const offerCategoryLinks = pgTable(
  'offer_category_links',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => offerCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.offerId, table.categoryId] }),
    index('offer_category_links_category_idx').on(table.categoryId),
  ],
);

/** Conversion events with their default payout (to the publisher) and revenue (from the advertiser). */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    isBase: boolean('is_base').notNull().default(false),
    allowDuplicates: boolean('allow_duplicates').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    /** null: the offer's default conversion status. */
    defaultStatus: text('default_status', { enum: ['approved', 'pending'] }),
    position: integer('position').notNull(),
    payoutType: text('payout_type', { enum: PAYOUT_TYPES }).notNull().default('cpa'),
    payoutAmount: money('payout_amount'),
    payoutPercent: percent('payout_percent'),
    revenueType: text('revenue_type', { enum: PAYOUT_TYPES }).notNull().default('cpa'),
    revenueAmount: money('revenue_amount'),
    revenuePercent: percent('revenue_percent'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('offer_events_offer_key_key').on(table.offerId, table.key),
    uniqueIndex('offer_events_one_base_key').on(table.offerId).where(sql`${table.isBase}`),
  ],
);

export const offerPayoutOverrides = pgTable(
  'offer_payout_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => offerEvents.id, { onDelete: 'restrict' }),
    publisherId: uuid('publisher_id').notNull(),
    publisherKind: text('publisher_kind').notNull().default('publisher'),
    country: text('country'),
    payoutType: text('payout_type', { enum: PAYOUT_TYPES }).notNull(),
    payoutAmount: money('payout_amount'),
    payoutPercent: percent('payout_percent'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('offer_payout_overrides_offer_idx').on(table.offerId),
    index('offer_payout_overrides_publisher_idx').on(table.publisherId),
    ...publisherReference('offer_payout_overrides', table),
  ],
);

export const offerLandingPages = pgTable(
  'offer_landing_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The page's number in tracking links (`lp=17`): short where the id is 36 characters, and kept
     * when the page is edited (the tab keeps rows by id), so a link naming it keeps working.
     */
    ref: integer('ref').generatedAlwaysAsIdentity({ startWith: 1 }).notNull(),
    tenantId: tenantId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    previewUrl: text('preview_url'),
    status: text('status', { enum: ['active', 'paused'] }).notNull(),
    weight: smallint('weight').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('offer_landing_pages_offer_idx').on(table.offerId)],
);

export const offerCaps = pgTable(
  'offer_caps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    metric: text('metric', { enum: ['clicks', 'conversions', 'payout', 'revenue'] }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month', 'lifetime'] }).notNull(),
    timezone: text('timezone').notNull(),
    scope: text('scope', { enum: ['offer', 'each_publisher', 'publisher'] }).notNull(),
    publisherId: uuid('publisher_id'),
    publisherKind: text('publisher_kind').notNull().default('publisher'),
    eventId: uuid('event_id').references(() => offerEvents.id, { onDelete: 'restrict' }),
    limitValue: numeric('limit_value', { precision: 14, scale: 2 }).notNull(),
    action: text('action', { enum: ['fallback', 'pending', 'reject', 'pause'] }).notNull(),
    alertPercent: smallint('alert_percent'),
    visibleToPublishers: boolean('visible_to_publishers').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('offer_caps_offer_idx').on(table.offerId),
    ...publisherReference('offer_caps', table),
    check(
      'offer_caps_scope_publisher_check',
      sql`(${table.scope} = 'publisher') = (${table.publisherId} is not null)`,
    ),
  ],
);

/** Status or payout changes that apply themselves at `run_at` (see modules/offers/scheduler). */
export const offerScheduledChanges = pgTable(
  'offer_scheduled_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: ['status', 'payout'] }).notNull(),
    status: text('status', { enum: ['draft', 'active', 'paused', 'expired', 'archived'] }),
    eventId: uuid('event_id').references(() => offerEvents.id, { onDelete: 'restrict' }),
    payoutType: text('payout_type', { enum: PAYOUT_TYPES }),
    payoutAmount: money('payout_amount'),
    payoutPercent: percent('payout_percent'),
    revenueType: text('revenue_type', { enum: PAYOUT_TYPES }),
    revenueAmount: money('revenue_amount'),
    revenuePercent: percent('revenue_percent'),
    state: text('state', { enum: ['pending', 'applied', 'failed'] })
      .notNull()
      .default('pending'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('offer_scheduled_changes_offer_idx').on(table.offerId),
    index('offer_scheduled_changes_due_idx').on(table.runAt).where(sql`${table.state} = 'pending'`),
  ],
);

export const offerFallbacks = pgTable(
  'offer_fallbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['url', 'offer'] }).notNull(),
    url: text('url'),
    targetOfferId: uuid('target_offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    weight: smallint('weight').notNull(),
    reasons: text('reasons').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [
    index('offer_fallbacks_offer_idx').on(table.offerId),
    check(
      'offer_fallbacks_target_check',
      sql`(${table.kind} = 'url' and ${table.url} is not null) or (${table.kind} = 'offer' and ${table.targetOfferId} is not null)`,
    ),
  ],
);

/** One publisher's access to one offer: a request they made or an entry staff set. */
export const offerAccess = pgTable(
  'offer_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    publisherId: uuid('publisher_id').notNull(),
    publisherKind: text('publisher_kind').notNull().default('publisher'),
    status: text('status', { enum: ['approved', 'pending', 'rejected', 'blocked'] }).notNull(),
    reason: text('reason'),
    answers: jsonb('answers').$type<Array<{ question: string; answer: string }>>().notNull().default([]),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('offer_access_offer_publisher_key').on(table.offerId, table.publisherId),
    index('offer_access_tenant_status_idx').on(table.tenantId, table.status, table.updatedAt),
    index('offer_access_publisher_idx').on(table.publisherId),
    ...publisherReference('offer_access', table),
  ],
);

export const creatives = pgTable(
  'creatives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['banner', 'text_link', 'html', 'email'] }).notNull(),
    status: text('status', { enum: ['active', 'paused'] }).notNull(),
    downloadable: boolean('downloadable').notNull().default(true),
    landingPageId: uuid('landing_page_id').references(() => offerLandingPages.id, { onDelete: 'set null' }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'restrict' }),
    width: integer('width'),
    height: integer('height'),
    linkText: text('link_text'),
    html: text('html'),
    emailSubject: text('email_subject'),
    emailFromName: text('email_from_name'),
    emailBody: text('email_body'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('creatives_tenant_created_idx').on(table.tenantId, table.createdAt),
    index('creatives_offer_idx').on(table.offerId),
    check('creatives_banner_file_check', sql`${table.type} <> 'banner' or ${table.fileId} is not null`),
  ],
);

/**
 * Every change of an offer's status and who or what made it (docs/offers.md "Statuses"): a staff
 * member (`changed_by`), a cap with action `pause` that filled (`cap_id`), a scheduled change
 * (`schedule`) or the end of the live window (`live_window`). A row is written in the transaction
 * that changes the status, and only when it did change, so one pause is one row.
 */
export const offerStatusChanges = pgTable(
  'offer_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ['draft', 'active', 'paused', 'expired', 'archived'] }).notNull(),
    toStatus: text('to_status', { enum: ['draft', 'active', 'paused', 'expired', 'archived'] }).notNull(),
    cause: text('cause', { enum: ['staff', 'cap', 'schedule', 'live_window', 'credit'] }).notNull(),
    /** Kept when the user goes: the history stays, without a name. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The cap that paused the offer; null once the cap is removed (the cause stays `cap`). */
    capId: uuid('cap_id').references(() => offerCaps.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('offer_status_changes_offer_idx').on(table.offerId, table.changedAt)],
);

/**
 * An offer's change history (docs/offers.md "History"): a row per save that changed the offer,
 * written in the save's transaction while the offer row is locked, so versions are numbered
 * without gaps or repeats. `snapshot` is the whole offer after the save (what a revert returns to).
 */
export const offerVersions = pgTable(
  'offer_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    part: text('part', { enum: OFFER_VERSION_PARTS }).notNull(),
    /** Kept when the user goes: the history stays, without a name. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').$type<OfferChange[]>().notNull(),
    snapshot: jsonb('snapshot').$type<Offer>().notNull(),
    /** A revert's version: the version whose offer it restored. */
    revertedTo: integer('reverted_to'),
  },
  (table) => [uniqueIndex('offer_versions_offer_version_idx').on(table.offerId, table.version)],
);
