import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { conversions } from './conversions';
import { offers, publisherReference } from './offers';
import { tenants } from './tenants';
import { users } from './users';

/*
 * Postbacks from us to publishers (docs/tracking.md "Publisher postbacks"): what a publisher (or
 * staff for them) asked to be called, and each call, which is both the outbox the delivery worker
 * claims rows from and the log the screens show.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const publisherPostbacks = pgTable(
  'publisher_postbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    publisherId: uuid('publisher_id').notNull(),
    publisherKind: text('publisher_kind').notNull().default('publisher'),
    /** Null: every offer the publisher runs (a global postback). */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    /** Null: every event of the offer(s) the publisher may see. */
    eventKey: text('event_key'),
    /** Conversion statuses that fire it. */
    statuses: text('statuses').array().notNull().default(sql`'{approved}'::text[]`),
    method: text('method', { enum: ['GET', 'POST'] }).notNull(),
    url: text('url').notNull(),
    /** POST only: the body template (macros filled, form or JSON as the publisher wrote it). */
    body: text('body'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('publisher_postbacks_publisher_idx').on(table.tenantId, table.publisherId),
    ...publisherReference('publisher_postbacks', table),
  ],
);

export const postbackDeliveries = pgTable(
  'postback_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    postbackId: uuid('postback_id').references(() => publisherPostbacks.id, { onDelete: 'set null' }),
    publisherId: uuid('publisher_id').notNull(),
    conversionId: uuid('conversion_id').references(() => conversions.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id'),
    eventKey: text('event_key'),
    /** The conversion status this call reports. */
    conversionStatus: text('conversion_status').notNull(),
    method: text('method', { enum: ['GET', 'POST'] }).notNull(),
    url: text('url').notNull(),
    body: text('body'),
    state: text('state', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastAttemptAt: at('last_attempt_at'),
    responseStatus: smallint('response_status'),
    /** The first bytes of the answer, for the log. */
    responseBody: text('response_body'),
    /** Why the last attempt failed: timeout, refused destination (ssrf_refused), network error. */
    error: text('error'),
    isTest: boolean('is_test').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('postback_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
    index('postback_deliveries_tenant_time_idx').on(table.tenantId, table.createdAt),
    index('postback_deliveries_publisher_time_idx').on(table.tenantId, table.publisherId, table.createdAt),
  ],
);
