import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config/env';
import {
  type Database,
  type DatabaseHandle,
  openDatabase,
  type ReportPoolOptions,
} from '../../src/db/client';
import { DEMO_ACCOUNTS } from '../../src/demo/index';
import type { EventStore } from '../../src/events/index';
import { createLocalFileStore, type FileStore } from '../../src/lib/file-store';
import { createMailer, type Mailer } from '../../src/lib/mailer';
import { startReportThreads } from '../../src/lib/report-threads';
import { TenantResolver } from '../../src/tenancy/index';
import { eventStoreOf } from './events';
import { settlingMailer } from './settling-mailer';

export type TestContext = {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  tenants: TenantResolver;
  /** The app's event store (src/events), for tests that write or read clicks as the app does. */
  events: EventStore;
  files: FileStore;
  /** The local file store's folder, removed when the app closes. */
  uploadsDir: string;
  /** Resolves once every e-mail the app has handed over was delivered or failed (see settling-mailer.ts). */
  mailsSettled: () => Promise<void>;
};

/** Which database the API tests run on: TEST_DATABASE_URL (real PostgreSQL) or in-memory PGlite. */
export const TEST_DRIVER = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export type TestEnv = Record<string, string>;

/**
 * `env` may be a function, read when the app starts (in beforeAll), for values only known then,
 * e.g. the URL of an SMTP capture started in an earlier beforeAll.
 */
export type TestAppOptions = {
  env?: TestEnv | (() => TestEnv);
  mailer?: Mailer;
  /** Fastify's logger (off unless a test reads what is logged). */
  logger?: BuildAppOptions['logger'];
  /** Sees the SQL of every statement the app's database connection sends. */
  onQuery?: (query: string) => void;
  /** The click engine's parts a test supplies (a collecting click sink, seeded randomness). */
  clicks?: Pick<BuildAppOptions, 'clickSink' | 'capCounters' | 'clickRandom' | 'trackingPollMs'>;
  /** PostgreSQL: run heavy reads in report threads, as server.ts does (ignored on PGlite). */
  reportThreads?: boolean;
};

/** A fresh connection to the test database (a migrated PGlite of its own, or TEST_DATABASE_URL). */
export async function openTestDatabase(
  onQuery?: (query: string) => void,
  reportPool?: ReportPoolOptions,
): Promise<DatabaseHandle> {
  const snapshotFile = process.env.TEST_DATABASE_URL ? null : inject('pgliteSnapshotFile');
  const handle = openDatabase({
    databaseUrl: process.env.TEST_DATABASE_URL,
    pgliteDir: 'memory://',
    pgliteSnapshot: snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined,
    poolSize: 4,
    reportPool,
    onQuery,
  });
  if (handle.driver === 'pglite') await handle.migrate();
  return handle;
}

/**
 * Runs a schema change a test needs (a trigger that makes a write fail) as the database's owner:
 * on PostgreSQL the tests' own role may not change the schema when `npm test` names an owner
 * role (TEST_MIGRATION_DATABASE_URL, docs/ARCHITECTURE.md "A least-privilege database role").
 */
export async function asSchemaOwner<T>(
  handle: DatabaseHandle,
  change: (db: Database) => Promise<T>,
): Promise<T> {
  const ownerUrl = process.env.TEST_MIGRATION_DATABASE_URL;
  if (!ownerUrl || handle.driver !== 'postgres') return change(handle.db);
  const owner = openDatabase({ databaseUrl: ownerUrl, poolSize: 1 });
  try {
    return await change(owner.db);
  } finally {
    await owner.close();
  }
}

/** Builds the real app on a fresh database connection; each test creates the rows it needs. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const env = typeof options.env === 'function' ? options.env() : options.env;
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const reportPool = { size: config.reportConcurrency.overall, statementTimeoutMs: config.reportTimeoutMs };
  const handle = await openTestDatabase(options.onQuery, reportPool);
  const reportThreads =
    options.reportThreads && process.env.TEST_DATABASE_URL
      ? startReportThreads({ databaseUrl: process.env.TEST_DATABASE_URL, ...reportPool })
      : undefined;
  const tenants = new TenantResolver(handle.db);
  const silent = { warn: () => {}, error: () => {}, info: () => {} };
  const mailer = settlingMailer(
    options.mailer ?? createMailer(config.smtpUrl, config.mailFrom, silent as never),
  );
  const uploadsDir = mkdtempSync(join(tmpdir(), 'affnet-uploads-'));
  const files = createLocalFileStore(uploadsDir);
  const events = eventStoreOf(handle.db);
  const app = await buildApp({
    config,
    db: handle.db,
    reportDb: handle.reportDb,
    reportThreads,
    events,
    files,
    mailer,
    tenants,
    logger: options.logger ?? false,
    serveWeb: false,
    // As server.ts does in demo mode (DEMO=1).
    demoAccounts: config.demo ? DEMO_ACCOUNTS : undefined,
    ...options.clicks,
  });
  if (reportThreads) app.addHook('onClose', () => reportThreads.close());
  await app.ready();
  return { app, handle, config, tenants, events, files, uploadsDir, mailsSettled: mailer.settled };
}

/** One app per test file: `const ctx = useTestApp();` then `ctx.current.app` inside tests. */
export function useTestApp(options: TestAppOptions = {}): { current: TestContext } {
  const holder = {} as { current: TestContext };
  beforeAll(async () => {
    holder.current = await startTestApp(options);
  });
  afterAll(async () => {
    await holder.current?.app.close();
    await holder.current?.handle.close();
    if (holder.current) rmSync(holder.current.uploadsDir, { recursive: true, force: true });
  });
  return holder;
}
