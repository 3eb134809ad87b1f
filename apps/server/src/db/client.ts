import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { currentRoleOf, grantAppRole, isSchemaCurrent } from './app-role';
import { sqlStateOf } from './sql-state';

const INSUFFICIENT_PRIVILEGE = '42501';

import * as schema from './schema/all';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver runs underneath (same SQL on both). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  /**
   * Heavy reads (reports, exports, dashboards): on PostgreSQL a small pool of their own whose
   * statements time out, so they can neither take the connections the click writer and the panel
   * need nor run without end (docs/reports.md "Heavy reads"); on PGlite its one connection, `db`.
   */
  reportDb: Database;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: a dump of the whole data directory, for `pgliteSnapshot`. */
  snapshot?: () => Promise<Blob | File>;
};

const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

export type DatabaseOptions = {
  /** postgres:// URL; when absent the embedded PGlite runs. */
  databaseUrl?: string | undefined;
  /**
   * The owner role's postgres:// URL: `migrate` runs the migrations with it, then grants the role
   * of `databaseUrl` what the running server needs (app-role.ts). Absent: `databaseUrl` migrates.
   */
  migrationUrl?: string | undefined;
  /** PGlite data directory; 'memory://' keeps everything in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data directory dump to start from (tests start each file from one migrated copy). */
  pgliteSnapshot?: Blob;
  poolSize?: number;
  /** PostgreSQL only: the heavy reads' pool (`reportDb`): its connections and statement timeout. */
  reportPool?: ReportPoolOptions;
  /** Called with the SQL of every statement Drizzle sends (tests count them; a debug log could print them). */
  onQuery?: (query: string) => void;
};

export type ReportPoolOptions = { size: number; statementTimeoutMs: number };

const DEFAULT_REPORT_POOL: ReportPoolOptions = { size: 2, statementTimeoutMs: 30_000 };

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const logger = options.onQuery ? { logQuery: options.onQuery } : false;
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      reportPool: options.reportPool ?? DEFAULT_REPORT_POOL,
      migrationUrl: options.migrationUrl,
      logger,
    });
  }
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot, logger);
}

type QueryLogger = { logQuery: (query: string) => void } | false;

type PostgresOptions = {
  max: number;
  reportPool: ReportPoolOptions;
  migrationUrl: string | undefined;
  logger: QueryLogger;
};

function newPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle connection the server drops (a restart, a failover) is reported here; without a
  // listener Node would end the process. The next query simply opens a fresh connection.
  pool.on('error', () => {});
  return pool;
}

function openPostgres(url: string, options: PostgresOptions): DatabaseHandle {
  const { logger, reportPool } = options;
  const pool = newPool({ connectionString: url, max: options.max });
  const reports = newPool({
    connectionString: url,
    max: reportPool.size,
    statement_timeout: reportPool.statementTimeoutMs,
    application_name: 'affnet reports',
  });
  const db = drizzlePg(pool, { schema, logger });
  const migrate = (target: NodePgDatabase<Schema>) =>
    migratePg(target, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    reportDb: drizzlePg(reports, { schema, logger }),
    driver: 'postgres',
    migrate: () =>
      options.migrationUrl
        ? migrateAsOwner(options.migrationUrl, db, migrate)
        : migrateUnlessCurrent(db, migrate),
    close: async () => {
      await Promise.all([pool.end(), reports.end()]);
    },
  };
}

/**
 * Without the owner's URL: nothing to do when every migration has run (a least-privilege role
 * may start once the owner migrated), else the role of `databaseUrl` runs them and must be able to.
 */
async function migrateUnlessCurrent(
  db: NodePgDatabase<Schema>,
  migrate: (target: NodePgDatabase<Schema>) => Promise<void>,
): Promise<void> {
  if (await isSchemaCurrent(db, MIGRATIONS_FOLDER)) return;
  try {
    await migrate(db);
  } catch (error) {
    if (sqlStateOf(error) !== INSUFFICIENT_PRIVILEGE) throw error;
    throw new Error(
      'Migrations are pending and the role of DATABASE_URL may not run them: set MIGRATION_DATABASE_URL to the owner role, or run `npm run cli -- db migrate` with it.',
      { cause: error },
    );
  }
}

/** Runs the migrations as the owner role, then grants the server's role what it needs. */
async function migrateAsOwner(
  ownerUrl: string,
  appDb: Database,
  migrate: (owner: NodePgDatabase<Schema>) => Promise<void>,
): Promise<void> {
  const pool = newPool({ connectionString: ownerUrl, max: 1 });
  try {
    const owner = drizzlePg(pool, { schema });
    await migrate(owner);
    await grantAppRole(owner, await currentRoleOf(appDb));
  } finally {
    await pool.end();
  }
}

function openPglite(dir: string, snapshot: Blob | undefined, logger: QueryLogger): DatabaseHandle {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, snapshot ? { loadDataDir: snapshot } : {});
  const db = drizzlePglite(client, { schema, logger });
  return {
    db,
    reportDb: db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
