import { bigint, index, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at } from './event-columns';
import { offerCaps } from './offers';

/*
 * The tracking engine's machinery (docs/tracking.md): cap usage, the change feed its memory
 * follows, the heartbeats of the server processes and the installation's secrets.
 */

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
