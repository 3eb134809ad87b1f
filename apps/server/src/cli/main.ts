import { parseArgs } from 'node:util';
import pino from 'pino';
import { type Config, ConfigError, loadConfig } from '../config/env';
import { type DatabaseHandle, openDatabase, pgliteDirFor } from '../db/client';
import { eventStoreOn } from '../events/index';
import { createLocalFileStore, uploadsDirFor } from '../lib/file-store';
import { ensureDefaultTenant } from '../modules/tenants/index';
import { type CliValues, UsageError } from './args';
import { runTenantCommand } from './tenant-commands';
import { runUserCommand } from './user-commands';

const USAGE = `affnet operator CLI (same environment as the server: DATA_DIR or DATABASE_URL, and
MIGRATION_DATABASE_URL when the server runs as a least-privilege role)

  tenant list
  tenant create --name NAME --slug SLUG --domain HOST [--domain HOST...] [--support-email E]
                [--tracking-domain HOST...] [--status active|suspended] [--auto-approve]
                (a tracking domain serves the network's tracking links and nothing else)
  tenant suspend SLUG
  tenant activate SLUG
  user create --tenant SLUG --email E --role admin|publisher|advertiser|employee
              [--password P] [--name N] [--company C] [--status active|pending|rejected|blocked]
              (publishers and advertisers get their partner profile; --company defaults to the name)
  user reset-password --tenant SLUG --email E [--password P]
  db migrate          (as MIGRATION_DATABASE_URL's role when set, then grants DATABASE_URL's role)
  db seed-demo

Passwords left out are generated and printed once.`;

async function run(
  handle: DatabaseHandle,
  config: Config,
  group: string | undefined,
  command: string | undefined,
  rest: string[],
  values: CliValues,
) {
  if (group === 'db' && command === 'migrate') return console.log('Migrations applied.');
  if (group === 'db' && command === 'seed-demo') {
    const files = createLocalFileStore(uploadsDirFor(config.dataDir));
    const { seedDemo } = await import('../demo/index');
    const tenant = await seedDemo(
      { db: handle.db, events: eventStoreOn(handle.db) },
      files,
      pino({ level: 'warn' }),
      {
        trackingSecret: config.trackingSecret,
      },
    );
    return console.log(`Demo network ready: ${tenant.name}`);
  }
  if (group === 'tenant') return runTenantCommand(handle.db, command, rest, values);
  if (group === 'user') return runUserCommand(handle.db, command, values);
  throw new UsageError(
    group ? `Unknown command: ${[group, command].filter(Boolean).join(' ')}` : 'No command given',
  );
}

async function bootstrap(handle: DatabaseHandle, config: Config): Promise<void> {
  const { createdAdmin } = await ensureDefaultTenant(handle.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
  if (createdAdmin?.generated) {
    console.log(
      `Created the default network's first admin: ${createdAdmin.email} / ${createdAdmin.password}`,
    );
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      slug: { type: 'string' },
      domain: { type: 'string', multiple: true },
      'tracking-domain': { type: 'string', multiple: true },
      'support-email': { type: 'string' },
      status: { type: 'string' },
      'auto-approve': { type: 'boolean' },
      tenant: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      company: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [group, command, ...rest] = positionals;
  if (values.help || !group) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const config = loadConfig();
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    // Set: the owner role migrates and grants DATABASE_URL's role what a server needs.
    migrationUrl: config.migrationDatabaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
    poolSize: 2,
  });
  try {
    await handle.migrate();
    // Like the server, make sure the default network exists (except when seeding the demo,
    // which creates it under its own name), so `--tenant default` works on a fresh DATA_DIR.
    if (!(group === 'db' && command === 'seed-demo')) await bootstrap(handle, config);
    await run(handle, config, group, command, rest, values);
    return 0;
  } finally {
    await handle.close();
  }
}

/**
 * Exits once stdout has taken everything written to it: `process.exit` drops what a pipe has not
 * read yet, which cut `tenant list` short as soon as its output outgrew the pipe's buffer.
 */
function exitAfterOutput(code: number): void {
  process.stdout.write('', () => process.exit(code));
}

main().then(exitAfterOutput, (error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof ConfigError || error instanceof Error) console.error(error.message);
  else console.error(error);
  exitAfterOutput(1);
});
