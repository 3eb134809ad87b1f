import type { SmtpSecurity, SystemEmailKey } from '@affnet/contracts';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** A network's own mail server (setting/smtp); without a row the server-wide SMTP_URL sends. */
export const tenantSmtpSettings = pgTable('tenant_smtp_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  security: text('security').$type<SmtpSecurity>().notNull(),
  username: text('username'),
  /** Sealed with the installation's settings key (lib/secret-box.ts), never the password itself. */
  passwordSealed: text('password_sealed'),
  fromName: text('from_name').notNull(),
  fromEmail: text('from_email').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A network's own subject and body of a system e-mail (setting/system-email); none = the default. */
export const systemEmailTemplates = pgTable(
  'system_email_templates',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    key: text('key').$type<SystemEmailKey>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.key] })],
);
