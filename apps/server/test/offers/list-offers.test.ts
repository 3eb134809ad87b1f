import type { OfferListItem } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { seedPartner, seedTenant } from '../helpers/factories';
import { type SeedOfferOptions, seedCategory, seedOffer, seedOfferAccess } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';
import { adminWithAdvertiser, OFFERS, type Staff } from './offer-api';

const ctx = useTestApp();

const day = (n: number) => new Date(Date.UTC(2030, 0, n));

/**
 * One tenant's catalogue: four offers of two advertisers with known names, refs, statuses, tags,
 * categories and dates, plus a look-alike offer in another tenant that must never show.
 */
async function catalogue() {
  const { app, handle } = ctx.current;
  const { db } = handle;
  const staff = await adminWithAdvertiser(app, db);
  const acme = await seedPartner(db, staff.tenant, { kind: 'advertiser', company: 'Acme 100% Shop' });
  const zeta = await seedPartner(db, staff.tenant, { kind: 'advertiser', company: 'zeta games' });
  const publisher = await seedPartner(db, staff.tenant, { kind: 'publisher' });
  const [casino, retail] = [
    await seedCategory(db, staff.tenant, 'Casino'),
    await seedCategory(db, staff.tenant, 'Retail'),
  ];
  const seed = (name: string, advertiserId: string, fields: Omit<SeedOfferOptions, 'advertiserId'>) =>
    seedOffer(db, staff.tenant, { ...fields, name, advertiserId });
  const alpha = await seed('Alpha Slots', zeta.partner.id, {
    status: 'active',
    visibility: 'public',
    tags: ['slots', 'EU'],
    categoryIds: [casino.id, retail.id],
    createdAt: day(3),
    updatedAt: day(9),
  });
  const bravo = await seed('bravo shoes', acme.partner.id, {
    status: 'paused',
    visibility: 'approval',
    tags: ['fashion'],
    categoryIds: [retail.id],
    createdAt: day(1),
    updatedAt: day(7),
    events: [
      {
        key: 'sale',
        isBase: true,
        payoutType: 'cps',
        payoutAmount: null,
        payoutPercent: '7.50',
        revenueType: 'cpa_cps',
        revenueAmount: '1.00',
        revenuePercent: '10.00',
      },
    ],
  });
  const charlie = await seed('Charlie 50%', zeta.partner.id, {
    status: 'draft',
    visibility: 'private',
    createdAt: day(2),
    updatedAt: day(8),
  });
  const delta = await seed('Delta', acme.partner.id, {
    status: 'active',
    visibility: 'approval',
    tags: ['vip'],
    createdAt: day(4),
    updatedAt: day(6),
  });
  await seedOfferAccess(db, staff.tenant, {
    offerId: bravo.offer.id,
    publisherId: publisher.partner.id,
    status: 'pending',
  });
  const second = await seedPartner(db, staff.tenant, { kind: 'publisher' });
  await seedOfferAccess(db, staff.tenant, {
    offerId: bravo.offer.id,
    publisherId: second.partner.id,
    status: 'pending',
  });
  await seedOfferAccess(db, staff.tenant, {
    offerId: alpha.offer.id,
    publisherId: publisher.partner.id,
    status: 'approved',
  });

  const elsewhere = await seedTenant(db);
  const foreignAdvertiser = await seedPartner(db, elsewhere, {
    kind: 'advertiser',
    company: 'Acme 100% Shop',
  });
  await seedOffer(db, elsewhere, {
    advertiserId: foreignAdvertiser.partner.id,
    name: 'Alpha Slots',
    tags: ['slots'],
  });

  const offers = { alpha, bravo, charlie, delta };
  return { staff, acme, zeta, casino, retail, offers };
}

async function list(
  staff: Staff,
  query: string,
): Promise<{ data: OfferListItem[]; meta: { page: number; perPage: number; total: number } }> {
  const response = await ctx.current.app.inject({
    method: 'GET',
    url: `${OFFERS}?${query}`,
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (items: OfferListItem[]) => items.map((item) => item.name);

describe('GET /offers', () => {
  test('lists the tenant’s offers, newest first, with advertiser, categories, pricing and pending requests', async () => {
    const { staff, offers, zeta, casino, retail } = await catalogue();
    const { data, meta } = await list(staff, '');
    expect(meta).toMatchObject({ page: 1, perPage: 25, total: 4 });
    expect(names(data)).toEqual(['Delta', 'Alpha Slots', 'Charlie 50%', 'bravo shoes']);
    const alpha = data.find((item) => item.name === 'Alpha Slots');
    expect(alpha).toEqual({
      id: offers.alpha.offer.id,
      ref: offers.alpha.offer.ref,
      name: 'Alpha Slots',
      status: 'active',
      visibility: 'public',
      advertiser: { id: zeta.partner.id, company: 'zeta games' },
      categories: [
        { id: casino.id, name: 'Casino' },
        { id: retail.id, name: 'Retail' },
      ],
      currency: 'USD',
      thumbnailUrl: null,
      pricing: {
        payoutType: 'cpa',
        payoutAmount: '5.00',
        payoutPercent: null,
        revenueType: 'cpa',
        revenueAmount: '8.00',
        revenuePercent: null,
      },
      pendingRequests: 0,
      // No traffic yet: zeros of every count, no currency (test/reports/list-figures.test.ts).
      recent: expect.objectContaining({ byCurrency: [] }),
      createdAt: day(3).toISOString(),
      updatedAt: day(9).toISOString(),
    });
    const bravo = data.find((item) => item.name === 'bravo shoes');
    expect(bravo?.pendingRequests).toBe(2);
    expect(bravo?.pricing).toEqual({
      payoutType: 'cps',
      payoutAmount: null,
      payoutPercent: '7.50',
      revenueType: 'cpa_cps',
      revenueAmount: '1.00',
      revenuePercent: '10.00',
    });
  });

  test('filters by status, advertiser, category and visibility', async () => {
    const { staff, acme, casino, retail } = await catalogue();
    expect(names((await list(staff, 'status=active')).data)).toEqual(['Delta', 'Alpha Slots']);
    expect(names((await list(staff, `advertiserId=${acme.partner.id}`)).data)).toEqual([
      'Delta',
      'bravo shoes',
    ]);
    expect(names((await list(staff, `categoryId=${retail.id}`)).data)).toEqual([
      'Alpha Slots',
      'bravo shoes',
    ]);
    expect(names((await list(staff, `categoryId=${casino.id}&status=paused`)).data)).toEqual([]);
    expect(names((await list(staff, 'visibility=private')).data)).toEqual(['Charlie 50%']);
    const bad = await ctx.current.app.inject({
      method: 'GET',
      url: `${OFFERS}?status=live`,
      headers: staff.headers,
    });
    expect(bad.statusCode).toBe(422);
  });

  test('search finds names, tags, advertiser companies and refs; pattern characters are literal', async () => {
    const { staff, offers } = await catalogue();
    const search = async (term: string) =>
      names((await list(staff, `search=${encodeURIComponent(term)}`)).data);
    expect(await search('SLOTS')).toEqual(['Alpha Slots']);
    expect(await search('eu')).toEqual(['Alpha Slots']);
    expect(await search('fashion')).toEqual(['bravo shoes']);
    expect(await search('zeta')).toEqual(['Alpha Slots', 'Charlie 50%']);
    expect(await search('100%')).toEqual(['Delta', 'bravo shoes']);
    expect(await search('50%')).toEqual(['Charlie 50%']);
    expect(await search('_')).toEqual([]);
    expect(await search(String(offers.delta.offer.ref))).toEqual(['Delta']);
    expect(await search(`#${offers.bravo.offer.ref}`)).toEqual(['bravo shoes']);
  });

  test.each([
    ['name', [['Alpha Slots'], ['bravo shoes'], ['Charlie 50%'], ['Delta']]],
    ['status', [['Alpha Slots', 'Delta'], ['Charlie 50%'], ['bravo shoes']]],
    [
      'advertiser',
      [
        ['bravo shoes', 'Delta'],
        ['Alpha Slots', 'Charlie 50%'],
      ],
    ],
    ['createdAt', [['bravo shoes'], ['Charlie 50%'], ['Alpha Slots'], ['Delta']]],
    ['updatedAt', [['Delta'], ['bravo shoes'], ['Charlie 50%'], ['Alpha Slots']]],
  ])('sorts by %s both ways; equal values by id', async (sort, groups) => {
    const { staff, offers } = await catalogue();
    const idOf = new Map(Object.values(offers).map(({ offer }) => [offer.name, offer.id]));
    // Offers with equal values (one group) always come in id order, whichever the direction.
    const byId = (group: string[]) =>
      [...group].sort((a, b) => (idOf.get(a) ?? '').localeCompare(idOf.get(b) ?? ''));
    const asc = (await list(staff, `sort=${sort}&order=asc`)).data;
    const desc = (await list(staff, `sort=${sort}&order=desc`)).data;
    expect(names(asc)).toEqual(groups.flatMap(byId));
    expect(names(desc)).toEqual([...groups].reverse().flatMap(byId));
  });

  test('sorts by ref both ways', async () => {
    const { staff, offers } = await catalogue();
    const byRef = Object.values(offers)
      .map(({ offer }) => offer)
      .sort((a, b) => a.ref - b.ref)
      .map((offer) => offer.name);
    expect(names((await list(staff, 'sort=ref&order=asc')).data)).toEqual(byRef);
    expect(names((await list(staff, 'sort=ref&order=desc')).data)).toEqual([...byRef].reverse());
  });

  test('pages through the list with the total of the whole filter', async () => {
    const { staff } = await catalogue();
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await list(staff, `sort=name&order=asc&perPage=3&page=${page}`));
    expect(pages.map((page) => names(page.data))).toEqual([
      ['Alpha Slots', 'bravo shoes', 'Charlie 50%'],
      ['Delta'],
      [],
    ]);
    expect(pages.map(({ meta: { page, perPage, total } }) => ({ page, perPage, total }))).toEqual([
      { page: 1, perPage: 3, total: 4 },
      { page: 2, perPage: 3, total: 4 },
      { page: 3, perPage: 3, total: 4 },
    ]);
  });
});

describe('GET /offers/options', () => {
  test('id, ref, name and status of the tenant’s offers by name or ref, at most 50', async () => {
    const { app } = ctx.current;
    const { staff, offers } = await catalogue();
    const options = async (query: string) =>
      (await app.inject({ method: 'GET', url: `${OFFERS}/options${query}`, headers: staff.headers })).json()
        .data;
    expect(await options('?search=alpha')).toEqual([
      { id: offers.alpha.offer.id, ref: offers.alpha.offer.ref, name: 'Alpha Slots', status: 'active' },
    ]);
    expect(
      (await options(`?search=${offers.charlie.offer.ref}`)).map((o: { name: string }) => o.name),
    ).toEqual(['Charlie 50%']);
    expect((await options('')).map((o: { name: string }) => o.name)).toEqual([
      'Alpha Slots',
      'bravo shoes',
      'Charlie 50%',
      'Delta',
    ]);
    for (let i = 0; i < 48; i++) {
      await seedOffer(ctx.current.handle.db, staff.tenant, { advertiserId: offers.delta.offer.advertiserId });
    }
    expect(await options('')).toHaveLength(50);
  });
});
