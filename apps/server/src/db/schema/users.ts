import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** A named permission set that employees carry (their "custom role"). */
export const employeeRoles = pgTable(
  'employee_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /** 'all' partners, or only those 'managed' by the employee as account manager (docs/team.md). */
    dataScope: text('data_scope', { enum: ['all', 'managed'] })
      .notNull()
      .default('all'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('employee_roles_tenant_name_key').on(table.tenantId, table.name)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Stored lower-case; unique per tenant (the same person may join two networks). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'publisher', 'advertiser', 'employee'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'rejected', 'blocked'] })
      .notNull()
      .default('active'),
    employeeRoleId: uuid('employee_role_id').references(() => employeeRoles.id, { onDelete: 'restrict' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_tenant_email_key').on(table.tenantId, table.email),
    index('users_tenant_role_idx').on(table.tenantId, table.role),
  ],
);

/**
 * The columns a user hid on each wide report table (docs/reports.md "Choosing columns"): one row
 * per user and table, none until they choose. Kept here rather than in the browser so the choice
 * follows them to any browser and device and leaves nothing behind on a shared computer.
 */
export const userReportColumns = pgTable(
  'user_report_columns',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `performance`, `conversions` or `clicks` (contracts `REPORT_TABLES`). */
    reportTable: text('report_table').notNull(),
    hidden: text('hidden').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.reportTable] })],
);
