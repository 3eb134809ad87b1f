import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { conversions } from '../../src/db/schema/index';
import {
  type ClickRecord,
  type ClickRowFilter,
  type EventStore,
  type RollupGroup,
  type RollupRequest,
  TooManyGroupsError,
} from '../../src/events/index';
import { buildClickRecord, buildRejectedClick, type ClickWorld } from '../helpers/click-records';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedOffer } from '../helpers/offers';
import { openTestDatabase } from '../helpers/test-app';
import { EVENT_STORES } from './event-stores';

/*
 * The event store's contract for the reads reports make (src/events/event-store.ts): the sums,
 * the counts a list sorts by and the click log's pages, entered through the door and run for
 * every store of event-stores.ts, on PGlite and on PostgreSQL. Writes are in
 * event-store-contract.test.ts.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const HOUR = new Date('2026-11-24T10:00:00Z');
const DAY = '2026-11-24';
const at = (minutes: number) => new Date(HOUR.getTime() + minutes * 60_000);

/**
 * A network of two offers of one advertiser and two publishers, with a day's clicks written
 * through the store: offer A by both publishers (one click from FR, one turned away), offer B in
 * USD by the first, a test click, another network's click on the same ids, and one pending
 * conversion on offer A counted in the rollups.
 */
async function smallNetwork(events: EventStore) {
  const tenant = await seedTenant(handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { partner: first } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
  const { partner: second } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
  const { offer: offerA } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
  const { offer: offerB } = await seedOffer(handle.db, tenant, {
    advertiserId: advertiser.id,
    currency: 'USD',
  });
  const world = (offer: typeof offerA, publisher: typeof first): ClickWorld => ({
    tenantId: tenant.id,
    offerId: offer.id,
    offerRef: offer.ref,
    publisherId: publisher.id,
    publisherRef: publisher.ref,
    advertiserId: advertiser.id,
  });
  const [aFirst, aSecond, bFirst] = [world(offerA, first), world(offerA, second), world(offerB, first)];
  const clicks: ClickRecord[] = [
    buildClickRecord(aFirst, { clickedAt: at(1) }),
    buildClickRecord(aFirst, { clickedAt: at(2), country: 'FR' }),
    buildClickRecord(aFirst, { clickedAt: at(3) }),
    buildRejectedClick(aFirst, { clickedAt: at(4) }),
    buildClickRecord(aSecond, { clickedAt: at(5) }),
    buildClickRecord(aSecond, { clickedAt: at(5) }),
    buildClickRecord(bFirst, { clickedAt: at(61), currency: 'USD' }),
    // Stored and shown in the click log, but in no sum.
    buildClickRecord(aFirst, { clickedAt: at(7), isTest: true }),
  ];
  const elsewhere = buildClickRecord({ ...aFirst, tenantId: randomUUID() }, { clickedAt: at(8) });
  await events.writeClicks([...clicks, elsewhere]);
  const [conversion] = await handle.db
    .insert(conversions)
    .values({
      tenantId: tenant.id,
      clickId: clicks[0]?.id ?? '',
      clickedAt: at(1),
      convertedAt: at(30),
      offerId: offerA.id,
      publisherId: first.id,
      advertiserId: advertiser.id,
      eventKey: 'sale',
      sub1: 'sub-a',
      status: 'pending',
      payout: '4.00',
      revenue: '6.00',
      currency: 'EUR',
      channel: 'postback',
    })
    .returning({ id: conversions.id });
  await events.countConversions(handle.db, [conversion?.id ?? '']);
  return { tenant, advertiser, first, second, offerA, offerB, clicks };
}

type Network = Awaited<ReturnType<typeof smallNetwork>>;

const dayOf = (network: Network): Omit<RollupRequest, 'groupBy'> => ({
  tenantId: network.tenant.id,
  from: DAY,
  to: DAY,
  timeZone: 'UTC',
  filters: {},
  scope: { role: 'admin' },
});

/** Each group as `key|currency: gross clicks, pending conversions`, sorted, for comparing. */
const summary = (groups: readonly RollupGroup[], key: keyof RollupGroup['keys']) =>
  groups
    .map(
      (group) =>
        `${group.keys[key]}|${group.currency}: ${group.counters.grossClicks}, ${group.counters.pendingConversions}`,
    )
    .sort();

describe.each(EVENT_STORES)('the $name event store: what reports read', (store) => {
  let events: EventStore;
  let network: Network;
  beforeAll(async () => {
    events = store.open(handle.db);
    network = await smallNetwork(events);
  });

  test('sums group by offer and always by currency, test clicks and other networks left out', async () => {
    const request = { ...dayOf(network), groupBy: ['offer'] as const };
    expect(events.lookupsNeededFor(request)).toEqual({ offerAdvertisers: false, publisherManagers: false });
    const sums = await events.sumRollups(request, {});
    expect(sums.rollup).toBe('hourly');
    expect(summary(sums.groups, 'offer')).toEqual(
      [`${network.offerA.id}|EUR: 6, 1`, `${network.offerB.id}|USD: 1, 0`].sort(),
    );
    const offerA = sums.groups.find((group) => group.keys.offer === network.offerA.id);
    expect(offerA?.counters).toMatchObject({
      uniqueClicks: 5,
      invalidClicks: 1,
      payout: '2.50',
      pendingPayout: '4.00',
      revenue: '4.00',
    });
  });

  test('a filter and a publisher’s scope narrow the rows', async () => {
    const byCountry = await events.sumRollups(
      { ...dayOf(network), groupBy: ['offer'], filters: { country: 'FR' } },
      {},
    );
    expect(summary(byCountry.groups, 'offer')).toEqual([`${network.offerA.id}|EUR: 1, 0`]);
    const second = await events.sumRollups(
      {
        ...dayOf(network),
        groupBy: ['offer'],
        scope: { role: 'publisher', publisherId: network.second.id },
      },
      {},
    );
    expect(summary(second.groups, 'offer')).toEqual([`${network.offerA.id}|EUR: 2, 0`]);
    const managed = await events.sumRollups(
      {
        ...dayOf(network),
        groupBy: ['publisher'],
        scope: { role: 'employee', partnerIds: [network.second.id] },
      },
      {},
    );
    expect(summary(managed.groups, 'publisher')).toEqual([`${network.second.id}|EUR: 2, 0`]);
  });

  test('what the panel knows comes as id pairs: each publisher’s manager, each offer’s advertiser', async () => {
    const managerId = randomUUID();
    const byManager = { ...dayOf(network), groupBy: ['accountManager'] as const };
    expect(events.lookupsNeededFor(byManager).publisherManagers).toBe(true);
    const managers = await events.sumRollups(byManager, {
      publisherManagers: { ids: [network.first.id, network.second.id], values: [managerId, null] },
    });
    expect(summary(managers.groups, 'accountManager')).toEqual(
      [`${managerId}|EUR: 4, 1`, `${managerId}|USD: 1, 0`, 'null|EUR: 2, 0'].sort(),
    );

    const bySubAndAdvertiser = { ...dayOf(network), groupBy: ['sub1', 'advertiser'] as const };
    expect(events.lookupsNeededFor(bySubAndAdvertiser).offerAdvertisers).toBe(true);
    const advertisers = await events.sumRollups(bySubAndAdvertiser, {
      offerAdvertisers: {
        ids: [network.offerA.id, network.offerB.id],
        values: [network.advertiser.id, network.advertiser.id],
      },
    });
    expect(advertisers.rollup).toBe('sub');
    expect(summary(advertisers.groups, 'advertiser')).toEqual(
      [`${network.advertiser.id}|EUR: 6, 1`, `${network.advertiser.id}|USD: 1, 0`].sort(),
    );
  });

  test('more groups than the request allows is refused', async () => {
    await expect(
      events.sumRollups({ ...dayOf(network), groupBy: ['offer'], maxGroups: 1 }, {}),
    ).rejects.toBeInstanceOf(TooManyGroupsError);
  });

  test('counts per id: gross clicks and conversions of every currency together', async () => {
    const counts = await events.countsById(dayOf(network), 'publisher');
    const byId = Object.fromEntries(
      counts.ids.map((id, index) => [id, [counts.clicks[index], counts.conversions[index]]]),
    );
    expect(byId).toEqual({ [network.first.id]: [5, 1], [network.second.id]: [2, 0] });
    const offers = await events.countsById(
      { ...dayOf(network), within: { offer: [network.offerB.id] } },
      'offer',
    );
    expect(offers).toEqual({ ids: [network.offerB.id], clicks: [1], conversions: [0] });
  });

  test('click rows: two keyset pages cover every click of the range once, in order', async () => {
    const filter: ClickRowFilter = {
      tenantId: network.tenant.id,
      from: DAY,
      to: DAY,
      timeZone: 'UTC',
      filters: {},
    };
    expect(await events.countClickRows(filter)).toBe(network.clicks.length);
    // Newest first, three to a page: the page ends between the two clicks of the same instant.
    const first = await events.readClickRows(filter, { order: 'desc', limit: 3 });
    const last = first.at(-1);
    if (!last) throw new Error('a first page');
    expect(last.clickedAt.getTime()).toBe(at(5).getTime());
    const rest = await events.readClickRows(filter, {
      order: 'desc',
      limit: 100,
      after: { time: last.clickedAt, id: last.id },
    });
    const read = [...first, ...rest];
    expect(read.map((click) => click.id).sort()).toEqual(network.clicks.map((click) => click.id).sort());
    const times = read.map((click) => click.clickedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byOffset = await events.readClickRows(filter, { order: 'desc', limit: 100, offset: 3 });
    expect(byOffset.map((click) => click.id)).toEqual(rest.map((click) => click.id));
    const ascending = await events.readClickRows(filter, { order: 'asc', limit: 100 });
    expect(ascending.map((click) => click.id)).toEqual(read.map((click) => click.id).reverse());
    expect(first[0]).toMatchObject({ tenantId: network.tenant.id, currency: 'USD', reason: null });
  });

  test('click rows: the filters, a click by id and a data scope of partner ids', async () => {
    const filter: ClickRowFilter = {
      tenantId: network.tenant.id,
      from: DAY,
      to: DAY,
      timeZone: 'UTC',
      filters: {},
    };
    const ids = async (narrowed: Partial<ClickRowFilter>) =>
      (await events.readClickRows({ ...filter, ...narrowed }, { order: 'asc', limit: 100 })).map(
        (click) => click.id,
      );
    const [one, fromFr, , invalid, secondA, secondB, usd] = network.clicks.map((click) => click.id);
    expect(await ids({ filters: { country: 'FR' } })).toEqual([fromFr]);
    expect(await ids({ quality: 'invalid' })).toEqual([invalid]);
    expect(await ids({ filters: { offerId: network.offerB.id } })).toEqual([usd]);
    expect(await ids({ clickId: one })).toEqual([one]);
    expect((await ids({ partnerIds: [network.second.id] })).sort()).toEqual([secondA, secondB].sort());
    expect(await ids({ partnerIds: [network.advertiser.id] })).toHaveLength(network.clicks.length);
    expect(await ids({ partnerIds: [] })).toEqual([]);
    expect(await events.countClickRows({ ...filter, partnerIds: [network.second.id] })).toBe(2);
    // Another day in a zone ahead of UTC holds none of them.
    expect(await ids({ from: '2026-11-25', to: '2026-11-25', timeZone: 'Asia/Tokyo' })).toEqual([]);
  });
});
