import { uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** The network a row belongs to; the row goes when the network does. */
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
