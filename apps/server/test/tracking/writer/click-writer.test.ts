import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database, DatabaseHandle } from '../../../src/db/client';
import { offerStatusChanges, offers } from '../../../src/db/schema/index';
import type { ClickRecord } from '../../../src/tracking/engine/click-record';
import { spoolBatch } from '../../../src/tracking/writer/click-spool';
import { type ClickWriterOptions, createClickWriter } from '../../../src/tracking/writer/click-writer';
import { buildClickRecord, buildImpressionRecord, newClickWorld } from '../../helpers/click-records';
import { eventStoreOf, pipelinePartsOf } from '../../helpers/events';
import { seedPartner, seedTenant } from '../../helpers/factories';
import { seedCap } from '../../helpers/offer-parts';
import { seedOffer } from '../../helpers/offers';
import { openTestDatabase } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait-until';
import { rollupsOf, totalsFromClicks } from './rollup-queries';

let handle: DatabaseHandle;
let statements: string[] = [];
beforeAll(async () => {
  handle = await openTestDatabase((query) => statements.push(query));
});
afterAll(() => handle.close());

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const newSpoolDir = () => mkdtempSync(join(tmpdir(), 'affnet-spool-'));
const writerOn = (db: Database, spoolDir: string, options: Partial<ClickWriterOptions> = {}) =>
  createClickWriter(eventStoreOf(db), {
    spoolDir,
    log: silent,
    retryMs: { first: 20, max: 200 },
    pauseOffer: pipelinePartsOf(db).pauseOffer,
    ...options,
  });

async function storedCount(tenantId: string): Promise<number> {
  const result = await handle.db.execute(
    sql`select count(*)::int as n from clicks where tenant_id = ${tenantId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

function clicksOfNewWorld(count: number): { tenantId: string; records: ClickRecord[] } {
  const world = newClickWorld();
  return { tenantId: world.tenantId, records: Array.from({ length: count }, () => buildClickRecord(world)) };
}

test('stop() writes every click pushed before it, one statement per batch', async () => {
  const spoolDir = newSpoolDir();
  // A long interval: only the full batches and stop() itself may write.
  const writer = writerOn(handle.db, spoolDir, { batchSize: 100, intervalMs: 60_000 });
  const { tenantId, records } = clicksOfNewWorld(250);
  statements = [];
  for (const record of records) writer.push(record);
  await writer.stop();

  expect(await storedCount(tenantId)).toBe(250);
  expect(statements.filter((query) => query.includes('insert into clicks'))).toHaveLength(3);
  expect(writer.stats()).toMatchObject({ queued: 0, written: 250, spooled: 0, lost: 0 });
  rmSync(spoolDir, { recursive: true, force: true });
});

test('clicks are written within the interval without any flush', async () => {
  const spoolDir = newSpoolDir();
  const writer = writerOn(handle.db, spoolDir, { intervalMs: 50 });
  const { tenantId, records } = clicksOfNewWorld(10);
  for (const record of records) writer.push(record);
  await waitUntil(async () => (await storedCount(tenantId)) === 10);
  await writer.stop();
  rmSync(spoolDir, { recursive: true, force: true });
});

test('while the database is unreachable clicks go to the spool, and the next writer replays it exactly once', async () => {
  const spoolDir = newSpoolDir();
  const gone = await openTestDatabase();
  await gone.close();
  const failing = writerOn(gone.db, spoolDir, { batchSize: 40 });
  const { tenantId, records } = clicksOfNewWorld(100);
  for (const record of records) failing.push(record);
  await failing.stop();
  expect(failing.stats()).toMatchObject({ written: 0, spooled: 100, lost: 0, databaseUp: false });
  expect(readdirSync(spoolDir).filter((name) => name.endsWith('.ndjson'))).toHaveLength(3);

  // Part of the spool was written already (a replay cut short): those rows are not counted again.
  const otherSpool = newSpoolDir();
  const writtenBefore = writerOn(handle.db, otherSpool);
  for (const record of records.slice(0, 30)) writtenBefore.push(record);
  await writtenBefore.stop();
  rmSync(otherSpool, { recursive: true, force: true });

  const replaying = writerOn(handle.db, spoolDir);
  await waitUntil(() => readdirSync(spoolDir).length === 0);
  await replaying.stop();
  expect(await storedCount(tenantId)).toBe(100);
  expect(replaying.stats().written).toBe(70);
  const rollups = await rollupsOf(handle.db, tenantId);
  expect(rollups.hourly).toEqual(await totalsFromClicks(handle.db, tenantId, 'hourly'));
  expect(rollups.hourly.reduce((sum, row) => sum + Number(row.gross_clicks), 0)).toBe(100);
  rmSync(spoolDir, { recursive: true, force: true });
});

test('a click the database refuses is set aside and the rest of its batch is written', async () => {
  const spoolDir = newSpoolDir();
  const written: ClickRecord[] = [];
  const writer = writerOn(handle.db, spoolDir, { onWritten: (records) => written.push(...records) });
  const { tenantId, records } = clicksOfNewWorld(6);
  const bad = { ...records[2], ip: 'not an address' } as ClickRecord;
  for (const record of [...records.slice(0, 2), bad, ...records.slice(3)]) writer.push(record);
  await writer.stop();

  expect(await storedCount(tenantId)).toBe(5);
  expect(written.map((record) => record.id).sort()).toEqual(
    records
      .filter((record) => record.id !== bad.id)
      .map((record) => record.id)
      .sort(),
  );
  expect(readdirSync(spoolDir).filter((name) => name.startsWith('rejected-'))).toHaveLength(1);
  expect(writer.stats().databaseUp).toBe(true);
  rmSync(spoolDir, { recursive: true, force: true });
});

test('banner impressions travel with the clicks: spooled while the database is down, stored once, never told to the cap counters', async () => {
  // Today's partitions first, as the pipeline makes them before it writes: no rows move under the counts.
  await eventStoreOf(handle.db).prepareClickStorage();
  const spoolDir = newSpoolDir();
  const gone = await openTestDatabase();
  await gone.close();
  const failing = writerOn(gone.db, spoolDir);
  const world = newClickWorld();
  const clicks = [buildClickRecord(world), buildClickRecord(world)];
  const views = Array.from({ length: 3 }, () => buildImpressionRecord(world));
  failing.push(clicks[0] as ClickRecord);
  for (const view of views) failing.pushImpression(view);
  failing.push(clicks[1] as ClickRecord);
  await failing.stop();
  expect(failing.stats()).toMatchObject({ written: 0, spooled: 5 });

  const written: ClickRecord[] = [];
  for (let run = 0; run < 2; run += 1) {
    // The second run replays a copy of the same batch (a spool file left by a crash): nothing twice.
    if (run === 1) await spoolBatch(spoolDir, [...clicks, ...views]);
    const writer = writerOn(handle.db, spoolDir, { onWritten: (records) => written.push(...records) });
    await writer.stop();
  }
  expect(await storedCount(world.tenantId)).toBe(2);
  const counted = await handle.db.execute(sql`
    select (select count(*) from impressions where tenant_id = ${world.tenantId})::int as rows,
      (select sum(impressions) from stats_hourly where tenant_id = ${world.tenantId})::int as rolled`);
  expect((counted as unknown as { rows: unknown[] }).rows).toEqual([{ rows: 3, rolled: 3 }]);
  expect(written.map((record) => record.id).sort()).toEqual(clicks.map((record) => record.id).sort());
  rmSync(spoolDir, { recursive: true, force: true });
});

test('a full queue drops what it cannot hold and counts it as lost, without throwing', async () => {
  const spoolDir = newSpoolDir();
  const writer = writerOn(handle.db, spoolDir, { maxQueued: 5, batchSize: 1000, intervalMs: 60_000 });
  const { tenantId, records } = clicksOfNewWorld(8);
  for (const record of records) writer.push(record);
  await writer.stop();
  expect(writer.stats()).toMatchObject({ written: 5, lost: 3 });
  expect(await storedCount(tenantId)).toBe(5);
  rmSync(spoolDir, { recursive: true, force: true });
});

test('a spool file that cannot be read is set aside, and the files after it are still replayed', async () => {
  const spoolDir = newSpoolDir();
  writeFileSync(join(spoolDir, 'clicks-0-damaged.ndjson'), '{"id": "cut short');
  const { tenantId, records } = clicksOfNewWorld(5);
  await spoolBatch(spoolDir, records);

  const writer = writerOn(handle.db, spoolDir);
  await waitUntil(() => readdirSync(spoolDir).every((name) => name.endsWith('.bad')));
  await writer.stop();
  expect(await storedCount(tenantId)).toBe(5);
  expect(readdirSync(spoolDir)).toEqual(['clicks-0-damaged.ndjson.bad']);
  rmSync(spoolDir, { recursive: true, force: true });
});

test('two writers (two processes) storing clicks over a pause cap pause its offer once', async () => {
  const tenant = await seedTenant(handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
  const cap = await seedCap(handle.db, tenant, {
    offerId: offer.id,
    metric: 'clicks',
    limitValue: '2',
    action: 'pause',
  });
  const world = newClickWorld({ tenantId: tenant.id, offerId: offer.id, advertiserId: advertiser.id });
  const key = { capId: cap.id, publisherId: null, periodStart: new Date('2026-11-24T00:00:00Z') };
  const spoolDirs = [newSpoolDir(), newSpoolDir()];
  const writers = spoolDirs.map((dir) => writerOn(handle.db, dir, { intervalMs: 60_000 }));
  // Each writer stores two clicks: both batches find the counter at or over its limit of 2.
  for (const writer of writers) {
    for (let i = 0; i < 2; i += 1) writer.push(buildClickRecord(world, { capKeys: [key] }));
  }
  await Promise.all(writers.map((writer) => writer.stop()));

  const [stored] = await handle.db
    .select({ status: offers.status })
    .from(offers)
    .where(eq(offers.id, offer.id));
  expect(stored?.status).toBe('paused');
  const history = await handle.db
    .select()
    .from(offerStatusChanges)
    .where(eq(offerStatusChanges.offerId, offer.id));
  expect(history).toEqual([expect.objectContaining({ cause: 'cap', capId: cap.id, toStatus: 'paused' })]);
  for (const dir of spoolDirs) rmSync(dir, { recursive: true, force: true });
});
