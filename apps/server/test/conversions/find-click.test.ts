import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import type { ClickRecord } from '../../src/tracking/engine/click-record';
import { createClickFinder } from '../../src/tracking/index';
import { buildClickRecord, newClickWorld } from '../helpers/click-records';
import { eventStoreOf, writeClicks } from '../helpers/events';
import { openTestDatabase } from '../helpers/test-app';

/*
 * A conversion's click when the engine no longer remembers it: read from `clicks`, and lookups
 * that arrive together share one statement.
 */

let handle: DatabaseHandle;
const statements: string[] = [];
beforeAll(async () => {
  handle = await openTestDatabase((query) => statements.push(query));
});
afterAll(() => handle.close());

const forgetful = { get: () => undefined };
const lookupOf = (record: ClickRecord) => ({
  tenantId: record.tenantId,
  clickId: record.id,
  clickedAtSeconds: Math.floor(record.clickedAt.getTime() / 1000),
});

test('finds stored clicks by id, second and tenant, each answer in its own place', async () => {
  const world = newClickWorld();
  const clickedAt = new Date('2026-11-26T08:30:15.250Z');
  const records = Array.from({ length: 30 }, (_, index) =>
    buildClickRecord(world, { clickedAt, sub1: `s${index}`, ip: '2001:db8::7', affClickId: `a${index}` }),
  );
  await writeClicks(handle.db, records);
  const find = createClickFinder(eventStoreOf(handle.db), forgetful);
  statements.length = 0;
  const found = await Promise.all(records.map((record) => find(lookupOf(record))));
  // Thirty conversions at once: one statement for the first, one for the twenty-nine that waited.
  expect(statements.length).toBeLessThanOrEqual(2);
  found.forEach((facts, index) => {
    const record = records[index] as ClickRecord;
    expect(facts).toEqual({
      kind: record.kind,
      tenantId: record.tenantId,
      offerId: record.offerId,
      publisherId: record.publisherId,
      clickedAt,
      isTest: false,
      sub1: `s${index}`,
      sub2: null,
      sub3: null,
      sub4: null,
      sub5: null,
      source: record.source,
      affClickId: `a${index}`,
      country: record.country,
      region: record.region,
      deviceType: record.deviceType,
      os: record.os,
      browser: record.browser,
      landingPageId: null,
      creativeId: null,
      ip: '2001:db8::7',
    });
  });
});

test('answers null for another tenant, another second, an unknown id; memory comes first', async () => {
  const world = newClickWorld();
  const record = buildClickRecord(world, { clickedAt: new Date('2026-11-26T09:00:00.000Z') });
  await writeClicks(handle.db, [record]);
  const find = createClickFinder(eventStoreOf(handle.db), forgetful);
  const lookup = lookupOf(record);
  const [otherTenant, otherSecond, unknown, found] = await Promise.all([
    find({ ...lookup, tenantId: newClickWorld().tenantId }),
    find({ ...lookup, clickedAtSeconds: lookup.clickedAtSeconds + 1 }),
    find({ ...lookup, clickId: buildClickRecord(world).id }),
    find(lookup),
  ]);
  expect([otherTenant, otherSecond, unknown]).toEqual([null, null, null]);
  expect(found?.offerId).toBe(record.offerId);

  const unstored = buildClickRecord(world, { sub1: 'only in memory' });
  const remembering = createClickFinder(eventStoreOf(handle.db), {
    get: (id) => (id === unstored.id ? unstored : undefined),
  });
  statements.length = 0;
  expect((await remembering(lookupOf(unstored)))?.sub1).toBe('only in memory');
  expect(await remembering({ ...lookupOf(unstored), tenantId: newClickWorld().tenantId })).toBeNull();
  expect(statements).toHaveLength(0);
});

test('lookups of clicks made on different days go in one statement and find each', async () => {
  const world = newClickWorld();
  const days = ['2026-11-20T23:59:59.900Z', '2026-11-21T00:00:00.100Z', '2026-10-02T12:00:00.000Z'];
  const records = days.map((day) => buildClickRecord(world, { clickedAt: new Date(day) }));
  await writeClicks(handle.db, records);
  statements.length = 0;
  const found = await eventStoreOf(handle.db).findClicks(records.map(lookupOf));
  expect(statements).toHaveLength(1);
  expect(found.map((facts) => facts?.clickedAt.toISOString())).toEqual(days);
  // A second off, even across midnight, is not the click.
  const [early] = records;
  const shifted = {
    ...lookupOf(early as ClickRecord),
    clickedAtSeconds: lookupOf(early as ClickRecord).clickedAtSeconds + 1,
  };
  expect(await eventStoreOf(handle.db).findClicks([shifted])).toEqual([null]);
});
