import {
  INVOICE_ADJUSTMENT_REASONS,
  INVOICE_HISTORY_ACTIONS,
  INVOICE_KINDS,
  INVOICE_LINE_KINDS,
  INVOICE_STATUSES,
  TAX_RATE_KINDS,
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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, moneyTotal } from './event-columns';
import { files } from './files';
import { taxRates } from './money-settings';
import { offers } from './offers';
import { partners } from './partners';
import { tenantId } from './tenant-column';
import { users } from './users';

/*
 * The money ledger (docs/money.md): invoices to publishers and advertisers and their lines. A
 * billed conversion points at the one invoice it went into (`conversions.publisher_invoice_id`),
 * so it is never billed twice.
 */

/**
 * One invoice per partner, currency and kind. A draft has no number (it is taken when the invoice
 * is issued) and at most one draft is open per partner, currency and kind: generation adds to it.
 * The period is [period_start, period_end) in dates of the network's time zone.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    partnerId: uuid('partner_id').notNull(),
    partnerKind: text('partner_kind', { enum: INVOICE_KINDS }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** Null while a draft; the network's next number when issued. */
    number: text('number'),
    /** The lines' sum, in `currency`. */
    subtotal: moneyTotal('subtotal'),
    /** What the partner is paid (or owes), in `currency`: the subtotal plus its taxes (`invoice_taxes`). */
    total: moneyTotal('total'),
    /**
     * EU reverse charge (docs/money.md "Tax"): both parties VAT-registered in different EU
     * countries, so no tax is added and the invoice says who accounts for it.
     */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** The payments recorded against it, summed (`invoice_payments`). */
    paid: moneyTotal('paid'),
    /** Set when issued: the day (network time zone), the due day from the terms, who and when. */
    issuedOn: date('issued_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when voided; an issued invoice voided gets a credit note numbered in its own sequence. */
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    creditNoteNumber: text('credit_note_number'),
    /**
     * When the publisher asked to be paid (docs/money.md "Payout requests"): set on its open
     * drafts by the request, kept once issued; null for a draft the network made on its own.
     */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    /**
     * Kept from the partner (docs/money.md "Hidden from the advertiser"): an advertiser's invoice
     * the network settles outside affnet is not on the advertiser's invoice screens and is never
     * e-mailed to it. Only an advertiser's: a publisher always sees what it is paid.
     */
    hiddenFromPartner: boolean('hidden_from_partner').notNull().default(false),
    /**
     * Converted to the partner's currency when issued (docs/money.md "Converted invoices"): 1
     * `currency` = `converted_rate` `converted_currency`, the rates of `converted_on` (the issue
     * day), and the total at that rate. All four or none; the invoice's own amounts stay as billed.
     */
    convertedCurrency: text('converted_currency'),
    convertedRate: numeric('converted_rate', { precision: 18, scale: 8 }),
    convertedOn: date('converted_on', { mode: 'string' }),
    convertedTotal: numeric('converted_total', { precision: 14, scale: 2 }),
    /**
     * The network's logo when the invoice was issued (docs/money.md "PDF"): its PDF keeps printing
     * it after the logo is replaced. The key (checked at the end of each statement, so a network deleted whole goes) keeps the file: a replaced logo an issued invoice
     * prints is not deleted (`removeStoredFile`).
     */
    logoFileId: uuid('logo_file_id').references(() => files.id),
    /** What the PDF prints about who and how, frozen when issued (modules/invoices/pdf). */
    document: jsonb('document'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'invoices_partner_fk',
      columns: [table.partnerId, table.partnerKind],
      foreignColumns: [partners.id, partners.kind],
    }),
    uniqueIndex('invoices_one_draft_key')
      .on(table.tenantId, table.partnerId, table.partnerKind, table.currency)
      .where(sql`${table.status} = 'draft'`),
    uniqueIndex('invoices_number_key')
      .on(table.tenantId, table.number)
      .where(sql`${table.number} is not null`),
    index('invoices_tenant_status_idx').on(table.tenantId, table.partnerKind, table.status, table.createdAt),
    check('invoices_period_check', sql`${table.periodStart} < ${table.periodEnd}`),
    uniqueIndex('invoices_credit_note_number_key')
      .on(table.tenantId, table.creditNoteNumber)
      .where(sql`${table.creditNoteNumber} is not null`),
    check('invoices_number_check', sql`(${table.status} = 'draft') = (${table.number} is null)`),
    check('invoices_issued_check', sql`(${table.status} = 'draft') = (${table.issuedOn} is null)`),
    check('invoices_document_check', sql`(${table.status} = 'draft') = (${table.document} is null)`),
    check('invoices_void_check', sql`(${table.status} = 'void') = (${table.voidReason} is not null)`),
    check(
      'invoices_converted_check',
      sql`(${table.convertedCurrency} is null) = (${table.convertedRate} is null) and (${table.convertedRate} is null) = (${table.convertedOn} is null) and (${table.convertedOn} is null) = (${table.convertedTotal} is null)`,
    ),
    check(
      'invoices_hidden_check',
      sql`not ${table.hiddenFromPartner} or ${table.partnerKind} = 'advertiser'`,
    ),
    check(
      'invoices_paid_check',
      // A draft's total may be negative (reversals); payments never exceed the total.
      sql`${table.paid} >= 0 and (${table.paid} = 0 or ${table.paid} <= ${table.total})`,
    ),
  ],
);

/**
 * An invoice's lines: one `conversions` line per offer and event (quantity = conversions, amount =
 * their summed payout or revenue), and `adjustment` lines (a memo, who and when).
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INVOICE_LINE_KINDS }).notNull(),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    eventKey: text('event_key'),
    quantity: integer('quantity').notNull().default(0),
    amount: moneyTotal('amount'),
    /** The invoice's currency, kept beside each amount. */
    currency: text('currency').notNull(),
    memo: text('memo'),
    /** Why an adjustment was added (bonus, correction, chargeback); null on the lines a run makes. */
    adjustmentReason: text('adjustment_reason', { enum: INVOICE_ADJUSTMENT_REASONS }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoice_lines_invoice_idx').on(table.invoiceId),
    check('invoice_lines_quantity_check', sql`${table.quantity} >= 0`),
    check(
      'invoice_lines_adjustment_check',
      sql`(${table.kind} = 'adjustment') = (${table.adjustmentReason} is not null and ${table.memo} is not null)`,
    ),
  ],
);

/**
 * A payment recorded against an invoice (its allocation: a payment batch will write one row for
 * each invoice it settles). Amounts are in the invoice's currency.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoice_payments_invoice_idx').on(table.invoiceId),
    check('invoice_payments_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * The taxes an invoice adds (docs/money.md "Tax"): one row per tax rate of the network that
 * matches the partner when the draft was last totalled, frozen with the invoice when it is issued
 * (a later change of the rate does not rewrite it).
 */
export const invoiceTaxes = pgTable(
  'invoice_taxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    taxRateId: uuid('tax_rate_id').references(() => taxRates.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    /** The rate's kind as it was: taxes print before withholdings. */
    kind: text('kind', { enum: TAX_RATE_KINDS }).notNull().default('tax'),
    /**
     * The percent of the invoice's subtotal, rounded to the cent, in the invoice's currency;
     * negative for a withholding, which is taken off the total.
     */
    amount: moneyTotal('amount'),
    currency: text('currency').notNull(),
  },
  (table) => [index('invoice_taxes_invoice_idx').on(table.invoiceId)],
);

/** What happened to an invoice after it was made: issued, each payment, voided; who and when. */
export const invoiceHistory = pgTable(
  'invoice_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    action: text('action', { enum: INVOICE_HISTORY_ACTIONS }).notNull(),
    summary: text('summary').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoice_history_invoice_idx').on(table.invoiceId, table.at)],
);
