import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/env';
import { openDatabase, pgliteDirFor } from './db/client';
import { seedDemo } from './db/seed/demo';
import { createMailer } from './lib/mailer';
import { ensureDefaultTenant, TenantResolver } from './modules/tenants/index';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  await database.migrate();
  if (config.demo) await seedDemo(database.db);
  await ensureDefaultTenant(
    database.db,
    { adminEmail: config.adminEmail, adminPassword: config.adminPassword },
    log,
  );

  const mailer = createMailer(config.smtpUrl, config.mailFrom, log);
  const tenants = new TenantResolver(database.db);
  const app = await buildApp({ config, db: database.db, mailer, tenants });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    mailer.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  app.log.info(`affnet is running at ${config.publicUrl ?? `http://localhost:${config.port}`} on ${where}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
