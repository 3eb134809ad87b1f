import { createRequire } from 'node:module';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/env';
import { openDatabase, pgliteDirFor } from './db/client';
import { eventStoreOn, type FilledPauseCap } from './events/index';
import { createLocalFileStore, uploadsDirFor } from './lib/file-store';
import { createMailer } from './lib/mailer';
import { startReportThreads } from './lib/report-threads';
import { startCreditChecks } from './modules/advertiser-credit/index';
import { startValidationDeadlines } from './modules/conversions/index';
import { startScheduledInvoiceRuns } from './modules/invoices/index';
import { startOfferScheduler } from './modules/offers/index';
import { createDeliveryWorker } from './modules/publisher-postbacks/index';
import { type CreatedAdmin, ensureDefaultTenant } from './modules/tenants/index';
import { pauseOfferForCap } from './offer-model/index';
import { TenantResolver } from './tenancy/index';
import { createClickPipeline } from './tracking/index';

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

/** Printed once, on purpose: there is no other way to learn a generated password. */
function printCreatedAdmin(admin: CreatedAdmin): void {
  const password = admin.generated ? admin.password : '(the ADMIN_PASSWORD you set)';
  console.log(`\n  First admin account created\n    e-mail:   ${admin.email}\n    password: ${password}\n`);
  if (admin.generated) console.log('  This password is shown only once. Change it after signing in.\n');
}

/** Readable logs on a terminal when pino-pretty is installed; JSON lines otherwise (for log shippers). */
function loggerOptions(level: string) {
  if (!process.stdout.isTTY) return { level };
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return {
      level,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  } catch {
    return { level };
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = loggerOptions(config.logLevel);
  const log = pino(logger);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    migrationUrl: config.migrationDatabaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
    // One connection per heavy read that may run at once (the dashboard's sums share them).
    reportPool: { size: config.reportConcurrency.overall, statementTimeoutMs: config.reportTimeoutMs },
  });
  await database.migrate();
  const files = createLocalFileStore(uploadsDirFor(config.dataDir));
  // The demo is loaded only when asked for: production code does not import seed data.
  const demo = config.demo ? await import('./demo/index') : null;
  const events = eventStoreOn(database.db);
  if (demo)
    await demo.seedDemo({ db: database.db, events }, files, log, { trackingSecret: config.trackingSecret });
  const { createdAdmin } = await ensureDefaultTenant(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
  if (createdAdmin) printCreatedAdmin(createdAdmin);

  // PostgreSQL: heavy reads run in threads of their own (PGlite's one connection lives in this one).
  const reportThreads = config.databaseUrl
    ? startReportThreads({
        databaseUrl: config.databaseUrl,
        size: config.reportConcurrency.overall,
        statementTimeoutMs: config.reportTimeoutMs,
      })
    : undefined;
  const mailer = createMailer(config.smtpUrl, config.mailFrom, log);
  const tenants = new TenantResolver(database.db);
  const demoAccounts = demo?.DEMO_ACCOUNTS;
  // Clicks: partitions made ahead, leftover spool replayed, this process's heartbeat (docs/tracking.md).
  const pauseOffer = (cap: FilledPauseCap) => pauseOfferForCap(database.db, cap);
  const clicks = await createClickPipeline({ db: database.db, events, pauseOffer }, config, log);
  const app = await buildApp({
    config,
    db: database.db,
    reportDb: database.reportDb,
    reportThreads,
    files,
    mailer,
    tenants,
    logger,
    demoAccounts,
    events,
    clicks,
  });
  // Scheduled offer changes and expiry; safe to run in every process (rows are claimed, not shared).
  const offerScheduler = startOfferScheduler(database.db, app.log);
  // Pending conversions past their validation deadline are decided (rows are claimed, not shared).
  const validationDeadlines = startValidationDeadlines({ db: database.db, events }, app.log);
  // Scheduled invoice runs: a due period is claimed by one process (docs/money.md "Scheduled runs").
  const invoiceRuns = startScheduledInvoiceRuns(database.db, app.log);
  // Advertiser credit control: each advertiser's standing, and its offers at the limit (docs/money.md).
  const creditChecks = startCreditChecks(database.db, app.log);
  // Publisher postbacks: every process sends from the shared outbox (rows are claimed, not shared).
  const postbackWorker = createDeliveryWorker({
    db: database.db,
    log: app.log,
    allowHosts: config.postbackAllowHosts,
  });
  postbackWorker.start();

  // The step under way is named if the grace period runs out, so a slow stop says what it waited for.
  let stopping = 'nothing yet';
  const step = async (name: string, stop: () => unknown) => {
    stopping = name;
    await stop();
  };
  const graceLog = { error: (message: string) => app.log.error({ waitingFor: stopping }, message) };
  closeWithGrace({ delay: 10_000, logger: graceLog }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await step('the offer scheduler', () => offerScheduler.stop());
    await step('the validation deadlines', () => validationDeadlines.stop());
    await step('the scheduled invoice runs', () => invoiceRuns.stop());
    await step('the credit checks', () => creditChecks.stop());
    await step('the postback sender', () => postbackWorker.stop());
    await step('open requests', () => app.close());
    await step('report threads', () => reportThreads?.close());
    // After the last request: every click answered is written, or spooled for the next start.
    await step('the click writer', () => clicks.stop());
    mailer.close();
    await step('the database', () => database.close());
  });

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  app.log.info(`affnet is running at ${config.publicUrl ?? `http://localhost:${config.port}`} on ${where}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
