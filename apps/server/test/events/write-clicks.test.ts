import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { buildClickRecord, buildRejectedClick, newClickWorld } from '../helpers/click-records';
import { writeClicks } from '../helpers/events';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedCap } from '../helpers/offer-parts';
import { seedOffer } from '../helpers/offers';
import { openTestDatabase } from '../helpers/test-app';
import { rollupsOf, totalsFromClicks } from '../tracking/writer/rollup-queries';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const HOUR = new Date('2026-11-24T10:00:00Z');
const at = (minutes: number) => new Date(HOUR.getTime() + minutes * 60_000);

function mixedBatch() {
  const world = newClickWorld();
  const other = { ...world, publisherId: newClickWorld().publisherId, publisherRef: 9001 };
  return {
    world,
    records: [
      buildClickRecord(world, { clickedAt: at(1) }),
      buildClickRecord(world, { clickedAt: at(2), sub1: 'sub-b', country: 'FR' }),
      buildClickRecord(world, { clickedAt: at(3), isUnique: false, isDuplicate: true }),
      buildRejectedClick(world, { clickedAt: at(4) }),
      buildRejectedClick(world, { clickedAt: at(5), reason: 'duplicate_click', isDuplicate: true }),
      buildClickRecord(world, { clickedAt: at(61), currency: 'USD' }),
      buildClickRecord(other, { clickedAt: at(7) }),
      // A test click is stored but kept out of every total.
      buildClickRecord(world, { clickedAt: at(8), isTest: true }),
    ],
  };
}

test('a batch stores every click and rollups equal to the totals counted over the stored rows', async () => {
  const { world, records } = mixedBatch();
  const inserted = await writeClicks(handle.db, records);
  expect(inserted.size).toBe(records.length);

  const rollups = await rollupsOf(handle.db, world.tenantId);
  expect(rollups.hourly).toEqual(await totalsFromClicks(handle.db, world.tenantId, 'hourly'));
  expect(rollups.sub).toEqual(await totalsFromClicks(handle.db, world.tenantId, 'sub'));
  // Spot checks against what the batch holds, so the comparison above is not empty.
  const gross = rollups.hourly.reduce((sum, row) => sum + Number(row.gross_clicks), 0);
  expect(gross).toBe(7);
  const test = await handle.db.execute(
    sql`select count(*)::int as n from clicks where tenant_id = ${world.tenantId} and is_test`,
  );
  expect((test as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
});

test('the same batch written again stores and counts nothing twice', async () => {
  const { world, records } = mixedBatch();
  await writeClicks(handle.db, records.slice(0, 4));
  const before = await rollupsOf(handle.db, world.tenantId);
  const again = await writeClicks(handle.db, records);
  expect(again.size).toBe(records.length - 4);
  const onceMore = await writeClicks(handle.db, records);
  expect(onceMore.size).toBe(0);

  const rollups = await rollupsOf(handle.db, world.tenantId);
  expect(rollups.hourly).toEqual(await totalsFromClicks(handle.db, world.tenantId, 'hourly'));
  expect(rollups.sub).toEqual(await totalsFromClicks(handle.db, world.tenantId, 'sub'));
  expect(rollups.hourly).not.toEqual(before.hourly);
});

test('valid non-test clicks add to the usage of their caps; test, rejected and replayed ones do not', async () => {
  const tenant = await seedTenant(handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
  const cap = await seedCap(handle.db, tenant, { offerId: offer.id, metric: 'clicks' });
  const world = newClickWorld({ tenantId: tenant.id, offerId: offer.id, advertiserId: advertiser.id });
  const key = { capId: cap.id, publisherId: null, periodStart: new Date('2026-11-24T00:00:00Z') };
  const perPublisher = { ...key, publisherId: world.publisherId };
  const records = [
    buildClickRecord(world, { capKeys: [key, perPublisher] }),
    buildClickRecord(world, { capKeys: [key] }),
    buildClickRecord(world, { capKeys: [key], isTest: true }),
    buildRejectedClick(world, { capKeys: [key] }),
  ];
  await writeClicks(handle.db, records);
  await writeClicks(handle.db, records);

  const usage = await handle.db.execute(
    sql`select publisher_id, used::int as used from cap_usage where cap_id = ${cap.id} order by publisher_id nulls first`,
  );
  expect((usage as unknown as { rows: unknown[] }).rows).toEqual([
    { publisher_id: null, used: 2 },
    { publisher_id: world.publisherId, used: 1 },
  ]);
});

test('tracked values are stored exactly as given, whatever the array syntax would make of them', async () => {
  const world = newClickWorld();
  const hostile = [
    'a,b',
    '{"x":1}',
    'back\\slash "quoted"',
    'NULL',
    'null',
    '',
    ' padded ',
    'tab\there',
    '=HYPERLINK("http://evil")',
    "'; drop table clicks; --",
    'ünïcødé ✓',
  ];
  const records = hostile.map((value, index) =>
    buildClickRecord(world, {
      sub1: value,
      sub5: `${value}}`,
      source: value,
      affClickId: `{${value}`,
      userAgent: value,
      referrer: value,
      destinationUrl: `https://shop.example/?s=${value}`,
      region: value,
      clickedAt: at(index),
    }),
  );
  const inserted = await writeClicks(handle.db, records);
  expect(inserted.size).toBe(records.length);
  const { rows } = (await handle.db.execute(
    sql`select id, sub1, sub5, source, aff_click_id, user_agent, referrer, destination_url, region
        from clicks where tenant_id = ${world.tenantId}`,
  )) as unknown as { rows: Record<string, string | null>[] };
  for (const record of records) {
    expect(rows.find((row) => row.id === record.id)).toEqual({
      id: record.id,
      sub1: record.sub1,
      sub5: record.sub5,
      source: record.source,
      aff_click_id: record.affClickId,
      user_agent: record.userAgent,
      referrer: record.referrer,
      destination_url: record.destinationUrl,
      region: record.region,
    });
  }
});
