import { type Dashboard, type DashboardFigures, getDashboardResponseSchema } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { conversions } from '../../src/db/schema/index';
import {
  ADVERTISER_ONLY,
  PUBLISHER_ONLY,
  STAFF_ONLY,
  signedInPartner,
  statusesByCaller,
} from '../helpers/callers';
import { buildClickRecord } from '../helpers/click-records';
import { eventStoreOf, writeClicks } from '../helpers/events';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedOffer } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const DAY = 86_400_000;

/**
 * A network whose rollups were written by the click writer's own statement: 3 CPC clicks today
 * and 2 three days ago for the signed-in publisher on offer A (0.50 payout and 0.80 revenue
 * each, in EUR), 1 click today for a rival on offer B of another advertiser, and an approved conversion
 * in USD on a private event of offer A (staff and the advertiser see it, the publisher does not).
 */
async function trafficWorld() {
  const { app, handle } = ctx.current;
  const { db } = handle;
  const tenant = await seedTenant(db);
  const advertiser = await signedInPartner(app, db, tenant, 'advertiser');
  const publisher = await signedInPartner(app, db, tenant, 'publisher');
  const { partner: otherAdvertiser } = await seedPartner(db, tenant, { kind: 'advertiser' });
  const { partner: rival } = await seedPartner(db, tenant, { kind: 'publisher', company: 'Rival Media' });
  const { offer: offerA } = await seedOffer(db, tenant, {
    advertiserId: advertiser.partner.id,
    name: 'Offer A',
    events: [
      { key: 'sale', name: 'Sale', isBase: true },
      { key: 'vip_upsell', name: 'VIP upsell', isPrivate: true },
    ],
  });
  const { offer: offerB } = await seedOffer(db, tenant, {
    advertiserId: otherAdvertiser.id,
    name: 'Offer B',
  });
  const worldOf = (offer: typeof offerA, partner: { id: string; ref: number }) => ({
    tenantId: tenant.id,
    offerId: offer.id,
    offerRef: offer.ref,
    publisherId: partner.id,
    publisherRef: partner.ref,
    advertiserId: offer.advertiserId,
  });
  const mine = worldOf(offerA, publisher.partner);
  const now = new Date();
  const earlier = new Date(now.getTime() - 3 * DAY);
  await writeClicks(db, [
    ...[0, 1, 2].map(() => buildClickRecord(mine, { clickedAt: now })),
    ...[0, 1].map(() => buildClickRecord(mine, { clickedAt: earlier })),
    buildClickRecord(worldOf(offerB, rival), { clickedAt: now }),
  ]);
  const [conversion] = await db
    .insert(conversions)
    .values({
      tenantId: tenant.id,
      clickId: 'dashboard-click',
      clickedAt: now,
      convertedAt: now,
      offerId: offerA.id,
      publisherId: publisher.partner.id,
      advertiserId: advertiser.partner.id,
      eventKey: 'vip_upsell',
      status: 'approved',
      payout: '20.00',
      revenue: '30.00',
      currency: 'USD',
      country: 'DE',
      deviceType: 'desktop',
      os: 'Windows',
      browser: 'Chrome',
      channel: 'postback',
    })
    .returning({ id: conversions.id });
  await eventStoreOf(db).countConversions(db, [conversion?.id ?? '']);
  return { app, db, tenant, advertiser, publisher, rival, offerA, offerB };
}

/** Clicks and conversions of every currency, and each currency's payout and revenue (null: hidden). */
const summary = ({ all, byCurrency }: DashboardFigures) => ({
  grossClicks: all.grossClicks,
  uniqueClicks: all.uniqueClicks,
  approvedConversions: all.approvedConversions,
  money: byCurrency.map(({ currency, counters }) => [currency, counters.payout, counters.revenue]),
});

async function dashboardOf(url: string, headers: Record<string, string>): Promise<Dashboard> {
  const answer = await ctx.current.app.inject({ method: 'GET', url, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return getDashboardResponseSchema.parse(answer.json()).data;
}

describe('dashboards', () => {
  test('staff: the whole network, payout and revenue, top offers and publishers', async () => {
    const w = await trafficWorld();
    const { headers } = await signedIn(w.app, w.db, w.tenant);
    const board = await dashboardOf('/api/v1/dashboard?tz=UTC', headers);
    expect(summary(board.today.figures)).toEqual({
      grossClicks: 4,
      uniqueClicks: 4,
      approvedConversions: 1,
      money: [
        ['EUR', '2.00', '3.20'],
        ['USD', '20.00', '30.00'],
      ],
    });
    // Counts of every currency together; money never adds across currencies.
    expect(board.today.figures.all.payout).toBeNull();
    expect(board.last7Days.figures.all.grossClicks).toBe(6);
    expect(board.yesterday.figures.all.grossClicks).toBe(0);
    expect(board.trend).toHaveLength(30);
    expect(board.trend.at(-1)?.day).toBe(board.today.from);
    expect(board.trend.reduce((sum, point) => sum + (point.figures.all.grossClicks ?? 0), 0)).toBe(6);
    expect(board.topOffers.map((row) => [row.name, row.figures.all.grossClicks])).toEqual([
      ['Offer A', 5],
      ['Offer B', 1],
    ]);
    expect(board.topPublishers?.map((row) => row.name)).toEqual([w.publisher.partner.company, 'Rival Media']);
  });

  test('publisher: only their traffic and payout; no revenue, no private event, no other publisher', async () => {
    const w = await trafficWorld();
    const board = await dashboardOf('/api/v1/publisher/dashboard?tz=UTC', w.publisher.headers);
    expect(summary(board.today.figures)).toEqual({
      grossClicks: 3,
      uniqueClicks: 3,
      approvedConversions: 0,
      money: [['EUR', '1.50', null]],
    });
    expect(summary(board.last7Days.figures).money).toEqual([['EUR', '2.50', null]]);
    expect(board.topOffers.map((row) => row.name)).toEqual(['Offer A']);
    expect(board.topPublishers).toBeUndefined();
    const counters = [board.today, board.last7Days, ...board.trend].flatMap((point) =>
      point.figures.byCurrency.map((total) => total.counters),
    );
    expect(counters.every((c) => c.revenue === null && c.pendingRevenue === null && c.sale === null)).toBe(
      true,
    );
    expect(JSON.stringify(board)).not.toContain('Rival Media');
  });

  test('advertiser: only their offers and what they pay (revenue); never payout or publishers', async () => {
    const w = await trafficWorld();
    const board = await dashboardOf('/api/v1/advertiser/dashboard?tz=UTC', w.advertiser.headers);
    expect(summary(board.today.figures)).toEqual({
      grossClicks: 3,
      uniqueClicks: 3,
      approvedConversions: 1,
      money: [
        ['EUR', null, '2.40'],
        ['USD', null, '30.00'],
      ],
    });
    expect(board.topOffers.map((row) => row.name)).toEqual(['Offer A']);
    const counters = [board.today, board.last7Days, ...board.trend].flatMap((point) =>
      point.figures.byCurrency.map((total) => total.counters),
    );
    expect(counters.every((c) => c.payout === null && c.pendingPayout === null)).toBe(true);
    expect(board.topPublishers).toBeUndefined();
    expect(JSON.stringify(board)).not.toContain(w.publisher.partner.company);
  });

  test('days start in the asked zone; another network sees none of these rows', async () => {
    const w = await trafficWorld();
    const { headers } = await signedIn(w.app, w.db, w.tenant);
    const tokyo = await dashboardOf('/api/v1/dashboard?tz=Asia/Tokyo', headers);
    expect(tokyo.tz).toBe('Asia/Tokyo');
    expect(tokyo.last7Days.figures.all.grossClicks).toBe(6);
    const bad = await w.app.inject({ method: 'GET', url: '/api/v1/dashboard?tz=Mars/Base', headers });
    expect(bad.statusCode).toBe(422);

    const other = await adminOfNewTenant(w.app, w.db);
    const empty = await dashboardOf('/api/v1/dashboard?tz=UTC', other.headers);
    expect(empty.last7Days.figures.all.grossClicks).toBe(0);
    expect(empty.topOffers).toEqual([]);
  });

  test('who may ask: staff with reports.read, and each partner only their own portal’s', async () => {
    const w = await trafficWorld();
    const cases = [
      ['/api/v1/dashboard', STAFF_ONLY(200)],
      ['/api/v1/publisher/dashboard', PUBLISHER_ONLY(200)],
      ['/api/v1/advertiser/dashboard', ADVERTISER_ONLY(200)],
    ] as const;
    for (const [url, expected] of cases) {
      const { statuses } = await statusesByCaller(w.app, w.db, w.tenant, {
        permission: 'reports.read',
        expected,
        request: async () => ({ method: 'GET', url }),
      });
      expect(statuses).toEqual(expected);
    }
  });
});
