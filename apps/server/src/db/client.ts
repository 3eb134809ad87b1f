import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver runs underneath (same SQL on both). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
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
  /** PGlite data directory; 'memory://' keeps everything in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data directory dump to start from (tests start each file from one migrated copy). */
  pgliteSnapshot?: Blob;
  poolSize?: number;
  /** Called with the SQL of every statement Drizzle sends (tests count them; a debug log could print them). */
  onQuery?: (query: string) => void;
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const logger = options.onQuery ? { logQuery: options.onQuery } : false;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, logger);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot, logger);
}

type QueryLogger = { logQuery: (query: string) => void } | false;

function openPostgres(url: string, max: number, logger: QueryLogger): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server drops (a restart, a failover) is reported here; without a
  // listener Node would end the process. The next query simply opens a fresh connection.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, logger });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

function openPglite(dir: string, snapshot: Blob | undefined, logger: QueryLogger): DatabaseHandle {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, snapshot ? { loadDataDir: snapshot } : {});
  const db = drizzlePglite(client, { schema, logger });
  return {
    db,
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
