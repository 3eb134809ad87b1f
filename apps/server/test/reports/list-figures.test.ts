import {
  type DashboardFigures,
  listAdvertisersResponseSchema,
  listOffersResponseSchema,
  listPublishersResponseSchema,
  shiftDay,
  utcToZonedTime,
} from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { conversions, partners } from '../../src/db/schema/index';
import { buildClickRecord, type ClickWorld } from '../helpers/click-records';
import { eventStoreOf, writeClicks } from '../helpers/events';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { seedOffer } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';

/*
 * The lists show what their descriptions promise (docs/reports.md "Figures on lists"): offers with
 * their last 30 days' clicks, conversions and revenue, publishers with their earnings, advertisers
 * with their offers and spend, from the rollups the click writer and the conversion intake keep.
 */

const ctx = useTestApp();
const DAY = 86_400_000;
const ZONE = 'Pacific/Auckland';

type Offer = Awaited<ReturnType<typeof seedOffer>>['offer'];
type Partner = { id: string; ref: number };

/**
 * A network in Auckland's zone whose rollups were written by the click writer's own statement
 * (CPC clicks: 0.50 payout and 0.80 revenue each, in EUR) and the conversion rollup function:
 *   offer A (advertiser X): 3 clicks today by publisher P, 1 by Q, 2 by P 40 days ago (too old);
 *     an approved EUR conversion by P (payout 20, revenue 30) and a rejected one (not counted);
 *   offer B (advertiser X): 2 clicks by Q 10 days ago, a pending USD conversion by Q (6 / 9);
 *   offer C (advertiser Y): 1 click by P today; offer D (advertiser Y, paused): nothing;
 *   offer E (advertiser X, archived): nothing;
 * and another network's clicks on offer A's ids, which count nowhere here.
 */
async function listWorld() {
  const { app, handle } = ctx.current;
  const { db } = handle;
  const tenant = await seedTenant(db, { timezone: ZONE });
  const admin = await signedIn(app, db, tenant);
  const { partner: x } = await seedPartner(db, tenant, { kind: 'advertiser', company: 'X Brands' });
  const { partner: y } = await seedPartner(db, tenant, { kind: 'advertiser', company: 'Y Shop' });
  const { partner: p } = await seedPartner(db, tenant, { kind: 'publisher', company: 'P Media' });
  const { partner: q } = await seedPartner(db, tenant, { kind: 'publisher', company: 'Q Media' });
  const offer = async (name: string, advertiserId: string, status: Offer['status'] = 'active') =>
    (await seedOffer(db, tenant, { advertiserId, name, status })).offer;
  const a = await offer('Offer A', x.id);
  const b = await offer('Offer B', x.id);
  const c = await offer('Offer C', y.id);
  const d = await offer('Offer D', y.id, 'paused');
  await offer('Offer E', x.id, 'archived');

  const world = (o: Offer, publisher: Partner, tenantId = tenant.id): ClickWorld => ({
    tenantId,
    offerId: o.id,
    offerRef: o.ref,
    publisherId: publisher.id,
    publisherRef: publisher.ref,
    advertiserId: o.advertiserId,
  });
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const clicks = (w: ClickWorld, count: number, at = now) =>
    Array.from({ length: count }, () => buildClickRecord(w, { clickedAt: at }));
  const elsewhere = await seedTenant(db);
  await writeClicks(db, [
    ...clicks(world(a, p), 3),
    ...clicks(world(a, q), 1),
    ...clicks(world(a, p), 2, ago(40)),
    ...clicks(world(b, q), 2, ago(10)),
    ...clicks(world(c, p), 1),
    ...clicks(world(a, p, elsewhere.id), 5),
  ]);
  await convert(tenant, world(a, p), {
    status: 'approved',
    payout: '20.00',
    revenue: '30.00',
    currency: 'EUR',
  });
  await convert(tenant, world(a, p), {
    status: 'rejected',
    payout: '20.00',
    revenue: '30.00',
    currency: 'EUR',
  });
  await convert(tenant, world(b, q), {
    status: 'pending',
    payout: '6.00',
    revenue: '9.00',
    currency: 'USD',
    at: ago(10),
  });
  return { app, db, tenant, admin, x, y, p, q, a, b, c, d };
}

let conversionNumber = 0;

async function convert(
  tenant: TestTenant,
  w: ClickWorld,
  values: {
    status: 'approved' | 'pending' | 'rejected';
    payout: string;
    revenue: string;
    currency: string;
    at?: Date;
  },
) {
  const { db } = ctx.current.handle;
  const at = values.at ?? new Date();
  conversionNumber += 1;
  const [row] = await db
    .insert(conversions)
    .values({
      tenantId: tenant.id,
      clickId: `list-figures-${conversionNumber}`,
      clickedAt: at,
      convertedAt: at,
      offerId: w.offerId,
      publisherId: w.publisherId,
      advertiserId: w.advertiserId,
      eventKey: 'conversion',
      status: values.status,
      payout: values.payout,
      revenue: values.revenue,
      currency: values.currency,
      country: 'DE',
      deviceType: 'desktop',
      os: 'Windows',
      browser: 'Chrome',
      channel: 'postback',
    })
    .returning({ id: conversions.id });
  await eventStoreOf(db).countConversions(db, [row?.id ?? '']);
}

/** Clicks, conversions (approved + pending) and each currency's payout and revenue. */
function summary(figures: DashboardFigures | null) {
  if (!figures) return null;
  const { all, byCurrency } = figures;
  return {
    clicks: all.grossClicks,
    conversions: (all.approvedConversions ?? 0) + (all.pendingConversions ?? 0),
    money: byCurrency.map(({ currency, counters }) => [currency, counters.payout, counters.revenue]),
  };
}

async function get(url: string, headers: Record<string, string>) {
  const answer = await ctx.current.app.inject({ method: 'GET', url, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const today = () => utcToZonedTime(new Date(), ZONE).slice(0, 10);

describe('offer/manage', () => {
  test('each offer with its last 30 days in the network’s zone: clicks, conversions, revenue', async () => {
    const w = await listWorld();
    const page = listOffersResponseSchema.parse(
      await get('/api/v1/offers?sort=name&order=asc', w.admin.headers),
    );
    expect(page.meta.recent).toEqual({ from: shiftDay(today(), -29), to: today(), timeZone: ZONE });
    const byName = Object.fromEntries(page.data.map((row) => [row.name, summary(row.recent)]));
    expect(byName).toEqual({
      'Offer A': { clicks: 4, conversions: 1, money: [['EUR', '22.00', '33.20']] },
      'Offer B': {
        clicks: 2,
        conversions: 1,
        money: [
          ['EUR', '1.00', '1.60'],
          ['USD', '0.00', '0.00'],
        ],
      },
      'Offer C': { clicks: 1, conversions: 0, money: [['EUR', '0.50', '0.80']] },
      'Offer D': { clicks: 0, conversions: 0, money: [] },
      'Offer E': { clicks: 0, conversions: 0, money: [] },
    });
    // Pending money is there too, apart from approved money.
    const b = page.data.find((row) => row.name === 'Offer B');
    expect(b?.recent?.byCurrency.find((line) => line.currency === 'USD')?.counters.pendingRevenue).toBe(
      '9.00',
    );
  });

  test('sorts by clicks and by conversions across every page, offers without traffic as 0', async () => {
    const w = await listWorld();
    const names = async (query: string) =>
      listOffersResponseSchema
        .parse(await get(`/api/v1/offers?${query}`, w.admin.headers))
        .data.map((row) => row.name);
    // Ties (D and E, without traffic) go by id, as every list's do.
    const byClicks = await names('sort=clicks&order=desc');
    expect(byClicks.slice(0, 3)).toEqual(['Offer A', 'Offer B', 'Offer C']);
    expect(byClicks.slice(3).toSorted()).toEqual(['Offer D', 'Offer E']);
    expect(await names('sort=clicks&order=asc&status=active')).toEqual(['Offer C', 'Offer B', 'Offer A']);
    // Paged after sorting: the second page of two starts with the third busiest.
    expect((await names('sort=clicks&order=desc&perPage=2&page=2'))[0]).toBe('Offer C');
    expect((await names('sort=conversions&order=desc')).slice(0, 2).toSorted()).toEqual([
      'Offer A',
      'Offer B',
    ]);
    expect((await names('sort=conversions&order=asc')).at(-1)).toMatch(/Offer [AB]/);
  });
});

describe('publisher/manage and advertiser/manage', () => {
  test('publishers with their earnings (payout) and counts; not sortable by them', async () => {
    const w = await listWorld();
    const page = listPublishersResponseSchema.parse(
      await get('/api/v1/publishers?sort=company&order=asc', w.admin.headers),
    );
    expect(page.data.map((row) => [row.company, summary(row.recent)])).toEqual([
      ['P Media', { clicks: 4, conversions: 1, money: [['EUR', '22.00', '33.20']] }],
      [
        'Q Media',
        {
          clicks: 3,
          conversions: 1,
          money: [
            ['EUR', '1.50', '2.40'],
            ['USD', '0.00', '0.00'],
          ],
        },
      ],
    ]);
    // Ranking every publisher would sum a row per publisher and day: the report by publisher does.
    const sorted = await w.app.inject({
      method: 'GET',
      url: '/api/v1/publishers?sort=clicks',
      headers: w.admin.headers,
    });
    expect(sorted.statusCode).toBe(422);
  });

  test('advertisers with their offers (archived ones left out) and spend (revenue)', async () => {
    const w = await listWorld();
    const page = listAdvertisersResponseSchema.parse(
      await get('/api/v1/advertisers?sort=clicks&order=desc', w.admin.headers),
    );
    expect(page.data.map((row) => [row.company, row.offers, summary(row.recent)])).toEqual([
      [
        'X Brands',
        { total: 2, active: 2 },
        {
          clicks: 6,
          conversions: 2,
          money: [
            ['EUR', '23.00', '34.80'],
            ['USD', '0.00', '0.00'],
          ],
        },
      ],
      ['Y Shop', { total: 2, active: 1 }, { clicks: 1, conversions: 0, money: [['EUR', '0.50', '0.80']] }],
    ]);
  });
});

describe('who sees figures', () => {
  test('an employee without reports.read gets the lists without figures, and cannot sort by them', async () => {
    const w = await listWorld();
    const employee = await signedIn(w.app, w.db, w.tenant, {
      role: 'employee',
      permissions: ['offers.read', 'publishers.read', 'advertisers.read'],
    });
    for (const path of ['/api/v1/offers', '/api/v1/publishers', '/api/v1/advertisers']) {
      const page = await get(path, employee.headers);
      expect(page.meta.recent).toBeNull();
      expect(page.data.length).toBeGreaterThan(0);
      for (const row of page.data) expect(row.recent).toBeNull();
      const sorted = await w.app.inject({
        method: 'GET',
        url: `${path}?sort=clicks`,
        headers: employee.headers,
      });
      expect(sorted.statusCode).toBe(422);
      expect(sorted.json().errors.sort).toBeDefined();
    }
  });

  test('an employee who manages some partners: offers count their partners’ traffic; their partners all of theirs', async () => {
    const w = await listWorld();
    const employee = await signedIn(w.app, w.db, w.tenant, {
      role: 'employee',
      permissions: ['offers.read', 'publishers.read', 'reports.read'],
      dataScope: 'managed',
    });
    await w.db.update(partners).set({ accountManagerId: employee.user.id }).where(eq(partners.id, w.q.id));
    const offers = listOffersResponseSchema.parse(
      await get('/api/v1/offers?sort=clicks&order=desc', employee.headers),
    );
    // Q's traffic only: 1 click on A today, 2 clicks and a pending conversion on B.
    expect(offers.data.map((row) => [row.name, summary(row.recent)?.clicks])).toEqual([
      ['Offer B', 2],
      ['Offer A', 1],
      [expect.any(String), 0],
      [expect.any(String), 0],
      [expect.any(String), 0],
    ]);
    const publishers = listPublishersResponseSchema.parse(await get('/api/v1/publishers', employee.headers));
    expect(publishers.data.map((row) => [row.company, summary(row.recent)?.clicks])).toEqual([
      ['Q Media', 3],
    ]);
  });
});
