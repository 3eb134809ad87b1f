import {
  type PaymentField,
  type PaymentFieldChange,
  type PaymentMethodKind,
  TAX_RATE_KINDS,
  type TaxAppliesTo,
} from '@affnet/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { partners } from './partners';
import { tenantId } from './tenant-column';
import { tenants } from './tenants';
import { users } from './users';

/*
 * The money settings invoices and payouts read (docs/settings.md): payment methods and what each
 * partner chose, currencies and their rates, tax rates, invoice numbering, API keys.
 */

/** setting/payment-method. Built-in kinds have fixed fields; `custom_fields` is a custom method's. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    kind: text('kind').$type<PaymentMethodKind>().notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    minimumPayout: numeric('minimum_payout', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    customFields: jsonb('custom_fields').$type<PaymentField[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_methods_tenant_idx').on(table.tenantId)],
);

/** A partner's setting/payment: the method they chose and its details. */
export const partnerPaymentDetails = pgTable('partner_payment_details', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  /** Restrict: a method someone chose is disabled, not deleted. */
  paymentMethodId: uuid('payment_method_id')
    .notNull()
    .references(() => paymentMethods.id, { onDelete: 'restrict' }),
  details: jsonb('details').$type<Record<string, string>>().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An advertiser's setting/payment: who invoices are made out to and sent to, and the accepted
 * method they pay by, in the shape an invoice prints (the tax number is the partner's `tax_id`).
 * The (partner, kind) key refuses a publisher; a chosen method is disabled, not deleted.
 */
export const advertiserBilling = pgTable(
  'advertiser_billing',
  {
    partnerId: uuid('partner_id').primaryKey(),
    partnerKind: text('partner_kind').notNull().default('advertiser'),
    tenantId: tenantId(),
    legalName: text('legal_name').notNull(),
    contactName: text('contact_name').notNull(),
    invoiceEmail: text('invoice_email').notNull(),
    phone: text('phone'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    postalCode: text('postal_code'),
    region: text('region'),
    country: text('country').notNull(),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'restrict' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'advertiser_billing_partner_fk',
      columns: [table.partnerId, table.partnerKind],
      foreignColumns: [partners.id, partners.kind],
    }).onDelete('cascade'),
    check('advertiser_billing_partner_kind_check', sql`${table.partnerKind} = 'advertiser'`),
    index('advertiser_billing_tenant_idx').on(table.tenantId),
  ],
);

/**
 * Each change to a partner's payment settings: when, who, the method before and after, which fields
 * changed, and (in `field_changes`) their old and new values, except a secret field's (docs/settings.md).
 */
export const partnerPaymentChanges = pgTable(
  'partner_payment_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    methodName: text('method_name').notNull(),
    /** The method's name before this change; null for the partner's first choice. */
    previousMethodName: text('previous_method_name'),
    changedFields: text('changed_fields').array().notNull(),
    /** One entry per changed field; rows older than this column have none (values not recorded). */
    fieldChanges: jsonb('field_changes').$type<PaymentFieldChange[]>().notNull().default(sql`'[]'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_payment_changes_partner_at_idx').on(table.partnerId, table.at)],
);

/** setting/currency: the currencies enabled besides the default one (which always is). */
export const networkCurrencies = pgTable(
  'network_currencies',
  {
    tenantId: tenantId(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.code] })],
);

/** 1 unit of `currency` = `rate` units of the default currency, from `effective_from` on. Kept for ever. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    tenantId: tenantId(),
    currency: text('currency').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.currency, table.effectiveFrom] })],
);

/** setting/invoice-tax: tax rates invoices add. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    /** Added on the subtotal (a tax), or taken off it (a withholding): docs/money.md "Tax". */
    kind: text('kind', { enum: TAX_RATE_KINDS }).notNull().default('tax'),
    appliesTo: text('applies_to').$type<TaxAppliesTo>().notNull(),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tax_rates_tenant_idx').on(table.tenantId),
    check('tax_rates_kind_check', sql`${table.kind} in ('tax', 'withholding')`),
  ],
);

/** setting/invoice-tax: numbering, terms and texts of the network's invoices (one row a network). */
export const invoiceSettings = pgTable('invoice_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  numberPrefix: text('number_prefix').notNull().default('INV-'),
  nextNumber: integer('next_number').notNull().default(1),
  numberPadding: integer('number_padding').notNull().default(5),
  /** Credit notes (an issued invoice voided) are numbered in a sequence of their own. */
  creditNotePrefix: text('credit_note_prefix').notNull().default('CN-'),
  nextCreditNoteNumber: integer('next_credit_note_number').notNull().default(1),
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  /** Payment batches are numbered in a sequence of their own ("PB-00007"). */
  nextBatchNumber: integer('next_batch_number').notNull().default(1),
  /** A publisher whose payment details changed in the last N days is held out of batches. */
  paymentDetailsHoldDays: integer('payment_details_hold_days').notNull().default(7),
  /** A batch must be approved by someone other than who made it (four eyes). */
  batchSecondApprover: boolean('batch_second_approver').notNull().default(false),
  /** A publisher's invoice is issued only once the publisher has accepted self-billing. */
  selfBillingRequired: boolean('self_billing_required').notNull().default(false),
  /** Issuing converts an invoice in another currency than the partner's to the partner's (docs/money.md "Converted invoices"). */
  convertToPartnerCurrency: boolean('convert_to_partner_currency').notNull().default(false),
  footer: text('footer'),
  notes: text('notes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The billing screen's run settings (docs/money.md "Scheduled runs"): per network and kind of
 * partner, when periods end and how long after an end its drafts are generated, and the period
 * end of the last scheduled run (the job's claim: a period is run once). No row = by hand only.
 */
export const invoiceRunSchedules = pgTable(
  'invoice_run_schedules',
  {
    tenantId: tenantId(),
    kind: text('kind', { enum: ['publisher', 'advertiser'] }).notNull(),
    schedule: text('schedule', { enum: ['manual', 'weekly', 'semi_monthly', 'monthly'] })
      .notNull()
      .default('manual'),
    /** Weekly: the ISO weekday periods end on (1 Monday); monthly: the day of the month (1..28). */
    day: smallint('day').notNull().default(1),
    delayDays: smallint('delay_days').notNull().default(0),
    /** Publishers only: whether a publisher may ask for a payout once its balance reaches the minimum. */
    payoutRequests: boolean('payout_requests').notNull().default(false),
    lastPeriodEnd: date('last_period_end', { mode: 'string' }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.kind] }),
    check('invoice_run_schedules_day_check', sql`${table.day} between 1 and 28`),
    check('invoice_run_schedules_delay_check', sql`${table.delayDays} between 0 and 30`),
    check(
      'invoice_run_schedules_requests_check',
      sql`${table.kind} = 'publisher' or not ${table.payoutRequests}`,
    ),
  ],
);

/** setting/integration: API keys for outside services; only a SHA-256 hash of each key is kept. */
export const integrationApiKeys = pgTable(
  'integration_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    last4: text('last4').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresOn: date('expires_on', { mode: 'string' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('integration_api_keys_hash_key').on(table.keyHash),
    index('integration_api_keys_tenant_idx').on(table.tenantId, table.createdAt),
  ],
);
