import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../../src/db/client';
import { sqlStateOf } from '../../src/db/sql-state';
import {
  clickPartitionNameOf,
  ensureClickPartition,
  ensureImpressionPartition,
  impressionPartitionNameOf,
} from '../../src/events/postgres/click-partitions';
import { buildClickRecord, buildImpressionRecord, newClickWorld } from '../helpers/click-records';
import { writeClicks, writeImpressions } from '../helpers/events';
import { asSchemaOwner, openTestDatabase, TEST_DRIVER } from '../helpers/test-app';

/*
 * The server's database role (issue 24 item 12; docs/ARCHITECTURE.md "A least-privilege database
 * role"). `npm test` runs the API tests on PostgreSQL as a role that owns nothing
 * (TEST_DATABASE_URL) after the owner role migrated and granted it (TEST_MIGRATION_DATABASE_URL):
 * it reads and writes rows and makes the day partitions of `clicks`, and changes no schema.
 */

const ownerUrl = process.env.TEST_MIGRATION_DATABASE_URL;
const onLeastPrivilege = TEST_DRIVER === 'postgres' && Boolean(ownerUrl);
const INSUFFICIENT_PRIVILEGE = '42501';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

async function sqlStateOfRunning(db: Database, statement: string): Promise<string | undefined> {
  try {
    await db.execute(sql.raw(statement));
    return undefined;
  } catch (error) {
    return sqlStateOf(error);
  }
}

async function one<T>(db: Database, query: ReturnType<typeof sql>): Promise<T | undefined> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
}

describe.skipIf(!onLeastPrivilege)('the role the API tests run as', () => {
  test('is neither a superuser nor the owner, and may change no table, function or schema', async () => {
    const { db } = handle;
    const role = await one<{ rolsuper: boolean; owns: boolean }>(
      db,
      sql`select rolsuper, (select tableowner = current_user from pg_tables where tablename = 'clicks') as owns
        from pg_roles where rolname = current_user`,
    );
    expect(role).toEqual({ rolsuper: false, owns: false });
    for (const statement of [
      'create table least_privilege_probe (id int)',
      'alter table clicks add column probe int',
      'truncate table conversions',
      'drop table stats_hourly',
      'create index least_privilege_probe on offers (name)',
      "create function least_privilege_probe() returns int language sql as 'select 1'",
      'delete from drizzle.__drizzle_migrations',
    ]) {
      expect(await sqlStateOfRunning(db, statement), statement).toBe(INSUFFICIENT_PRIVILEGE);
    }
  });

  test('reads and writes rows, and makes the day partitions of clicks and impressions', async () => {
    // A click id holds its second in 32 bits (until February 2106): days from 2100 to mid-2105.
    const day = new Date(Date.UTC(2100, 0, 1) + Math.floor(Math.random() * 2000) * 86_400_000);
    const world = newClickWorld();
    // A click of a day without its partition lands in the default one; making the day moves it.
    await writeClicks(handle.db, [buildClickRecord(world, { clickedAt: day })]);
    expect(await ensureClickPartition(handle.db, day)).toBe(true);
    expect(await ensureClickPartition(handle.db, day)).toBe(false);
    const placed = await one<{ partition: string }>(
      handle.db,
      sql`select tableoid::regclass::text as partition from clicks where tenant_id = ${world.tenantId}`,
    );
    expect(placed?.partition).toBe(clickPartitionNameOf(day));

    await writeImpressions(handle.db, [buildImpressionRecord(world, { shownAt: day })]);
    expect(await ensureImpressionPartition(handle.db, day)).toBe(true);
    const shown = await one<{ partition: string }>(
      handle.db,
      sql`select tableoid::regclass::text as partition from impressions where tenant_id = ${world.tenantId}`,
    );
    expect(shown?.partition).toBe(impressionPartitionNameOf(day));
  });

  test('a table a later migration makes is granted as the owner makes it; migrating again is fine with or without the owner', async () => {
    const table = `later_migration_${randomUUID().replaceAll('-', '')}`;
    await asSchemaOwner(handle, (owner) => owner.execute(sql.raw(`create table ${table} (id int)`)));
    try {
      await handle.db.execute(sql.raw(`insert into ${table} values (1)`));
      expect(await one(handle.db, sql.raw(`select id from ${table}`))).toEqual({ id: 1 });
    } finally {
      await asSchemaOwner(handle, (owner) => owner.execute(sql.raw(`drop table ${table}`)));
    }
    // The owner migrates (and grants) again; the server's role alone finds nothing pending and starts.
    for (const migrationUrl of [ownerUrl, undefined]) {
      const again = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, migrationUrl, poolSize: 1 });
      try {
        await again.migrate();
      } finally {
        await again.close();
      }
    }
  });
});
