import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { moneyTotal } from './event-columns';
import { offers } from './offers';
import { partners } from './partners';
import { tenants } from './tenants';
import { users } from './users';

/*
 * The money ledger (docs/money.md): invoices to publishers and advertisers and their lines. A
 * billed conversion points at the one invoice it went into (`conversions.publisher_invoice_id`),
 * so it is never billed twice.
 */

export const INVOICE_STATUSES = ['draft', 'issued', 'paid', 'void'] as const;
export const INVOICE_PARTNER_KINDS = ['publisher', 'advertiser'] as const;
export const INVOICE_LINE_KINDS = ['conversions', 'adjustment'] as const;

/**
 * One invoice per partner, currency and kind. A draft has no number (it is taken when the invoice
 * is issued) and at most one draft is open per partner, currency and kind: generation adds to it.
 * The period is [period_start, period_end) in dates of the network's time zone.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id').notNull(),
    partnerKind: text('partner_kind', { enum: INVOICE_PARTNER_KINDS }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    /** Null while a draft; the network's next number when issued. */
    number: text('number'),
    /** The lines' sum, in `currency`. */
    subtotal: moneyTotal('subtotal'),
    /** What the partner is paid (or owes), in `currency`: the subtotal until tax lines exist. */
    total: moneyTotal('total'),
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
    check('invoices_number_check', sql`(${table.status} = 'draft') = (${table.number} is null)`),
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
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
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
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoice_lines_invoice_idx').on(table.invoiceId),
    check('invoice_lines_quantity_check', sql`${table.quantity} >= 0`),
  ],
);
