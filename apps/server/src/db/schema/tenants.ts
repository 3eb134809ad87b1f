import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** One network running affnet under its own brand and domains. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    logoUrl: text('logo_url'),
    faviconUrl: text('favicon_url'),
    supportEmail: text('support_email'),
    brandColor: text('brand_color'),
    defaultCurrency: text('default_currency').notNull().default('USD'),
    timezone: text('timezone').notNull().default('UTC'),
    /** The tenant that serves localhost and hosts no other tenant claims. Exactly one. */
    isDefault: boolean('is_default').notNull().default(false),
    publisherRegistrationOpen: boolean('publisher_registration_open').notNull().default(true),
    advertiserRegistrationOpen: boolean('advertiser_registration_open').notNull().default(true),
    autoApprovePublishers: boolean('auto_approve_publishers').notNull().default(false),
    autoApproveAdvertisers: boolean('auto_approve_advertisers').notNull().default(false),
    /** Offers' default conversion channels (setting/advertiser): server postbacks only, or browsers too. */
    conversionIntake: text('conversion_intake', { enum: ['server_only', 'server_and_browser'] })
      .notNull()
      .default('server_only'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tenants_slug_key').on(table.slug),
    uniqueIndex('tenants_single_default_key').on(table.isDefault).where(sql`${table.isDefault}`),
  ],
);

/** Host names a tenant answers on: its panel and its tracking domains. */
export const tenantDomains = pgTable(
  'tenant_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    kind: text('kind', { enum: ['panel', 'tracking'] })
      .notNull()
      .default('panel'),
    /** Tracking domains: the one new tracking links use (at most one per network). */
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * What the network publishes in a TXT record to prove it controls the name (docs/settings.md,
     * "Domains"): random per row, so a record left behind by an earlier claim proves nothing.
     */
    verificationToken: text('verification_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** When the network proved control of the name; until then the host routes to no network. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tenant_domains_host_key').on(table.host),
    index('tenant_domains_tenant_idx').on(table.tenantId),
    uniqueIndex('tenant_domains_single_default_key').on(table.tenantId).where(sql`${table.isDefault}`),
  ],
);
