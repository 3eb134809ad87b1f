import { type CapPacing, listCapPacingResponseSchema } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { capUsage } from '../../src/db/schema/index';
import { PUBLISHER_ONLY, STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedPartner, type TestTenant } from '../helpers/factories';
import { publisherWorld, seedCap } from '../helpers/offer-parts';
import { seedOffer } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const DAY = 86_400_000;
const EPOCH = new Date(0);
const TEN_DAYS_AGO = () => new Date(Date.now() - 10 * DAY);

async function countUsage(
  db: Database,
  tenant: TestTenant,
  capId: string,
  used: string,
  publisherId: string | null = null,
) {
  await db.insert(capUsage).values({ tenantId: tenant.id, capId, publisherId, periodStart: EPOCH, used });
}

/**
 * An offer with lifetime caps counting for ten days (so the pace is per ten days, whatever the
 * hour the test runs): 500 of 1,000 clicks on the whole offer, a conversion cap counting each
 * publisher (the signed-in one used 3, a rival 7), a cap hidden from publishers and one on the rival.
 */
async function pacedWorld() {
  const { app, handle } = ctx.current;
  const { db } = handle;
  const world = await publisherWorld(app, db);
  const { tenant, advertiser, publisher } = world;
  const { partner: rival } = await seedPartner(db, tenant, { kind: 'publisher', company: 'Rival Media' });
  const { offer } = await seedOffer(db, tenant, { advertiserId: advertiser.id, name: 'Paced offer' });
  const lifetime = { offerId: offer.id, period: 'lifetime' as const, createdAt: TEN_DAYS_AGO() };
  const clicks = await seedCap(db, tenant, {
    ...lifetime,
    metric: 'clicks',
    action: 'fallback',
    limitValue: '1000',
    visibleToPublishers: true,
  });
  const each = await seedCap(db, tenant, {
    ...lifetime,
    scope: 'each_publisher',
    limitValue: '10',
    position: 1,
    visibleToPublishers: true,
  });
  const hidden = await seedCap(db, tenant, {
    ...lifetime,
    metric: 'payout',
    limitValue: '50.00',
    position: 2,
  });
  const rivals = await seedCap(db, tenant, {
    ...lifetime,
    scope: 'publisher',
    publisherId: rival.id,
    limitValue: '5',
    position: 3,
    visibleToPublishers: true,
  });
  await countUsage(db, tenant, clicks.id, '500');
  await countUsage(db, tenant, each.id, '3', publisher.partner.id);
  await countUsage(db, tenant, each.id, '7', rival.id);
  await countUsage(db, tenant, hidden.id, '62.50');
  await countUsage(db, tenant, rivals.id, '5');
  return { ...world, db, rival, offer, caps: { clicks, each, hidden, rivals } };
}

async function pacingOf(url: string, headers: Record<string, string>): Promise<CapPacing[]> {
  const answer = await ctx.current.app.inject({ method: 'GET', url, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return listCapPacingResponseSchema.parse(answer.json()).data;
}

describe('GET /cap-pacing (staff)', () => {
  test('every counter of the offer’s caps: used, pace and the forecast time it runs out', async () => {
    const w = await pacedWorld();
    const { headers } = await signedIn(ctx.current.app, w.db, w.tenant);
    const rows = await pacingOf(`/api/v1/cap-pacing?offerId=${w.offer.id}`, headers);
    const before = Date.now();

    const clicks = rows.find((row) => row.capId === w.caps.clicks.id);
    expect(clicks).toMatchObject({ used: '500', limit: '1000', state: 'on_pace', periodEnd: null });
    // 500 in ten days: the other 500 take ten more.
    expect(clicks?.perHour).toBeCloseTo(500 / 240, 1);
    const forecast = new Date(clicks?.forecastAt ?? 0).getTime();
    expect(Math.abs(forecast - (before + 10 * DAY))).toBeLessThan(DAY / 10);

    // Each publisher's counter, the fullest first, with the publisher's name.
    const each = rows.filter((row) => row.capId === w.caps.each.id);
    expect(each.map((row) => [row.publisher?.name, row.used])).toEqual([
      ['Rival Media', '7'],
      [w.publisher.partner.company, '3'],
    ]);
    expect(rows.find((row) => row.capId === w.caps.hidden.id)).toMatchObject({
      used: '62.50',
      limit: '50.00',
      state: 'reached',
    });
    expect(rows.find((row) => row.capId === w.caps.rivals.id)?.publisher?.id).toBe(w.rival.id);
  });

  test('the dashboard list keeps the caps at risk, reached first; another network sees none of them', async () => {
    const w = await pacedWorld();
    const { headers } = await signedIn(ctx.current.app, w.db, w.tenant);
    const rows = await pacingOf('/api/v1/cap-pacing?atRisk=true', headers);
    expect(rows.map((row) => row.state)).toEqual(['reached', 'reached', 'on_pace', 'on_pace', 'on_pace']);

    const other = await adminOfNewTenant(ctx.current.app, w.db);
    expect(await pacingOf(`/api/v1/cap-pacing?offerId=${w.offer.id}`, other.headers)).toEqual([]);
    expect(await pacingOf('/api/v1/cap-pacing', other.headers)).toEqual([]);
  });
});

describe('GET /publisher/cap-pacing', () => {
  test('only caps shown to them, with the offer’s counter and their own, never another publisher’s', async () => {
    const w = await pacedWorld();
    const rows = await pacingOf(`/api/v1/publisher/cap-pacing?offerId=${w.offer.id}`, w.headers);
    expect(rows.map((row) => [row.capId, row.used, row.publisher])).toEqual([
      [w.caps.clicks.id, '500', null],
      [w.caps.each.id, '3', null],
    ]);
    expect(JSON.stringify(rows)).not.toContain('Rival Media');
    // Across their offers: the same two.
    expect(await pacingOf('/api/v1/publisher/cap-pacing', w.headers)).toHaveLength(2);
  });

  test('an offer of another network, or one they may not see, is not found', async () => {
    const w = await pacedWorld();
    const other = await publisherWorld(ctx.current.app, w.db);
    const foreign = await ctx.current.app.inject({
      method: 'GET',
      url: `/api/v1/publisher/cap-pacing?offerId=${w.offer.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const { offer: hidden } = await seedOffer(w.db, w.tenant, {
      advertiserId: w.advertiser.id,
      visibility: 'private',
    });
    const unseen = await ctx.current.app.inject({
      method: 'GET',
      url: `/api/v1/publisher/cap-pacing?offerId=${hidden.id}`,
      headers: w.headers,
    });
    expect(unseen.statusCode).toBe(404);
  });
});

describe('who may ask', () => {
  test('staff with offers.read for the staff list; publishers only for theirs', async () => {
    const w = await pacedWorld();
    const staff = await statusesByCaller(ctx.current.app, w.db, w.tenant, {
      permission: 'offers.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: `/api/v1/cap-pacing?offerId=${w.offer.id}` }),
    });
    expect(staff.statuses).toEqual(STAFF_ONLY(200));
    const partner = await statusesByCaller(ctx.current.app, w.db, w.tenant, {
      permission: 'offers.read',
      expected: PUBLISHER_ONLY(200),
      request: async () => ({ method: 'GET', url: `/api/v1/publisher/cap-pacing?offerId=${w.offer.id}` }),
    });
    expect(partner.statuses).toEqual(PUBLISHER_ONLY(200));
  });
});
