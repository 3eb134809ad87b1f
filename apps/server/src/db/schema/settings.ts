import type {
  RegistrationAudience,
  RegistrationFieldKind,
  SettingArea,
  SettingFieldChange,
} from '@affnet/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/** The extra questions of a network's sign-up forms (setting/registration-form), in order. */
export const registrationFields = pgTable(
  'registration_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    audience: text('audience').$type<RegistrationAudience>().notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    kind: text('kind').$type<RegistrationFieldKind>().notNull(),
    required: boolean('required').notNull().default(false),
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    helpText: text('help_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('registration_fields_tenant_audience_idx').on(table.tenantId, table.audience, table.position),
  ],
);
