import type { DemoAccount } from '@affnet/contracts';
import type { Config } from './config/env';
import type { Database } from './db/client';
import type { EventStore } from './events/index';
import type { FileStore } from './lib/file-store';
import type { Mailer } from './lib/mailer';
import type { ReportThreads } from './lib/report-threads';
import type { TenantResolver } from './tenancy/index';

/** What route modules receive: passed in explicitly, so tests can swap any of it. */
export type AppDeps = {
  config: Config;
  db: Database;
  /** Heavy reads (reports, exports, dashboards): their own small pool on PostgreSQL; `db` when absent. */
  reportDb?: Database;
  /** PostgreSQL: the threads heavy reads run in, off the click path's event loop; absent = inline. */
  reportThreads?: ReportThreads;
  /** Uploaded bytes (thumbnails, creatives). */
  files: FileStore;
  mailer: Mailer;
  tenants: TenantResolver;
  /** Demo mode only: the accounts the default network's login page lists (server.ts loads them). */
  demoAccounts?: readonly DemoAccount[];
  /** Event data (clicks and rollups) behind its one door (src/events). */
  events: EventStore;
};
