import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/** `setting/company`: the network's legal identity and bank details, printed on its invoices. */
export const tenantCompany = pgTable('tenant_company', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  postalCode: text('postal_code'),
  region: text('region'),
  country: text('country').notNull(),
  taxNumber: text('tax_number'),
  registrationNumber: text('registration_number'),
  bankName: text('bank_name'),
  bankAccountHolder: text('bank_account_holder'),
  bankAccount: text('bank_account'),
  bankBic: text('bank_bic'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * `setting/publisher` and `setting/advertiser`, beyond the sign-up switches kept on `tenants`
 * (the registration module reads those): who manages new partners, their payment terms, and
 * the welcome their dashboard shows. No row means the defaults.
 */
export const tenantPartnerSettings = pgTable(
  'tenant_partner_settings',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['advertiser', 'publisher'] }).notNull(),
    defaultAccountManagerId: uuid('default_account_manager_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    welcomeMessage: text('welcome_message'),
    /**
     * Publishers' row: the network's hold, for conversions whose offer and publisher set none
     * (docs/money.md "Hold"). Unused on the advertisers' row.
     */
    holdDays: smallint('hold_days').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.kind] }),
    check('tenant_partner_settings_terms_check', sql`${table.paymentTermsDays} > 0`),
    check('tenant_partner_settings_hold_days_check', sql`${table.holdDays} between 0 and 90`),
  ],
);
