import { type CreateOfferInput, createOfferBodySchema, type Offer } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { IMAGE_TOO_LARGE_MESSAGE } from '../../src/lib/image-check';
import { createOffer } from '../../src/modules/offers/index';
import { seedPartner, seedTenant } from '../helpers/factories';
import { FIXTURE_FILES, type FixtureName, fixtureBytes, storedFixtureBytes } from '../helpers/fixtures';
import { blankPng, withClaimedWidth } from '../helpers/made-images';
import { seedCategory, seedOffer } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';
import {
  adminWithAdvertiser,
  filesOf,
  fixtureFile,
  formPayload,
  fullOfferBody,
  minimalOfferBody,
  OFFERS,
  offersOf,
  type Staff,
  storedOffer,
  uploadedBytesOf,
} from './offer-api';

const ctx = useTestApp();

function post(staff: Staff, payload: Record<string, unknown>) {
  return ctx.current.app.inject({ method: 'POST', url: OFFERS, headers: staff.headers, payload });
}

async function postForm(staff: Staff, values: Parameters<typeof formPayload>[0]) {
  const form = await formPayload(values);
  return ctx.current.app.inject({
    method: 'POST',
    url: OFFERS,
    headers: { ...staff.headers, ...form.headers },
    payload: form.payload,
  });
}

/** A tenant with an admin, an advertiser, a publisher, a category and another offer. */
async function world() {
  const { app, handle } = ctx.current;
  const staff = await adminWithAdvertiser(app, handle.db);
  const publisher = await seedPartner(handle.db, staff.tenant, { kind: 'publisher' });
  const category = await seedCategory(handle.db, staff.tenant, 'Casino');
  const other = await seedOffer(handle.db, staff.tenant, {
    advertiserId: staff.advertiser.partner.id,
    name: 'Backup offer',
  });
  const refs = {
    advertiserId: staff.advertiser.partner.id,
    publisherId: publisher.partner.id,
    categoryId: category.id,
    fallbackOfferId: other.offer.id,
  };
  return { staff, refs, publisher, category, other };
}

/** What must match whichever encoding carried the body: everything but generated ids and times. */
function comparable(offer: Offer) {
  const { id: _id, ref: _ref, createdAt: _c, updatedAt: _u, thumbnail: _t, ...rest } = offer;
  const withoutId = <T extends { id: string }>(items: T[]) => items.map(({ id: _x, ...item }) => item);
  return {
    ...rest,
    events: withoutId(rest.events),
    payouts: rest.payouts.map(({ eventId: _e, ...payout }) => payout),
    overrides: withoutId(rest.overrides),
    landingPages: withoutId(rest.landingPages),
    caps: withoutId(rest.caps),
    scheduledChanges: withoutId(rest.scheduledChanges),
    fallbacks: withoutId(rest.fallbacks),
  };
}

describe('POST /offers', () => {
  test('the wizard step (general + base payout) creates a draft with one base event and the defaults', async () => {
    const { app, handle } = ctx.current;
    const staff = await adminWithAdvertiser(app, handle.db);
    const response = await post(staff, minimalOfferBody(staff.advertiser.partner.id));
    expect(response.statusCode).toBe(201);
    const offer: Offer = response.json().data;
    expect(offer).toMatchObject({
      name: 'Summer Sale',
      status: 'draft',
      currency: 'EUR',
      advertiser: { id: staff.advertiser.partner.id, company: staff.advertiser.partner.company },
      visibility: 'approval',
      timezone: 'UTC',
      fallbackStrategy: 'priority',
      redirectMode: 'redirect_302',
      defaultConversionStatus: 'approved',
      description: null,
      thumbnail: null,
      landingPages: [],
      caps: [],
      overrides: [],
      scheduledChanges: [],
      fallbacks: [],
      accessCounts: { approved: 0, pending: 0, rejected: 0, blocked: 0 },
      creativeCount: 0,
    });
    expect(offer.ref).toBeGreaterThan(1000);
    expect(offer.events).toEqual([
      {
        id: expect.any(String),
        key: 'conversion',
        name: 'Conversion',
        isBase: true,
        allowDuplicates: false,
        isPrivate: false,
        defaultStatus: null,
      },
    ]);
    expect(offer.payouts).toEqual([
      {
        eventId: offer.events[0]?.id,
        eventKey: 'conversion',
        payoutType: 'cpa',
        payoutAmount: '4.50',
        payoutPercent: null,
        revenueType: 'cpa',
        revenueAmount: '7.00',
        revenuePercent: null,
      },
    ]);
    const stored = await storedOffer(handle.db, offer.id);
    expect(stored.offer).toMatchObject({ tenantId: staff.tenant.id, createdBy: expect.any(String) });
    const fetched = await app.inject({ method: 'GET', url: `${OFFERS}/${offer.id}`, headers: staff.headers });
    expect(fetched.json()).toEqual({ data: offer });
  });

  test('the classic form with every section stores each of them', async () => {
    const { app, handle } = ctx.current;
    const { staff, refs, publisher, category, other } = await world();
    const response = await post(staff, fullOfferBody(refs));
    expect(response.statusCode).toBe(201);
    const offer: Offer = response.json().data;
    const [base, deposit, upsell] = offer.events;
    expect(offer).toMatchObject({
      name: 'Casino Royale',
      categoryIds: [category.id],
      categories: [{ id: category.id, name: 'Casino' }],
      status: 'active',
      currency: 'USD',
      previewUrl: 'https://casino.example/preview',
      description: '<p>Play <strong>now</strong></p>',
      restrictions: 'No incentive traffic',
      tags: ['casino', 'summer'],
      notes: 'Internal note',
      redirectMode: 'meta_refresh',
      requireHttps: true,
      defaultConversionStatus: 'pending',
      deepLinksEnabled: true,
      deepLinkDomains: ['casino.example'],
      timezone: 'Europe/Berlin',
      liveFrom: '2031-01-01T00:00',
      liveUntil: '2031-12-31T23:00',
      dayPartingEnabled: true,
      dayPartingHours: [8, 9, 10, 167],
      fallbackStrategy: 'weight',
      visibility: 'private',
      approvalQuestions: ['Where will you run it?'],
      terms: 'No brand bidding.',
    });
    expect(offer.events.map((event) => [event.key, event.name, event.isBase, event.isPrivate])).toEqual([
      ['conversion', 'Registration', true, false],
      ['first_deposit', 'First deposit', false, false],
      ['upsell', 'Upsell', false, true],
    ]);
    expect(deposit?.defaultStatus).toBe('approved');
    expect(upsell?.allowDuplicates).toBe(true);
    expect(offer.payouts.map(({ eventId: _e, ...payout }) => payout)).toEqual([
      {
        eventKey: 'conversion',
        payoutType: 'cpa',
        payoutAmount: '2.00',
        payoutPercent: null,
        revenueType: 'cpa',
        revenueAmount: '3.50',
        revenuePercent: null,
      },
      {
        eventKey: 'first_deposit',
        payoutType: 'cpa_cps',
        payoutAmount: '10.00',
        payoutPercent: '5.00',
        revenueType: 'cps',
        revenueAmount: null,
        revenuePercent: '12.50',
      },
      // No payout row: a new event earns and pays nothing until the payouts tab says so.
      {
        eventKey: 'upsell',
        payoutType: 'cpa',
        payoutAmount: '0.00',
        payoutPercent: null,
        revenueType: 'cpa',
        revenueAmount: '0.00',
        revenuePercent: null,
      },
    ]);
    expect(offer.overrides).toEqual([
      {
        id: expect.any(String),
        eventKey: 'first_deposit',
        publisherId: publisher.partner.id,
        publisher: { id: publisher.partner.id, company: publisher.partner.company },
        country: 'DE',
        payoutType: 'cpa',
        payoutAmount: '15.00',
        payoutPercent: null,
        startsAt: '2031-03-30T01:30',
        endsAt: '2031-10-26T02:30',
      },
    ]);
    expect(offer.landingPages.map(({ id: _id, ...page }) => page)).toEqual([
      {
        name: 'Main',
        url: 'https://casino.example/a?c={click_id}',
        previewUrl: 'https://casino.example/a',
        status: 'active',
        weight: 100,
      },
      { name: 'Promo', url: 'https://casino.example/b', previewUrl: null, status: 'paused', weight: 0 },
    ]);
    expect(offer.caps.map(({ id: _id, ...cap }) => cap)).toEqual([
      {
        metric: 'clicks',
        period: 'day',
        timezone: 'Europe/Berlin',
        scope: 'offer',
        publisherId: null,
        publisher: null,
        eventKey: null,
        limit: '1000',
        action: 'fallback',
        alertPercent: null,
        visibleToPublishers: false,
      },
      {
        metric: 'payout',
        period: 'month',
        timezone: 'UTC',
        scope: 'publisher',
        publisherId: publisher.partner.id,
        publisher: { id: publisher.partner.id, company: publisher.partner.company },
        eventKey: 'first_deposit',
        limit: '500.00',
        action: 'pending',
        alertPercent: 80,
        visibleToPublishers: true,
      },
    ]);
    expect(offer.targeting).toMatchObject({
      country: { include: ['DE', 'AT'], exclude: [] },
      device: { include: [], exclude: ['console'] },
      language: { include: ['de'], exclude: [] },
      ip: { include: [], exclude: ['203.0.113.0/24'] },
      blockProxies: true,
      mismatchAction: 'reject',
    });
    expect(offer.scheduledChanges.map((change) => [change.runAt, change.kind, change.state])).toEqual([
      ['2031-06-01T09:00', 'status', 'pending'],
      ['2031-07-01T12:15', 'payout', 'pending'],
    ]);
    expect(offer.scheduledChanges[1]).toMatchObject({
      eventKey: 'first_deposit',
      payoutAmount: '12.00',
      revenueType: null,
    });
    expect(offer.fallbacks.map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        kind: 'url',
        url: 'https://fallback.example/?c={click_id}',
        offerId: null,
        offer: null,
        weight: 70,
        reasons: ['cap_reached', 'targeting'],
      },
      {
        kind: 'offer',
        url: null,
        offerId: other.offer.id,
        offer: { id: other.offer.id, name: 'Backup offer' },
        weight: 30,
        reasons: [],
      },
    ]);
    // Stored as instants: 09:00 in Berlin's summer time is 07:00 UTC.
    const stored = await storedOffer(handle.db, offer.id);
    expect(stored.changes.map((change) => change.runAt.toISOString()).sort()).toEqual([
      '2031-06-01T07:00:00.000Z',
      '2031-07-01T10:15:00.000Z',
    ]);
    expect(stored.offer?.liveFrom?.toISOString()).toBe('2030-12-31T23:00:00.000Z');
    expect(base?.id).toBeDefined();
    const fetched = await app.inject({ method: 'GET', url: `${OFFERS}/${offer.id}`, headers: staff.headers });
    expect(fetched.json()).toEqual({ data: offer });
  });

  test.each(['banner', 'thumbnail', 'gif', 'webp'] as const)(
    'multipart: the classic form with nested brackets and a %s thumbnail gives the same offer as JSON',
    async (fixture) => {
      const { app } = ctx.current;
      const { staff, refs } = await world();
      const fromJson: Offer = (await post(staff, fullOfferBody(refs))).json().data;
      const response = await postForm(staff, { ...fullOfferBody(refs), thumbnail: fixtureFile(fixture) });
      expect(response.statusCode).toBe(201);
      const offer: Offer = response.json().data;
      expect(comparable(offer)).toEqual(comparable(fromJson));
      const expected = FIXTURE_FILES[fixture];
      expect(offer.thumbnail).toEqual({
        id: expect.any(String),
        url: `/api/v1/files/${offer.thumbnail?.id}`,
        name: expected.name,
        contentType: expected.type,
        size: (await storedFixtureBytes(fixture)).byteLength,
        width: expected.width,
        height: expected.height,
      });
      const served = await app.inject({
        method: 'GET',
        url: offer.thumbnail?.url ?? '',
        headers: { host: staff.tenant.host },
      });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(await storedFixtureBytes(fixture))).toBe(true);
    },
  );

  test.each(['fakePng', 'svg'] as const satisfies readonly FixtureName[])(
    'a %s as thumbnail is a field error and nothing is written, not even the bytes',
    async (fixture) => {
      const { handle, uploadsDir } = ctx.current;
      const { staff, refs } = await world();
      const response = await postForm(staff, { ...fullOfferBody(refs), thumbnail: fixtureFile(fixture) });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ thumbnail: ['Upload a PNG, JPEG, GIF or WebP image'] });
      expect(await offersOf(handle.db, staff.tenant.id)).toHaveLength(1);
      expect(await filesOf(handle.db, staff.tenant.id)).toEqual([]);
      expect(uploadedBytesOf(uploadsDir, staff.tenant.id)).toEqual([]);
    },
  );

  test('a thumbnail whose header claims a width of 2^31 is a 422 on thumbnail, not a 500', async () => {
    const { handle, uploadsDir } = ctx.current;
    const { staff, refs } = await world();
    const huge = new File([withClaimedWidth(blankPng(16, 16), 2 ** 31)], 'huge.png', { type: 'image/png' });
    const response = await postForm(staff, { ...fullOfferBody(refs), thumbnail: huge });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ thumbnail: [IMAGE_TOO_LARGE_MESSAGE] });
    expect(await filesOf(handle.db, staff.tenant.id)).toEqual([]);
    expect(uploadedBytesOf(uploadsDir, staff.tenant.id)).toEqual([]);
  });

  test('a thumbnail in a JSON body is refused at its field', async () => {
    const { app, handle } = ctx.current;
    const staff = await adminWithAdvertiser(app, handle.db);
    const response = await post(staff, {
      ...minimalOfferBody(staff.advertiser.partner.id),
      thumbnail: 'x.png',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['thumbnail']);
  });

  test.each([
    ['name', { name: '  ' }],
    ['advertiserId', { advertiserId: 'nope' }],
    ['destinationUrl', { destinationUrl: 'https://shop.example/?c={clikc_id}' }],
    ['destinationUrl', { destinationUrl: 'https://{sub1}/' }],
    ['destinationUrl', { destinationUrl: 'https://x{sub1}.com/?c={click_id}' }],
    ['landingPages.0.url', { landingPages: [{ name: 'A', url: 'https://{sub1}.example.com/' }] }],
    ['fallbacks.0.url', { fallbacks: [{ kind: 'url', url: 'https://shop.example{sub1}/' }] }],
    ['previewUrl', { previewUrl: 'javascript:alert(1)' }],
    ['tags.1', { tags: ['ok', ''] }],
    ['currency', { currency: 'EURO' }],
    ['currency', { currency: 'ZZZ' }],
    ['currency', { currency: 'XAU' }],
    ['status', { status: 'live' }],
    [
      'events.1.key',
      {
        events: [
          { key: 'sale', name: 'Sale', isBase: true },
          { key: 'sale', name: 'Again' },
        ],
      },
    ],
    ['events', { events: [{ key: 'sale', name: 'Sale' }] }],
    ['payouts.0.eventKey', { payouts: [{ eventKey: 'deposit', payoutAmount: '1', revenueAmount: '1' }] }],
    [
      'payouts.0.payoutPercent',
      { payouts: [{ eventKey: 'conversion', payoutType: 'cps', revenueAmount: '1' }] },
    ],
    ['landingPages.0.weight', { landingPages: [{ name: 'A', url: 'https://a.example', weight: 101 }] }],
    ['deepLinkDomains', { deepLinksEnabled: true }],
    ['caps.0.action', { caps: [{ metric: 'clicks', period: 'day', limit: '5', action: 'reject' }] }],
    ['caps.0.limit', { caps: [{ metric: 'conversions', period: 'day', limit: '2.5', action: 'reject' }] }],
    ['targeting.country.exclude.0', { targeting: { country: { include: ['DE'], exclude: ['DE'] } } }],
    ['targeting.ip.include.0', { targeting: { ip: { include: ['999.1.1.1'] } } }],
    ['liveUntil', { liveFrom: '2031-02-01 00:00', liveUntil: '2031-01-01 00:00' }],
    ['dayPartingHours', { dayPartingEnabled: true }],
    ['dayPartingHours.0', { dayPartingHours: [168] }],
    ['scheduledChanges.0.status', { scheduledChanges: [{ runAt: '2031-01-01 00:00', kind: 'status' }] }],
    ['fallbacks.0.offerId', { fallbacks: [{ kind: 'offer' }] }],
    ['visibility', { visibility: 'hidden' }],
  ])('bad input is a field error at %s and writes nothing', async (path, patch) => {
    const { app, handle } = ctx.current;
    const staff = await adminWithAdvertiser(app, handle.db);
    const response = await post(staff, minimalOfferBody(staff.advertiser.partner.id, patch));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(path);
    expect(await offersOf(handle.db, staff.tenant.id)).toEqual([]);
  });

  test("ids of other tenants, wrong kinds and the offer's own rules are field errors, all at once", async () => {
    const { handle } = ctx.current;
    const { staff, refs } = await world();
    const elsewhere = await seedTenant(handle.db);
    const foreignAdvertiser = await seedPartner(handle.db, elsewhere, { kind: 'advertiser' });
    const foreignCategory = await seedCategory(handle.db, elsewhere);
    const foreignOffer = await seedOffer(handle.db, elsewhere, {
      advertiserId: foreignAdvertiser.partner.id,
    });
    const full = fullOfferBody(refs);
    const body = {
      ...full,
      advertiserId: foreignAdvertiser.partner.id,
      categoryIds: [refs.categoryId, foreignCategory.id],
      destinationUrl: 'http://casino.example/land',
      events: full.events.map((event, index) =>
        index === 1 ? { ...event, id: refs.fallbackOfferId } : event,
      ),
      overrides: [{ ...full.overrides[0], publisherId: staff.advertiser.partner.id }],
      landingPages: [full.landingPages[0], { name: 'Plain', url: 'http://casino.example/plain' }],
      caps: [full.caps[0], { ...full.caps[1], publisherId: foreignAdvertiser.partner.id }],
      scheduledChanges: [{ runAt: '2020-01-01 00:00', kind: 'status', status: 'paused' }],
      fallbacks: [
        { kind: 'url', url: 'http://fallback.example/' },
        { kind: 'offer', offerId: foreignOffer.offer.id },
      ],
    };
    const response = await post(staff, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      advertiserId: ['Choose an advertiser of this network'],
      categoryIds: ['A chosen category no longer exists; choose again'],
      destinationUrl: ['This offer requires HTTPS: start the URL with https://'],
      'events.1.id': ['This item is not part of the offer; reload the page'],
      'overrides.0.publisherId': ['Choose a publisher of this network'],
      'landingPages.1.url': ['This offer requires HTTPS: start the URL with https://'],
      'caps.1.publisherId': ['Choose a publisher of this network'],
      'scheduledChanges.0.runAt': ['Choose a time in the future'],
      'fallbacks.0.url': ['This offer requires HTTPS: start the URL with https://'],
      'fallbacks.1.offerId': ['Choose another offer of this network'],
    });
    expect(await offersOf(handle.db, staff.tenant.id)).toHaveLength(1);
  });

  test('a publisher is not an advertiser', async () => {
    const { handle } = ctx.current;
    const { staff, refs } = await world();
    const response = await post(staff, minimalOfferBody(refs.publisherId));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ advertiserId: ['Choose an advertiser of this network'] });
    expect(await offersOf(handle.db, staff.tenant.id)).toHaveLength(1);
  });

  test('blocked and pending advertisers may still own offers', async () => {
    const { app, handle } = ctx.current;
    const staff = await adminWithAdvertiser(app, handle.db);
    for (const status of ['blocked', 'pending'] as const) {
      const advertiser = await seedPartner(handle.db, staff.tenant, { kind: 'advertiser', status });
      expect((await post(staff, minimalOfferBody(advertiser.partner.id))).statusCode).toBe(201);
    }
  });

  test('when the transaction fails after the thumbnail was stored, the bytes go too', async () => {
    const { app, handle, files, uploadsDir } = ctx.current;
    const { staff, refs } = await world();
    const parsed = createOfferBodySchema.parse(fullOfferBody(refs));
    // Bypasses the schema to reach the database with a cap the table's check constraint refuses.
    const body: CreateOfferInput = {
      ...parsed,
      thumbnail: { filename: 'thumb.jpg', mimetype: 'image/jpeg', data: fixtureBytes('thumbnail') },
      caps: [
        {
          ...(parsed.caps[0] as CreateOfferInput['caps'][number]),
          scope: 'publisher',
          publisherId: undefined,
        },
      ],
    };
    const actor = { tenantId: staff.tenant.id, userId: staff.user.id };
    await expect(createOffer({ db: handle.db, files, log: app.log }, actor, body)).rejects.toThrow();
    expect(await offersOf(handle.db, staff.tenant.id)).toHaveLength(1);
    expect(await filesOf(handle.db, staff.tenant.id)).toEqual([]);
    expect(uploadedBytesOf(uploadsDir, staff.tenant.id)).toEqual([]);
  });
});
