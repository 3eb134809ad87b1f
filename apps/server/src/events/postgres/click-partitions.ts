import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/statement-rows';

/*
 * `clicks` is partitioned by day (UTC) with a default partition (migration 0002), and so are
 * banner `impressions` (migration 0023). This job makes today's partition of each and the next
 * few days' at start and every hour, so rows never wait for one. PostgreSQL lets only a table's
 * owner add a partition, and the server may run as a role that owns nothing
 * (docs/ARCHITECTURE.md "A least-privilege database role"), so the partition is made by
 * `affnet_ensure_click_partition` (migration 0018; `affnet_ensure_impression_partition`,
 * migration 0023, for impressions), which runs as the owner and makes exactly one day's
 * partition. It also handles the rest: a day another process made at the same moment, and a day
 * whose rows the default partition already holds (a database that took rows before this job
 * ran), which are moved into the new partition in one transaction while inserts wait.
 *
 * Retention (dropping old days) is for later: a `CLICK_RETENTION_DAYS` setting would detach and
 * drop the partitions older than that, which is instant where a DELETE would not be
 * (docs/tracking.md "Partitions").
 */

export const PARTITION_DAYS_AHEAD = 3;
const DAY_MS = 86_400_000;

const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** `clicks_p20261124`: the partition of that UTC day. */
export function clickPartitionNameOf(day: Date): string {
  return `clicks_p${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** Creates the partition of the UTC day of `day` unless it exists; true when it was created. */
export async function ensureClickPartition(db: Database, day: Date): Promise<boolean> {
  const date = startOfDay(day).toISOString().slice(0, 10);
  const result = await db.execute(sql`select affnet_ensure_click_partition(${date}::date) as created`);
  return rowsOf<{ created: boolean }>(result)[0]?.created === true;
}

/** `impressions_p20261124`: the impressions partition of that UTC day. */
export function impressionPartitionNameOf(day: Date): string {
  return `impressions_p${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** The impressions partition of the UTC day of `day`, as `ensureClickPartition` makes the clicks one. */
export async function ensureImpressionPartition(db: Database, day: Date): Promise<boolean> {
  const date = startOfDay(day).toISOString().slice(0, 10);
  const result = await db.execute(sql`select affnet_ensure_impression_partition(${date}::date) as created`);
  return rowsOf<{ created: boolean }>(result)[0]?.created === true;
}

/** Today's partitions (clicks and impressions) and the next `daysAhead` days'; the names it created. */
export async function ensureClickPartitions(
  db: Database,
  now = new Date(),
  daysAhead = PARTITION_DAYS_AHEAD,
): Promise<string[]> {
  const created: string[] = [];
  for (let offset = 0; offset <= daysAhead; offset++) {
    const day = new Date(startOfDay(now).getTime() + offset * DAY_MS);
    if (await ensureClickPartition(db, day)) created.push(clickPartitionNameOf(day));
    if (await ensureImpressionPartition(db, day)) created.push(impressionPartitionNameOf(day));
  }
  return created;
}
