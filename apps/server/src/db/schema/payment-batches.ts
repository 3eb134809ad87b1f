import { PAYMENT_BATCH_STATUSES, PAYMENT_ITEM_STATUSES } from '@affnet/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, moneyTotal } from './event-columns';
import { invoicePayments, invoices } from './invoices';
import { paymentMethods } from './money-settings';
import { partners } from './partners';
import { tenantId } from './tenant-column';
import { users } from './users';

/*
 * Payment batches (docs/money.md "Payments"): issued publisher invoices paid together, for one
 * payment method and currency. An invoice is in at most one live item (pending, or paid), so two
 * batches never pay it twice; a failed item frees it for the next batch.
 */

export const paymentBatches = pgTable(
  'payment_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    /** "PB-00007", taken from the network's sequence when the batch is made. */
    number: text('number').notNull(),
    status: text('status', { enum: PAYMENT_BATCH_STATUSES }).notNull().default('draft'),
    /** Restrict: a method a batch paid through is disabled, not deleted. */
    paymentMethodId: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    /** The cut-off: invoices issued on or before this day (network time zone). */
    issuedUntil: date('issued_until', { mode: 'string' }).notNull(),
    /** The items' amounts summed, in `currency`. */
    total: moneyTotal('total'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_batches_number_key').on(table.tenantId, table.number),
    index('payment_batches_tenant_idx').on(table.tenantId, table.createdAt),
    check(
      'payment_batches_approved_check',
      sql`(${table.status} in ('draft', 'cancelled')) or ${table.approvedAt} is not null`,
    ),
  ],
);

export const paymentBatchItems = pgTable(
  'payment_batch_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => paymentBatches.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    /** What was outstanding on the invoice when the batch was made, in the batch's currency. */
    amount: money('amount').notNull(),
    status: text('status', { enum: PAYMENT_ITEM_STATUSES }).notNull().default('pending'),
    /** The partner's payment details as they were when the batch was made: the file pays these. */
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    failureReason: text('failure_reason'),
    /** The invoice payment this item wrote when marked paid (the payment's allocation). */
    invoicePaymentId: uuid('invoice_payment_id').references(() => invoicePayments.id, {
      onDelete: 'set null',
    }),
    settledBy: uuid('settled_by').references(() => users.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_batch_items_batch_idx').on(table.batchId),
    // One live item per invoice: pending or paid in a batch not cancelled (a cancelled batch deletes its items).
    uniqueIndex('payment_batch_items_live_invoice_key')
      .on(table.invoiceId)
      .where(sql`${table.status} <> 'failed'`),
    check('payment_batch_items_amount_check', sql`${table.amount} > 0`),
    check('payment_batch_items_paid_check', sql`(${table.status} = 'paid') = (${table.paidOn} is not null)`),
    check(
      'payment_batch_items_failed_check',
      sql`(${table.status} = 'failed') = (${table.failureReason} is not null)`,
    ),
  ],
);
