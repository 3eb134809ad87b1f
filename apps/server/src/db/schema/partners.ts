import type { RegistrationAnswer } from '@affnet/contracts';
import { type AnyColumn, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/** A validation deadline's two columns: none, or 1 to 365 days with what happens then. */
export const validationCheck = (days: AnyColumn, action: AnyColumn) =>
  sql`(${days} is null and ${action} is null) or (${days} between 1 and 365 and ${action} in ('approve', 'reject'))`;

/**
 * Advertisers and publishers. A partner is one sign-in account (`user_id`; the account status is
 * the partner status) plus this business profile. One table for both kinds keeps listing, bulk
 * status changes and search to one code path; kind-only columns are null for the other kind.
 * Offers reference (id, kind) so the database itself refuses a publisher as an offer's advertiser.
 */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['advertiser', 'publisher'] }).notNull(),
    /** The short number people and tracking links use (unique across the installation). */
    ref: integer('ref').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    phone: text('phone'),
    website: text('website'),
    country: text('country'),
    currency: text('currency').notNull().default('USD'),
    timezone: text('timezone').notNull().default('UTC'),
    accountManagerId: uuid('account_manager_id').references(() => users.id, { onDelete: 'set null' }),
    statusReason: text('status_reason'),
    notes: text('notes'),
    taxId: text('tax_id'),
    /** Advertisers: secret sent with server postbacks (DESIGN §5); rotated from the view page. */
    conversionToken: text('conversion_token'),
    /** Advertisers: addresses/CIDRs postbacks may come from; empty = any. */
    ipAllowlist: text('ip_allowlist').array().notNull().default(sql`'{}'::text[]`),
    /** Publishers: where their traffic comes from. */
    trafficSources: text('traffic_sources').array().notNull().default(sql`'{}'::text[]`),
    messenger: text('messenger'),
    messengerHandle: text('messenger_handle'),
    /** Publishers: the key that signs our postbacks to them (shown to them, rotatable); made on first use. */
    postbackSecret: text('postback_secret'),
    /** Publishers: days after approval before a conversion is payable (0..90) unless its offer says; null = 0. */
    holdDays: smallint('hold_days'),
    /**
     * Publishers: their own minimum payout, in their currency (`currency`); an invoice is issued
     * only once it reaches both this and their payout method's (docs/money.md). Null = the method's.
     */
    minimumPayout: numeric('minimum_payout', { precision: 14, scale: 2 }),
    /**
     * Publishers: when they accepted the network's self-billing agreement (docs/money.md
     * "Self-billing"): the network issues their invoices on their behalf. Null = not accepted.
     */
    selfBillingAcceptedAt: timestamp('self_billing_accepted_at', { withTimezone: true }),
    /**
     * Advertisers: days after a conversion in which they decide it (1..365) unless its offer says;
     * past them a pending conversion gets `validation_action`. Null = no deadline (docs/money.md).
     */
    validationDays: smallint('validation_days'),
    validationAction: text('validation_action', { enum: ['approve', 'reject'] }),
    /** Answers to the network's extra sign-up questions (setting/registration-form), with their labels then. */
    registrationAnswers: jsonb('registration_answers').$type<RegistrationAnswer[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partners_user_key').on(table.userId),
    uniqueIndex('partners_id_kind_key').on(table.id, table.kind),
    uniqueIndex('partners_ref_key').on(table.ref),
    index('partners_tenant_kind_created_idx').on(table.tenantId, table.kind, table.createdAt),
    check(
      'partners_advertiser_token_check',
      sql`${table.kind} <> 'advertiser' or ${table.conversionToken} is not null`,
    ),
    check('partners_minimum_payout_check', sql`${table.minimumPayout} >= 0`),
    check('partners_hold_days_check', sql`${table.holdDays} between 0 and 90`),
    check('partners_validation_check', validationCheck(table.validationDays, table.validationAction)),
  ],
);
