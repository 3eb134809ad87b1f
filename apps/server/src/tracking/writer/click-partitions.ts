import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlStateOf } from '../../db/sql-state';

/*
 * `clicks` is partitioned by day (UTC) with a default partition (migration 0002). This job makes
 * today's partition and the next few days' at start and every hour, so rows never wait for one.
 * PostgreSQL refuses to create a partition for a range the default partition already holds rows
 * of (a database that took clicks before this job ran); such rows are moved into the new
 * partition in one transaction while inserts into `clicks` wait.
 *
 * Retention (dropping old days) is for later: a `CLICK_RETENTION_DAYS` setting would detach and
 * drop the partitions older than that, which is instant where a DELETE would not be
 * (docs/tracking.md "Partitions").
 */

export const PARTITION_DAYS_AHEAD = 3;
const CHECK_VIOLATION = '23514';
/** Another process created the same partition at the same moment. */
const CREATED_ELSEWHERE = new Set(['42P07', '23505']);
const DAY_MS = 86_400_000;

const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** `clicks_p20261124`: the partition of that UTC day. */
export function clickPartitionNameOf(day: Date): string {
  return `clicks_p${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

async function partitionExists(db: Database, name: string): Promise<boolean> {
  const result = await db.execute(sql`select to_regclass(${name}) is not null as found`);
  return (result as unknown as { rows: { found: boolean }[] }).rows[0]?.found === true;
}

/** Moves the default partition's rows of that day into a new partition, atomically. */
async function createFromDefault(db: Database, name: string, from: string, to: string): Promise<void> {
  const table = sql.raw(`"${name}"`);
  await db.transaction(async (tx) => {
    // Inserts into clicks wait until the move commits, so none lands in the default meanwhile.
    await tx.execute(sql`lock table clicks in share row exclusive mode`);
    await tx.execute(sql`create table ${table} (like clicks including defaults including constraints)`);
    await tx.execute(sql`
      with moved as (
        delete from clicks_default where clicked_at >= ${from}::timestamptz and clicked_at < ${to}::timestamptz
        returning *
      )
      insert into ${table} select * from moved`);
    await tx.execute(
      sql`alter table clicks attach partition ${table} for values from (${sql.raw(`'${from}'`)}) to (${sql.raw(`'${to}'`)})`,
    );
  });
}

/** Creates the partition of the UTC day of `day` unless it exists; true when it was created. */
export async function ensureClickPartition(db: Database, day: Date): Promise<boolean> {
  const start = startOfDay(day);
  const name = clickPartitionNameOf(start);
  if (await partitionExists(db, name)) return false;
  // Both bounds come from Date#toISOString, never from input, so they are safe to inline (DDL
  // takes no parameters).
  const from = start.toISOString();
  const to = new Date(start.getTime() + DAY_MS).toISOString();
  try {
    await db.execute(
      sql`create table if not exists ${sql.raw(`"${name}"`)} partition of clicks for values from (${sql.raw(`'${from}'`)}) to (${sql.raw(`'${to}'`)})`,
    );
  } catch (error) {
    const state = sqlStateOf(error);
    if (state && CREATED_ELSEWHERE.has(state)) return false;
    if (state !== CHECK_VIOLATION) throw error;
    await createFromDefault(db, name, from, to);
  }
  return true;
}

/** Today's partition and the next `daysAhead` days'; the names it created. */
export async function ensureClickPartitions(
  db: Database,
  now = new Date(),
  daysAhead = PARTITION_DAYS_AHEAD,
): Promise<string[]> {
  const created: string[] = [];
  for (let offset = 0; offset <= daysAhead; offset++) {
    const day = new Date(startOfDay(now).getTime() + offset * DAY_MS);
    if (await ensureClickPartition(db, day)) created.push(clickPartitionNameOf(day));
  }
  return created;
}
