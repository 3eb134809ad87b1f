import type { ConversionStatus } from '@affnet/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { conversions } from '../../src/db/schema/index';
import type { EventStore } from '../../src/events/index';
import {
  buildClickRecord,
  buildImpressionRecord,
  buildRejectedClick,
  newClickWorld,
} from '../helpers/click-records';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedCap } from '../helpers/offer-parts';
import { seedOffer } from '../helpers/offers';
import { openTestDatabase } from '../helpers/test-app';
import { type ConversionFigures, EVENT_STORES } from './event-stores';

/*
 * The event store's contract (src/events/event-store.ts), entered through its door and run for
 * every store of event-stores.ts, on PGlite and on PostgreSQL as the API tests are.
 */

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

describe.each(EVENT_STORES)('the $name event store', (store) => {
  let events: EventStore;
  beforeAll(() => {
    events = store.open(handle.db);
  });
  const writeClicks = async (records: Parameters<EventStore['writeClicks']>[0]) =>
    (await events.writeClicks(records)).inserted;

  test('a batch stores every click and rollups equal to the totals counted over the stored rows', async () => {
    const { world, records } = mixedBatch();
    const inserted = await writeClicks(records);
    expect(inserted.size).toBe(records.length);

    const rollups = await store.rollups(handle.db, world.tenantId);
    expect(rollups.hourly).toEqual(await store.totalsFromClicks(handle.db, world.tenantId, 'hourly'));
    expect(rollups.sub).toEqual(await store.totalsFromClicks(handle.db, world.tenantId, 'sub'));
    // Spot checks against what the batch holds, so the comparison above is not empty.
    const gross = rollups.hourly.reduce((sum, row) => sum + Number(row.gross_clicks), 0);
    expect(gross).toBe(7);
    expect(await store.testClicks(handle.db, world.tenantId)).toBe(1);
  });

  test('the same batch written again stores and counts nothing twice', async () => {
    const { world, records } = mixedBatch();
    await writeClicks(records.slice(0, 4));
    const before = await store.rollups(handle.db, world.tenantId);
    const again = await writeClicks(records);
    expect(again.size).toBe(records.length - 4);
    const onceMore = await writeClicks(records);
    expect(onceMore.size).toBe(0);

    const rollups = await store.rollups(handle.db, world.tenantId);
    expect(rollups.hourly).toEqual(await store.totalsFromClicks(handle.db, world.tenantId, 'hourly'));
    expect(rollups.sub).toEqual(await store.totalsFromClicks(handle.db, world.tenantId, 'sub'));
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
    await writeClicks(records);
    await writeClicks(records);

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
    const inserted = await writeClicks(records);
    expect(inserted.size).toBe(records.length);
    const rows = await store.trackedColumns(handle.db, world.tenantId);
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

  test('finds stored clicks in the order asked: none for another network, another second or an id never stored', async () => {
    const { world, records } = mixedBatch();
    await writeClicks(records);
    const [first, second] = records;
    if (!first || !second) throw new Error('the batch has clicks');
    const seconds = (click: typeof first) => Math.floor(click.clickedAt.getTime() / 1000);
    const found = await events.findClicks([
      { tenantId: world.tenantId, clickId: second.id, clickedAtSeconds: seconds(second) },
      { tenantId: newClickWorld().tenantId, clickId: first.id, clickedAtSeconds: seconds(first) },
      { tenantId: world.tenantId, clickId: first.id, clickedAtSeconds: seconds(first) + 1 },
      { tenantId: world.tenantId, clickId: `${first.id}x`, clickedAtSeconds: seconds(first) },
      { tenantId: world.tenantId, clickId: first.id, clickedAtSeconds: seconds(first) },
    ]);
    expect(found.map((click) => click?.sub1 ?? (click ? 'found' : null))).toEqual([
      second.sub1 ?? 'found',
      null,
      null,
      null,
      first.sub1 ?? 'found',
    ]);
    expect(found[0]).toMatchObject({
      offerId: second.offerId,
      publisherId: second.publisherId,
      country: 'FR',
    });
    expect(found[4]?.clickedAt.getTime()).toBe(first.clickedAt.getTime());
  });

  test('readying storage for the coming days may be repeated, and clicks of those days are stored', async () => {
    const now = new Date();
    await events.prepareClickStorage(now);
    await events.prepareClickStorage(now);
    const world = newClickWorld();
    const tomorrow = buildClickRecord(world, { clickedAt: new Date(now.getTime() + 86_400_000) });
    expect([...(await writeClicks([tomorrow]))]).toEqual([tomorrow.id]);
  });

  test('banner impressions are stored once with every rollup counting them; a replay counts nothing and no click', async () => {
    const world = newClickWorld();
    const creativeId = crypto.randomUUID();
    const views = [
      buildImpressionRecord(world, { shownAt: at(1), creativeId }),
      buildImpressionRecord(world, { shownAt: at(2), creativeId, country: 'FR', sub1: '"quoted", {braced}' }),
      buildImpressionRecord(world, { shownAt: at(61), creativeId: crypto.randomUUID(), currency: 'USD' }),
    ];
    expect(await events.writeImpressions(views.slice(0, 1))).toEqual(new Set([views[0]?.id]));
    expect(await events.writeImpressions(views)).toEqual(new Set(views.slice(1).map((view) => view.id)));
    expect(await events.writeImpressions(views)).toEqual(new Set());
    expect(await events.writeImpressions([])).toEqual(new Set());

    expect(await store.impressionFigures(handle.db, world.tenantId)).toEqual({
      stored: 3,
      rollups: [3, 3, 3, 3, 3, 3],
    });
    const rollups = await store.rollups(handle.db, world.tenantId);
    expect(rollups.hourly.reduce((sum, row) => sum + Number(row.gross_clicks), 0)).toBe(0);
  });

  test('conversions count under their status in every rollup; taken out and moved, the figures follow; test ones never count', async () => {
    const tenant = await seedTenant(handle.db);
    const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const { partner: publisher } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
    const stored = await handle.db
      .insert(conversions)
      .values(
        [false, true].map((isTest, index) => ({
          tenantId: tenant.id,
          clickId: `contract-click-${index}`,
          clickedAt: HOUR,
          convertedAt: at(30),
          offerId: offer.id,
          publisherId: publisher.id,
          advertiserId: advertiser.id,
          eventKey: 'sale',
          status: 'pending' as const,
          payout: '4.00',
          revenue: '6.00',
          currency: 'EUR',
          channel: 'postback' as const,
          isTest,
        })),
      )
      .returning({ id: conversions.id });
    const ids = stored.map((row) => row.id);
    const [id] = ids;
    if (!id) throw new Error('stored');
    const everywhere = (figures: ConversionFigures) => Array.from({ length: 6 }, () => figures);
    const none = { approved: 0, pending: 0, rejected: 0, approvedPayout: '0.00', pendingPayout: '0.00' };

    await events.countConversions(handle.db, ids);
    expect(await store.conversionFigures(handle.db, tenant.id)).toEqual(
      everywhere({ ...none, pending: 1, pendingPayout: '4.00' }),
    );
    // A status change rewrites the row and moves its figures in one transaction, as change-status does.
    const change = (from: ConversionStatus, to: ConversionStatus) =>
      handle.db.transaction(async (tx) => {
        await tx.update(conversions).set({ status: to }).where(eq(conversions.id, id));
        await events.moveConversion(tx, id, from, to);
      });
    await change('pending', 'approved');
    expect(await store.conversionFigures(handle.db, tenant.id)).toEqual(
      everywhere({ ...none, approved: 1, approvedPayout: '4.00' }),
    );
    await change('approved', 'rejected');
    expect(await store.conversionFigures(handle.db, tenant.id)).toEqual(everywhere({ ...none, rejected: 1 }));
    await events.countConversions(handle.db, [id], -1);
    expect(await store.conversionFigures(handle.db, tenant.id)).toEqual(everywhere(none));
  });
});
