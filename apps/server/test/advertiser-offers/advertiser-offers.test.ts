import { getAdvertiserOfferResponseSchema, listAdvertiserOffersResponseSchema } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { ADVERTISER_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedCap, seedLandingPage } from '../helpers/offer-parts';
import {
  seedCategory,
  seedCreative,
  seedOffer,
  seedOfferAccess,
  seedPayoutOverride,
} from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const LIST = '/api/v1/advertiser/offers';

async function advertiserWorld(app: FastifyInstance, db: Database) {
  const tenant = await seedTenant(db);
  const advertiser = await signedInPartner(app, db, tenant, 'advertiser');
  return { tenant, advertiser, headers: advertiser.headers };
}

describe('GET /advertiser/offers', () => {
  test('lists the advertiser’s own offers, not drafts, with what they pay for the base event', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, headers } = await advertiserWorld(app, handle.db);
    const { partner: competitor } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const category = await seedCategory(handle.db, tenant, 'Retail');
    const own = (name: string, extra: Partial<Parameters<typeof seedOffer>[2]> = {}) =>
      seedOffer(handle.db, tenant, { advertiserId: advertiser.partner.id, name, ...extra });
    const shop = await own('Shop', {
      categoryIds: [category.id],
      events: [
        {
          key: 'sale',
          isBase: true,
          payoutType: 'cps',
          payoutPercent: '4.00',
          revenueType: 'cps',
          revenuePercent: '9.50',
          revenueAmount: null,
        },
      ],
    });
    await own('Paused one', { status: 'paused' });
    await own('Old one', { status: 'archived' });
    await own('Work in progress', { status: 'draft' });
    await seedOffer(handle.db, tenant, { advertiserId: competitor.id, name: 'Competitor' });

    const response = await app.inject({ method: 'GET', url: `${LIST}?sort=name&order=asc`, headers });
    expect(response.statusCode).toBe(200);
    const body = listAdvertiserOffersResponseSchema.parse(response.json());
    expect(body.data.map((item) => item.name)).toEqual(['Old one', 'Paused one', 'Shop']);
    expect(body.meta.total).toBe(3);
    expect(body.data[2]).toEqual({
      id: shop.offer.id,
      ref: shop.offer.ref,
      name: 'Shop',
      status: 'active',
      categories: [{ id: category.id, name: 'Retail' }],
      currency: 'USD',
      thumbnailUrl: null,
      pricing: { revenueType: 'cps', revenueAmount: null, revenuePercent: '9.50' },
      createdAt: shop.offer.createdAt.toISOString(),
    });
    expect(response.body).not.toContain('"4.00"');
    expect(response.body).not.toContain('payout');
  });

  test('filters by status and searches by name or number', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, headers } = await advertiserWorld(app, handle.db);
    const own = (name: string, status: 'active' | 'paused' | 'draft') =>
      seedOffer(handle.db, tenant, { advertiserId: advertiser.partner.id, name, status }).then(
        (s) => s.offer,
      );
    await own('Summer sale', 'active');
    const winter = await own('Winter sale', 'paused');
    await own('Draft sale', 'draft');
    const names = async (query: string) =>
      (await app.inject({ method: 'GET', url: `${LIST}?${query}`, headers }))
        .json()
        .data.map((item: { name: string }) => item.name);
    expect(await names('status=paused')).toEqual(['Winter sale']);
    expect(await names('status=draft')).toEqual([]);
    expect(await names('search=SUMMER')).toEqual(['Summer sale']);
    expect(await names(`search=${winter.ref}`)).toEqual(['Winter sale']);
    expect(await names('search=draft')).toEqual([]);
  });
});

describe('GET /advertiser/offers/:id', () => {
  test('shows the offer’s revenue side: events, pages with URLs, whole-offer caps; no payouts or publishers', async () => {
    const { app, handle } = ctx.current;
    const { db } = handle;
    const { tenant, advertiser, headers } = await advertiserWorld(app, db);
    const { partner: publisher } = await seedPartner(db, tenant, { kind: 'publisher' });
    const { offer, events } = await seedOffer(db, tenant, {
      advertiserId: advertiser.partner.id,
      name: 'Insurance',
      destinationUrl: 'https://insure.example/?cid={click_id}',
      notes: 'Network-only note',
      tags: ['network-tag'],
      timezone: 'America/New_York',
      liveFrom: new Date('2026-03-01T17:00:00Z'),
      events: [
        { key: 'lead', name: 'Lead', isBase: true, payoutAmount: '11.11', revenueAmount: '20.00' },
        {
          key: 'policy',
          name: 'Policy',
          position: 1,
          isPrivate: true,
          payoutAmount: '22.22',
          revenueAmount: '150.00',
        },
      ],
    });
    const [lead] = events;
    if (!lead) throw new Error('no base event');
    const page = await seedLandingPage(db, tenant, {
      offerId: offer.id,
      name: 'Quote form',
      url: 'https://insure.example/quote',
    });
    const paused = await seedLandingPage(db, tenant, {
      offerId: offer.id,
      name: 'Old form',
      status: 'paused',
      position: 1,
    });
    await seedCap(db, tenant, {
      offerId: offer.id,
      metric: 'conversions',
      limitValue: '200',
      eventId: events[1]?.id,
    });
    await seedCap(db, tenant, {
      offerId: offer.id,
      scope: 'publisher',
      publisherId: publisher.id,
      limitValue: '7',
      position: 1,
    });
    await seedCreative(db, tenant, { offerId: offer.id, name: 'Live text' });
    await seedCreative(db, tenant, { offerId: offer.id, name: 'Paused text', status: 'paused' });
    await seedOfferAccess(db, tenant, { offerId: offer.id, publisherId: publisher.id, status: 'approved' });
    await seedPayoutOverride(db, tenant, {
      offerId: offer.id,
      eventId: lead.id,
      publisherId: publisher.id,
      payoutType: 'cpa',
      payoutAmount: '33.33',
    });

    const response = await app.inject({ method: 'GET', url: `${LIST}/${offer.id}`, headers });
    expect(response.statusCode).toBe(200);
    const { data } = getAdvertiserOfferResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      id: offer.id,
      name: 'Insurance',
      destinationUrl: 'https://insure.example/?cid={click_id}',
    });
    expect(data.events).toEqual([
      {
        key: 'lead',
        name: 'Lead',
        isBase: true,
        revenueType: 'cpa',
        revenueAmount: '20.00',
        revenuePercent: null,
      },
      {
        key: 'policy',
        name: 'Policy',
        isBase: false,
        revenueType: 'cpa',
        revenueAmount: '150.00',
        revenuePercent: null,
      },
    ]);
    expect(data.landingPages).toEqual([
      {
        id: page.id,
        name: 'Quote form',
        url: 'https://insure.example/quote',
        previewUrl: null,
        status: 'active',
      },
      { id: paused.id, name: 'Old form', url: paused.url, previewUrl: null, status: 'paused' },
    ]);
    expect(data.caps).toEqual([
      {
        metric: 'conversions',
        period: 'day',
        timezone: 'UTC',
        scope: 'offer',
        eventKey: 'policy',
        limit: '200',
        action: 'reject',
      },
    ]);
    expect(data.creatives.map((creative) => creative.name)).toEqual(['Live text']);
    expect(data.schedule.liveFrom).toBe('2026-03-01T12:00');
    for (const secret of [
      publisher.id,
      '"11.11"',
      '"22.22"',
      '"33.33"',
      'Network-only note',
      'network-tag',
      '"7"',
    ]) {
      expect(response.body, secret).not.toContain(secret);
    }
  });

  test('another advertiser’s offer, a draft and another network’s offer are all 404', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, headers } = await advertiserWorld(app, handle.db);
    const { partner: competitor } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const elsewhere = await seedTenant(handle.db);
    const { partner: foreignAdvertiser } = await seedPartner(handle.db, elsewhere, { kind: 'advertiser' });
    const theirs = await seedOffer(handle.db, tenant, { advertiserId: competitor.id });
    const draft = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.partner.id,
      status: 'draft',
    });
    const foreign = await seedOffer(handle.db, elsewhere, { advertiserId: foreignAdvertiser.id });
    for (const { offer } of [theirs, draft, foreign]) {
      const response = await app.inject({ method: 'GET', url: `${LIST}/${offer.id}`, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Offer not found.' });
    }
  });
});

describe('bad input', () => {
  test('a malformed id, an unknown status or sort: 422 with field errors', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await advertiserWorld(app, handle.db);
    const view = await app.inject({ method: 'GET', url: `${LIST}/1001`, headers });
    expect(view.statusCode).toBe(422);
    expect(Object.keys(view.json().errors)).toEqual(['id']);
    const list = await app.inject({
      method: 'GET',
      url: `${LIST}?status=live&sort=payout&perPage=500`,
      headers,
    });
    expect(list.statusCode).toBe(422);
    expect(Object.keys(list.json().errors).sort()).toEqual(['perPage', 'sort', 'status']);
  });
});

describe('who may call the advertiser offer endpoints', () => {
  test.each([
    ['GET /advertiser/offers', false],
    ['GET /advertiser/offers/:id', true],
  ])('%s: advertisers only', async (_name, byId) => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const result = await statusesByCaller(app, handle.db, tenant, {
      permission: 'offers.read',
      expected: ADVERTISER_ONLY(200),
      request: async (caller, partnerId) => {
        if (!byId) return { method: 'GET', url: LIST };
        // The advertiser asks for its own offer; everyone else for some advertiser's.
        const owner =
          caller === 'advertiser' && partnerId
            ? partnerId
            : (await seedPartner(handle.db, tenant, { kind: 'advertiser' })).partner.id;
        const { offer } = await seedOffer(handle.db, tenant, { advertiserId: owner });
        return { method: 'GET', url: `${LIST}/${offer.id}` };
      },
    });
    expect(result.statuses).toEqual(ADVERTISER_ONLY(200));
  });
});
