import { readFileSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/*
 * Runs a migration's rollup rebuild (its DELETE and INSERT statements) into a temporary copy of
 * the rollup table, so a test can compare what the migration would write with what the writers
 * wrote, without touching the table other test files share on PostgreSQL.
 */

type Row = Record<string, unknown>;

const MIGRATIONS = new URL('../../src/db/migrations/', import.meta.url);

/** The statements of a migration file that rebuild `table` (its deletes and inserts). */
export function rebuildStatements(migration: string, table: string): string[] {
  const text = readFileSync(new URL(migration, MIGRATIONS), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(
      (statement) => /^(DELETE FROM|INSERT INTO) "/.test(statement) && statement.includes(`"${table}"`),
    );
}

/** The rows the migration's rebuild makes for one tenant, and the rows the writers made, both ordered by `key`. */
export async function rebuiltAndWritten(
  db: Database,
  options: { migration: string; table: string; tenantId: string; key: string },
): Promise<{ rebuilt: Row[]; written: Row[] }> {
  const statements = rebuildStatements(options.migration, options.table);
  if (statements.length === 0) throw new Error(`no rebuild of ${options.table} in ${options.migration}`);
  const select = (table: string): SQL =>
    sql`select * from ${sql.identifier(table)} where tenant_id = ${options.tenantId} order by ${sql.raw(options.key)}`;
  const rowsOf = async (tx: Pick<Database, 'execute'>, query: SQL) =>
    ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
  // One transaction pins one connection, which the temporary table lives on.
  return db.transaction(async (tx) => {
    const copy = `rebuilt_${options.table}`;
    await tx.execute(sql`create temporary table ${sql.identifier(copy)}
      (like ${sql.identifier(options.table)} including defaults) on commit drop`);
    for (const statement of statements) {
      await tx.execute(sql.raw(statement.replaceAll(`"${options.table}"`, `"${copy}"`)));
    }
    return {
      rebuilt: await rowsOf(tx, select(copy)),
      written: await rowsOf(tx, select(options.table)),
    };
  });
}
