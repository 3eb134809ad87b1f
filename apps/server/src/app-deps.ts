import type { DemoAccount } from '@affnet/contracts';
import type { Config } from './config/env';
import type { Database } from './db/client';
import type { FileStore } from './lib/file-store';
import type { Mailer } from './lib/mailer';
import type { TenantResolver } from './modules/tenants/index';

/** What route modules receive: passed in explicitly, so tests can swap any of it. */
export type AppDeps = {
  config: Config;
  db: Database;
  /** Uploaded bytes (thumbnails, creatives). */
  files: FileStore;
  mailer: Mailer;
  tenants: TenantResolver;
  /** Demo mode only: the accounts the default network's login page lists (server.ts loads them). */
  demoAccounts?: readonly DemoAccount[];
};
