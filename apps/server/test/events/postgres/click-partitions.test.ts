import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client';
import {
  clickPartitionNameOf,
  ensureClickPartition,
  ensureClickPartitions,
  ensureImpressionPartition,
  impressionPartitionNameOf,
} from '../../../src/events/postgres/click-partitions';
import { buildClickRecord, buildImpressionRecord, newClickWorld } from '../../helpers/click-records';
import { writeClicks, writeImpressions } from '../../helpers/events';
import { openTestDatabase } from '../../helpers/test-app';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

type Placement = { partition: string; n: number };

/** Which table each of the tenant's click (or impression) rows sits in. */
async function placementOf(
  tenantId: string,
  table: 'clicks' | 'impressions' = 'clicks',
): Promise<Placement[]> {
  const result = await handle.db.execute(
    sql`select tableoid::regclass::text as partition, count(*)::int as n from ${sql.raw(table)}
      where tenant_id = ${tenantId} group by 1 order by 1`,
  );
  return (result as unknown as { rows: Placement[] }).rows;
}

test('today and the next three days get their partition, and a click of tomorrow is stored in its own', async () => {
  const now = new Date();
  await ensureClickPartitions(handle.db, now);
  expect(await ensureClickPartitions(handle.db, now)).toEqual([]);

  const tomorrow = new Date(now.getTime() + 86_400_000);
  const world = newClickWorld();
  await writeClicks(handle.db, [buildClickRecord(world, { clickedAt: tomorrow })]);
  expect(await placementOf(world.tenantId)).toEqual([{ partition: clickPartitionNameOf(tomorrow), n: 1 }]);
  await writeImpressions(handle.db, [buildImpressionRecord(world, { shownAt: tomorrow })]);
  expect(await placementOf(world.tenantId, 'impressions')).toEqual([
    { partition: impressionPartitionNameOf(tomorrow), n: 1 },
  ]);
});

test('impressions of a day without its partition move into it when it is made', async () => {
  const day = new Date(Date.UTC(2095, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000);
  const world = newClickWorld();
  const records = [0, 1].map((hour) =>
    buildImpressionRecord(world, { shownAt: new Date(day.getTime() + hour * 3_600_000) }),
  );
  await writeImpressions(handle.db, records);
  expect(await placementOf(world.tenantId, 'impressions')).toEqual([
    { partition: 'impressions_default', n: 2 },
  ]);
  expect(await ensureImpressionPartition(handle.db, day)).toBe(true);
  expect(await ensureImpressionPartition(handle.db, day)).toBe(false);
  expect(await placementOf(world.tenantId, 'impressions')).toEqual([
    { partition: impressionPartitionNameOf(day), n: 2 },
  ]);
  expect((await writeImpressions(handle.db, records)).size).toBe(0);
});

test('a day whose clicks already sit in the default partition gets its partition, with those rows moved into it', async () => {
  // A day no other test uses: rows of a day without a partition land in the default one.
  const day = new Date(Date.UTC(2090, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000);
  const world = newClickWorld();
  const records = [0, 1, 2].map((hour) =>
    buildClickRecord(world, { clickedAt: new Date(day.getTime() + hour * 3_600_000) }),
  );
  await writeClicks(handle.db, records);
  expect(await placementOf(world.tenantId)).toEqual([{ partition: 'clicks_default', n: 3 }]);

  expect(await ensureClickPartition(handle.db, day)).toBe(true);
  expect(await placementOf(world.tenantId)).toEqual([{ partition: clickPartitionNameOf(day), n: 3 }]);
  // The moved rows still refuse a second copy.
  expect((await writeClicks(handle.db, records)).size).toBe(0);
});
