import type { SettingArea, SettingFieldChange } from '@affnet/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/** Every change to a network's settings: who, when, what (the `setting/*` pages' history). */
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    area: text('area').$type<SettingArea>().notNull(),
    /** Kept when the user goes: the history stays, without a name. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    changes: jsonb('changes').$type<SettingFieldChange[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('setting_changes_tenant_area_at_idx').on(table.tenantId, table.area, table.at)],
);
