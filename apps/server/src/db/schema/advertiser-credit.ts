import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from './partners';
import { tenantId } from './tenant-column';
import { users } from './users';

/*
 * Advertiser credit control (docs/money.md "Credit control"): one row per advertiser under
 * control, and the prepayments a prepaid advertiser sent. Every amount is in `currency`, the
 * advertiser's.
 */

export const advertiserCredit = pgTable(
  'advertiser_credit',
  {
    advertiserId: uuid('advertiser_id')
      .primaryKey()
      .references(() => partners.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    mode: text('mode', { enum: ['credit_limit', 'prepaid'] }).notNull(),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }),
    currency: text('currency').notNull(),
    warnPercent: integer('warn_percent').notNull(),
    atLimit: text('at_limit', { enum: ['warn', 'pause'] }).notNull(),
    /** The state the last check found (`checkAdvertiserCredit`): what changes are measured against. */
    state: text('state', { enum: ['ok', 'warning', 'limit'] })
      .notNull()
      .default('ok'),
    stateSince: timestamp('state_since', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('advertiser_credit_tenant_idx').on(table.tenantId),
    check(
      'advertiser_credit_limit_check',
      sql`(${table.mode} = 'credit_limit') = (${table.creditLimit} is not null)`,
    ),
    check('advertiser_credit_warn_check', sql`${table.warnPercent} between 1 and 100`),
  ],
);

export const advertiserPrepayments = pgTable(
  'advertiser_prepayments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('advertiser_prepayments_advertiser_idx').on(table.advertiserId, table.receivedOn),
    check('advertiser_prepayments_amount_check', sql`${table.amount} > 0`),
  ],
);
