import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, money, moneyTotal, visitorColumns } from './event-columns';
import { invoices } from './invoices';
import { offerEvents, offers } from './offers';
import { tenants } from './tenants';
import { users } from './users';

/*
 * Conversions (docs/tracking.md "Conversions"): the system of record for money, in PostgreSQL
 * whichever store holds the events; their status history and every advertiser call with its result.
 */

const CONVERSION_STATUSES = ['pending', 'approved', 'rejected'] as const;

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
    /**
     * The FX snapshot (docs/money.md "Currency"): 1 `currency` = `fx_rate` `fx_base` (the network's
     * default currency then), the rate in force when the conversion was recorded; null when the
     * network had no rate for the currency yet.
     */
    fxBase: text('fx_base'),
    fxRate: numeric('fx_rate', { precision: 18, scale: 8 }),
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
    /** When it last became approved (null while not approved): the basis date of billing (docs/money.md). */
    approvedAt: at('approved_at'),
    /** The publisher invoice it was billed on; set once, by draft generation (docs/money.md). */
    publisherInvoiceId: uuid('publisher_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /**
     * The publisher invoice that took its payout back: set when a conversion billed on an issued
     * invoice stops being approved, by the next run (a negative line on the next invoice).
     */
    publisherReversalInvoiceId: uuid('publisher_reversal_invoice_id').references(() => invoices.id, {
      onDelete: 'set null',
    }),
    /** The advertiser invoice its revenue was billed on; set once, by draft generation. */
    advertiserInvoiceId: uuid('advertiser_invoice_id').references(() => invoices.id, {
      onDelete: 'set null',
    }),
    /** The advertiser invoice that credited its revenue back (rejected after billing). */
    advertiserReversalInvoiceId: uuid('advertiser_reversal_invoice_id').references(() => invoices.id, {
      onDelete: 'set null',
    }),
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
    // What credit control reads (modules/advertiser-credit): an advertiser's revenue not billed yet.
    index('conversions_advertiser_open_idx')
      .on(table.tenantId, table.advertiserId)
      .where(
        sql`${table.status} in ('pending', 'approved') and not ${table.isTest} and ${table.advertiserInvoiceId} is null`,
      ),
    // What the validation deadline job reads (modules/conversions/validation-deadline.ts).
    index('conversions_pending_idx').on(table.convertedAt).where(sql`${table.status} = 'pending'`),
    // What publisher draft generation reads: approved, non-test conversions not billed yet.
    index('conversions_unbilled_publisher_idx')
      .on(table.tenantId, table.approvedAt)
      .where(
        sql`${table.status} = 'approved' and not ${table.isTest} and ${table.publisherInvoiceId} is null`,
      ),
    index('conversions_publisher_invoice_idx')
      .on(table.publisherInvoiceId)
      .where(sql`${table.publisherInvoiceId} is not null`),
    // Billed conversions no longer approved and not reversed yet: what a run takes back. Only a
    // status change of a billed conversion enters it; the intake never does.
    index('conversions_to_reverse_idx')
      .on(table.tenantId, table.publisherId)
      .where(
        sql`${table.publisherInvoiceId} is not null and ${table.status} <> 'approved' and ${table.publisherReversalInvoiceId} is null`,
      ),
    index('conversions_publisher_reversal_idx')
      .on(table.publisherReversalInvoiceId)
      .where(sql`${table.publisherReversalInvoiceId} is not null`),
    // The same four for the advertiser side of the ledger (revenue billed to the advertiser).
    index('conversions_unbilled_advertiser_idx')
      .on(table.tenantId, table.approvedAt)
      .where(
        sql`${table.status} = 'approved' and not ${table.isTest} and ${table.advertiserInvoiceId} is null`,
      ),
    index('conversions_advertiser_invoice_idx')
      .on(table.advertiserInvoiceId)
      .where(sql`${table.advertiserInvoiceId} is not null`),
    index('conversions_advertiser_to_reverse_idx')
      .on(table.tenantId, table.advertiserId)
      .where(
        sql`${table.advertiserInvoiceId} is not null and ${table.status} <> 'approved' and ${table.advertiserReversalInvoiceId} is null`,
      ),
    index('conversions_advertiser_reversal_idx')
      .on(table.advertiserReversalInvoiceId)
      .where(sql`${table.advertiserReversalInvoiceId} is not null`),
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
