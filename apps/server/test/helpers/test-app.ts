import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config/env';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { createMailer, type Mailer } from '../../src/lib/mailer';
import { TenantResolver } from '../../src/modules/tenants/index';

export type TestContext = {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  tenants: TenantResolver;
};

/** Which database the API tests run on: TEST_DATABASE_URL (real PostgreSQL) or in-memory PGlite. */
export const TEST_DRIVER = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export type TestAppOptions = { env?: Record<string, string>; mailer?: Mailer };

/** Builds the real app on a fresh database connection; each test creates the rows it needs. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...options.env });
  const handle = openDatabase({
    databaseUrl: process.env.TEST_DATABASE_URL,
    pgliteDir: 'memory://',
    poolSize: 4,
  });
  if (handle.driver === 'pglite') await handle.migrate();
  const tenants = new TenantResolver(handle.db);
  const silent = { warn: () => {}, error: () => {}, info: () => {} };
  const mailer = options.mailer ?? createMailer(config.smtpUrl, config.mailFrom, silent as never);
  const app = await buildApp({ config, db: handle.db, mailer, tenants, logger: false, serveWeb: false });
  await app.ready();
  return { app, handle, config, tenants };
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
  });
  return holder;
}
