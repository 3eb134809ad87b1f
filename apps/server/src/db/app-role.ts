import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { rowsOf } from './statement-rows';

/*
 * A least-privilege role for the running server (docs/ARCHITECTURE.md "A least-privilege database
 * role"): the owner role runs the migrations and owns every table; the server's role may read and
 * write the rows of the tables in `public`, use their sequences, make the day partitions of
 * `clicks` and `impressions` through `affnet_ensure_click_partition` (migration 0018) and
 * `affnet_ensure_impression_partition` (migration 0023), which run as the owner, and
 * read which migrations ran, and nothing else: no DDL, no TRUNCATE, no triggers.
 *
 * The grants run after every migration, so tables a migration adds are granted at the next
 * start; the default privileges also grant them as the owner creates them.
 */

type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export async function currentRoleOf(db: AnyDatabase): Promise<string> {
  const result = await db.execute(sql`select current_user as role`);
  const [row] = rowsOf<{ role: string }>(result);
  if (!row) throw new Error('no current_user');
  return row.role;
}

/** Run as the owner role: what the server's role `role` may do. Nothing when they are one role. */
export async function grantAppRole(owner: AnyDatabase, role: string): Promise<void> {
  if ((await currentRoleOf(owner)) === role) return;
  const app = sql.identifier(role);
  const statements = [
    sql`grant usage on schema public to ${app}`,
    sql`grant select, insert, update, delete on all tables in schema public to ${app}`,
    sql`grant usage, select on all sequences in schema public to ${app}`,
    sql`grant execute on function affnet_ensure_click_partition(date) to ${app}`,
    sql`grant execute on function affnet_ensure_impression_partition(date) to ${app}`,
    // Read only: a server started without the owner's URL checks that nothing is pending.
    sql`grant usage on schema drizzle to ${app}`,
    sql`grant select on drizzle.__drizzle_migrations to ${app}`,
    sql`alter default privileges in schema public grant select, insert, update, delete on tables to ${app}`,
    sql`alter default privileges in schema public grant usage, select on sequences to ${app}`,
  ];
  for (const statement of statements) await owner.execute(statement);
}

/**
 * Whether every migration in the folder has run (drizzle's own rule: none newer than the last
 * recorded). False when the record cannot be read (a new database, or a role not granted it).
 */
export async function isSchemaCurrent(db: AnyDatabase, migrationsFolder: string): Promise<boolean> {
  const newest = Math.max(
    ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis),
  );
  try {
    const result = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    const [row] = rowsOf<{ last: string | number | null }>(result);
    return row?.last !== null && row?.last !== undefined && Number(row.last) >= newest;
  } catch {
    return false;
  }
}
