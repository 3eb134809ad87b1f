import type { Config } from './config/env';
import type { Database } from './db/client';
import type { Mailer } from './lib/mailer';
import type { TenantResolver } from './modules/tenants/index';

/** What route modules receive: passed in explicitly, so tests can swap any of it. */
export type AppDeps = {
  config: Config;
  db: Database;
  mailer: Mailer;
  tenants: TenantResolver;
};
