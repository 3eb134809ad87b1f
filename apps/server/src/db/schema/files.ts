import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * Uploaded files (offer thumbnails, creatives, later logos). The bytes live in a file store
 * (`lib/file-store.ts`: DATA_DIR/uploads today, an S3-compatible bucket later) under
 * `storage_key`; `content_type` is what the content itself proved to be, never the client's claim.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['offer_thumbnail', 'creative', 'logo'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    originalName: text('original_name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_tenant_idx').on(table.tenantId)],
);
