import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client';
import type { CapKey, ClickRecord } from '../../../src/tracking/engine/click-record';
import { createClickPipeline } from '../../../src/tracking/writer/index';
import { type SyncedCapCounters, startCapCounters } from '../../../src/tracking/writer/synced-cap-counters';
import { createTrackingNode, LIVE_WITHIN_SECONDS } from '../../../src/tracking/writer/tracking-node';
import { buildClickRecord, newClickWorld } from '../../helpers/click-records';
import { pipelinePartsOf, writeClicks } from '../../helpers/events';
import { seedPartner, seedTenant } from '../../helpers/factories';
import { seedCap } from '../../helpers/offer-parts';
import { seedOffer } from '../../helpers/offers';
import { openTestDatabase } from '../../helpers/test-app';

/*
 * Two processes simulated by two nodes on one database. Files run in parallel, and every file
 * that starts tracking nodes counts towards N, so all tests that start them live in this file.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

// A failed test must not leave live nodes behind for the next one to count.
const started: { stop: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((counters) => counters.stop()));
});
const startCounters = async () => {
  const counters = await startCapCounters(handle.db, { log: silent, node: createTrackingNode(handle.db) });
  started.push(counters);
  return counters;
};

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const PERIOD = new Date('2026-11-24T00:00:00Z');

async function clickCapWorld(limit: number) {
  const tenant = await seedTenant(handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
  const cap = await seedCap(handle.db, tenant, {
    offerId: offer.id,
    metric: 'clicks',
    limitValue: String(limit),
  });
  const world = newClickWorld({ tenantId: tenant.id, offerId: offer.id, advertiserId: advertiser.id });
  const key: CapKey = { capId: cap.id, publisherId: null, periodStart: PERIOD };
  return { world, key, limit };
}

/** Admits clicks while the counter has room, as the click handler does; the records admitted. */
function admitAll(counters: SyncedCapCounters, capWorld: Awaited<ReturnType<typeof clickCapWorld>>) {
  const admitted: ClickRecord[] = [];
  while (counters.hasRoom(capWorld.key, capWorld.limit)) {
    counters.take(capWorld.key);
    admitted.push(buildClickRecord(capWorld.world, { capKeys: [capWorld.key] }));
  }
  return admitted;
}

async function store(counters: SyncedCapCounters, records: ClickRecord[]) {
  const inserted = await writeClicks(handle.db, records);
  counters.confirm(records.filter((record) => inserted.has(record.id)));
}

test('two live processes each admit ⌈remaining ÷ 2⌉ between syncs; alone, one admits all that remains', async () => {
  const capWorld = await clickCapWorld(10);
  await writeClicks(
    handle.db,
    Array.from({ length: 4 }, () => buildClickRecord(capWorld.world, { capKeys: [capWorld.key] })),
  );
  const a = await startCounters();
  const b = await startCounters();
  await a.sync();
  expect([a.liveNodes(), b.liveNodes()]).toEqual([2, 2]);

  // 6 remain: 3 each.
  const fromA = admitAll(a, capWorld);
  const fromB = admitAll(b, capWorld);
  expect([fromA.length, fromB.length]).toEqual([3, 3]);

  // Admitted but not yet stored still counts: a sync now leaves A ⌈(10 − 4 − 3) ÷ 2⌉ = 2.
  await a.sync();
  expect(admitAll(a, capWorld)).toHaveLength(2);

  await store(a, fromA);
  await store(b, fromB);
  await b.stop();
  await a.sync();
  expect(a.liveNodes()).toBe(1);
  // 10 stored, and A's 2 more are still on their way: nothing left.
  expect(a.hasRoom(capWorld.key, capWorld.limit)).toBe(false);
  // A higher limit (the offer edited) is in force at once, whole for the one live process.
  expect(a.hasRoom(capWorld.key, 20, 20 - 10 - 2)).toBe(true);
  expect(a.hasRoom(capWorld.key, 20, 20 - 10 - 2 + 1)).toBe(false);
});

test('a process that stops leaves the live nodes; one that vanished stops counting once its heartbeat is old', async () => {
  const [first, second, third] = [0, 1, 2].map(() => createTrackingNode(handle.db));
  if (!first || !second || !third) throw new Error('three nodes expected');
  started.push({
    stop: async () => Promise.all([first, second, third].map((node) => node.remove())).then(() => {}),
  });
  await first.beat();
  await second.beat();
  expect((await third.beat()).live).toBe(3);
  await first.remove();
  expect((await third.beat()).live).toBe(2);
  // The second process died without a word: its last heartbeat ages past the live window.
  await handle.db.execute(
    sql`update tracking_nodes set seen_at = now() - make_interval(secs => ${LIVE_WITHIN_SECONDS + 1}) where id = ${second.id}`,
  );
  expect((await third.beat()).live).toBe(1);
});

test('the click pipeline: a pushed click is stored by stop(), and its node leaves the live ones', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'affnet-data-'));
  const pipeline = await createClickPipeline(pipelinePartsOf(handle.db), { dataDir }, silent);
  started.push(pipeline);
  const world = newClickWorld();
  const records = [buildClickRecord(world), buildClickRecord(world)];
  for (const record of records) pipeline.writer.push(record);
  const observer = createTrackingNode(handle.db);
  expect((await observer.beat()).live).toBe(2);

  await pipeline.stop();
  expect(pipeline.writer.stats()).toMatchObject({ written: 2, queued: 0 });
  expect((await observer.beat()).live).toBe(1);
  await observer.remove();
  rmSync(dataDir, { recursive: true, force: true });
});
