import type { Offer } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedOffer } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';
import { getOffer, offerOfNewTenant, putTab, type Staff, storedOffer } from './offer-api';

const ctx = useTestApp();

function newOffer(overrides: Record<string, unknown> = {}) {
  return offerOfNewTenant(ctx.current.app, ctx.current.handle.db, overrides);
}

/** PUT, expect 200, and prove GET answers exactly what the PUT answered. */
async function saved(staff: Staff, offerId: string, tab: string, payload: object): Promise<Offer> {
  const { app } = ctx.current;
  const response = await putTab(app, staff, offerId, tab, payload);
  expect(response.statusCode, response.body).toBe(200);
  const offer: Offer = response.json().data;
  expect(await getOffer(app, staff, offerId)).toEqual(offer);
  return offer;
}

/** PUT, expect 422 with exactly these fields in error, and nothing stored changed. */
async function refused(staff: Staff, offerId: string, tab: string, payload: object, fields: string[]) {
  const { app, handle } = ctx.current;
  const before = await storedOffer(handle.db, offerId);
  const response = await putTab(app, staff, offerId, tab, payload);
  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json().errors).sort()).toEqual([...fields].sort());
  expect(await storedOffer(handle.db, offerId)).toEqual(before);
  return response.json().errors as Record<string, string[]>;
}

describe('PUT /offers/:id/landing-pages', () => {
  test('replaces the list: edited pages keep their id, new ones are added, missing ones go', async () => {
    const { staff, offer } = await newOffer();
    const first = await saved(staff, offer.id, 'landing-pages', {
      landingPages: [
        { name: 'A', url: 'https://a.example/?c={click_id}' },
        { name: 'B', url: 'https://b.example/', weight: 0, status: 'paused' },
      ],
      deepLinksEnabled: true,
      deepLinkDomains: ['Shop.Example', 'cdn.shop.example'],
    });
    const [a, b] = first.landingPages;
    expect(first).toMatchObject({
      deepLinksEnabled: true,
      deepLinkDomains: ['shop.example', 'cdn.shop.example'],
    });
    expect(b).toMatchObject({ name: 'B', weight: 0, status: 'paused', previewUrl: null });
    const second = await saved(staff, offer.id, 'landing-pages', {
      landingPages: [
        { name: 'New', url: 'https://new.example/', previewUrl: 'https://new.example/p', weight: 30 },
        { id: a?.id, name: 'A renamed', url: 'https://a.example/v2', weight: 70 },
      ],
    });
    expect(second.landingPages).toEqual([
      {
        id: expect.any(String),
        name: 'New',
        url: 'https://new.example/',
        previewUrl: 'https://new.example/p',
        status: 'active',
        weight: 30,
      },
      {
        id: a?.id,
        name: 'A renamed',
        url: 'https://a.example/v2',
        previewUrl: null,
        status: 'active',
        weight: 70,
      },
    ]);
    expect(second).toMatchObject({ deepLinksEnabled: false, deepLinkDomains: [] });
  });

  test("another offer's page id, http with HTTPS required, and bad values are refused", async () => {
    const { handle } = ctx.current;
    const { staff, offer } = await newOffer({ requireHttps: true });
    const other = await newOffer();
    const [foreign] = (
      await saved(other.staff, other.offer.id, 'landing-pages', {
        landingPages: [{ name: 'X', url: 'https://x.example' }],
      })
    ).landingPages;
    const errors = await refused(
      staff,
      offer.id,
      'landing-pages',
      {
        landingPages: [
          { id: foreign?.id, name: 'Taken', url: 'https://x.example' },
          { name: 'Plain', url: 'http://plain.example' },
        ],
      },
      ['landingPages.0.id', 'landingPages.1.url'],
    );
    expect(errors['landingPages.1.url']).toEqual(['This offer requires HTTPS: start the URL with https://']);
    await refused(
      staff,
      offer.id,
      'landing-pages',
      { landingPages: [{ name: '', url: 'https://x.example/{nope}' }] },
      ['landingPages.0.name', 'landingPages.0.url'],
    );
    expect((await storedOffer(handle.db, other.offer.id)).pages).toHaveLength(1);
  });
});

describe('PUT /offers/:id/caps', () => {
  test('round-trips caps with their publisher and event, keeping ids of edited caps', async () => {
    const { handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const publisher = await seedPartner(handle.db, staff.tenant, { kind: 'publisher' });
    const first = await saved(staff, offer.id, 'caps', {
      caps: [
        { metric: 'clicks', period: 'day', limit: 1000, action: 'pause', timezone: 'America/New_York' },
        {
          metric: 'revenue',
          period: 'week',
          scope: 'publisher',
          publisherId: publisher.partner.id,
          eventKey: 'conversion',
          limit: '250.5',
          action: 'reject',
          alertPercent: '90',
          visibleToPublishers: true,
        },
        {
          metric: 'conversions',
          period: 'lifetime',
          scope: 'each_publisher',
          limit: '007',
          action: 'fallback',
        },
      ],
    });
    expect(first.caps.map(({ id: _id, ...cap }) => cap)).toEqual([
      {
        metric: 'clicks',
        period: 'day',
        timezone: 'America/New_York',
        scope: 'offer',
        publisherId: null,
        publisher: null,
        eventKey: null,
        limit: '1000',
        action: 'pause',
        alertPercent: null,
        visibleToPublishers: false,
      },
      {
        metric: 'revenue',
        period: 'week',
        timezone: 'UTC',
        scope: 'publisher',
        publisherId: publisher.partner.id,
        publisher: { id: publisher.partner.id, company: publisher.partner.company },
        eventKey: 'conversion',
        limit: '250.50',
        action: 'reject',
        alertPercent: 90,
        visibleToPublishers: true,
      },
      {
        metric: 'conversions',
        period: 'lifetime',
        timezone: 'UTC',
        scope: 'each_publisher',
        publisherId: null,
        publisher: null,
        eventKey: null,
        limit: '7',
        action: 'fallback',
        alertPercent: null,
        visibleToPublishers: false,
      },
    ]);
    const kept = first.caps[2];
    const second = await saved(staff, offer.id, 'caps', {
      caps: [{ id: kept?.id, metric: 'conversions', period: 'month', limit: '9', action: 'pending' }],
    });
    expect(second.caps).toEqual([
      { ...kept, period: 'month', scope: 'offer', limit: '9', action: 'pending' },
    ]);
  });

  test('unknown events, publishers of another tenant or of the wrong kind are refused', async () => {
    const { handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const foreign = await seedPartner(handle.db, await seedTenant(handle.db), { kind: 'publisher' });
    const cap = { metric: 'conversions', period: 'day', limit: '5', action: 'reject' };
    const errors = await refused(
      staff,
      offer.id,
      'caps',
      {
        caps: [
          { ...cap, eventKey: 'deposit' },
          { ...cap, scope: 'publisher', publisherId: foreign.partner.id },
          { ...cap, scope: 'publisher', publisherId: staff.advertiser.partner.id },
        ],
      },
      ['caps.0.eventKey', 'caps.1.publisherId', 'caps.2.publisherId'],
    );
    expect(errors['caps.0.eventKey']).toEqual(['The offer has no event "deposit"']);
    expect(errors['caps.1.publisherId']).toEqual(['Choose a publisher of this network']);
    // The schema's own rules answer first, before any lookup.
    await refused(staff, offer.id, 'caps', { caps: [{ ...cap, scope: 'publisher' }] }, [
      'caps.0.publisherId',
    ]);
  });
});

describe('PUT /offers/:id/fallback', () => {
  test('round-trips URL and offer entries in order with the strategy', async () => {
    const { handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const target = await seedOffer(handle.db, staff.tenant, {
      advertiserId: staff.advertiser.partner.id,
      name: 'Target',
    });
    const first = await saved(staff, offer.id, 'fallback', {
      fallbackStrategy: 'weight',
      fallbacks: [
        { kind: 'offer', offerId: target.offer.id, weight: 20, reasons: ['paused', 'schedule', 'paused'] },
        { kind: 'url', url: 'http://any.example/?c={click_id}', weight: 80 },
      ],
    });
    expect(first.fallbackStrategy).toBe('weight');
    expect(first.fallbacks.map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        kind: 'offer',
        url: null,
        offerId: target.offer.id,
        offer: { id: target.offer.id, name: 'Target' },
        weight: 20,
        reasons: ['paused', 'schedule'],
      },
      {
        kind: 'url',
        url: 'http://any.example/?c={click_id}',
        offerId: null,
        offer: null,
        weight: 80,
        reasons: [],
      },
    ]);
    // Moving an entry up keeps its id; the URL given to an offer entry is dropped.
    const [byOffer, byUrl] = first.fallbacks;
    const second = await saved(staff, offer.id, 'fallback', {
      fallbacks: [
        { id: byUrl?.id, kind: 'url', url: 'https://any.example/' },
        { id: byOffer?.id, kind: 'offer', offerId: target.offer.id, url: 'https://ignored.example' },
      ],
    });
    expect(second.fallbackStrategy).toBe('priority');
    expect(second.fallbacks.map((entry) => [entry.id, entry.kind, entry.url, entry.weight])).toEqual([
      [byUrl?.id, 'url', 'https://any.example/', 100],
      [byOffer?.id, 'offer', null, 100],
    ]);
  });

  test('itself, an offer of another tenant, and http when HTTPS is required are refused', async () => {
    const { handle } = ctx.current;
    const { staff, offer } = await newOffer({ requireHttps: true });
    const elsewhere = await seedTenant(handle.db);
    const advertiser = await seedPartner(handle.db, elsewhere, { kind: 'advertiser' });
    const foreign = await seedOffer(handle.db, elsewhere, { advertiserId: advertiser.partner.id });
    const errors = await refused(
      staff,
      offer.id,
      'fallback',
      {
        fallbacks: [
          { kind: 'offer', offerId: offer.id },
          { kind: 'offer', offerId: foreign.offer.id },
          { kind: 'url', url: 'http://plain.example/' },
        ],
      },
      ['fallbacks.0.offerId', 'fallbacks.1.offerId', 'fallbacks.2.url'],
    );
    await refused(staff, offer.id, 'fallback', { fallbacks: [{ kind: 'url' }] }, ['fallbacks.0.url']);
    expect(errors['fallbacks.0.offerId']).toEqual(['An offer cannot be its own fallback']);
    expect(errors['fallbacks.1.offerId']).toEqual(['Choose another offer of this network']);
  });
});

describe('PUT /offers/:id/targeting and /permission', () => {
  test('targeting is stored as the parsed document and read back whole', async () => {
    const { handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const result = await saved(staff, offer.id, 'targeting', {
      targeting: {
        country: { include: ['us', 'CA'] },
        region: { exclude: ['us-ca'] },
        os: { include: ['ios', 'android'] },
        browser: { exclude: ['uc_browser'] },
        language: { include: ['EN'] },
        ip: { include: ['198.51.100.7', '2001:db8::/32'] },
        connection: { include: ['cellular'] },
        mismatchAction: 'reject',
      },
    });
    expect(result.targeting).toEqual({
      country: { include: ['US', 'CA'], exclude: [] },
      region: { include: [], exclude: ['US-CA'] },
      device: { include: [], exclude: [] },
      os: { include: ['ios', 'android'], exclude: [] },
      browser: { include: [], exclude: ['uc_browser'] },
      language: { include: ['en'], exclude: [] },
      ip: { include: ['198.51.100.7', '2001:db8::/32'], exclude: [] },
      connection: { include: ['cellular'], exclude: [] },
      blockProxies: false,
      mismatchAction: 'reject',
    });
    expect((await storedOffer(handle.db, offer.id)).offer?.targeting).toEqual(result.targeting);
    await refused(
      staff,
      offer.id,
      'targeting',
      { targeting: { device: { include: ['fridge'] }, country: { include: ['XX'] } } },
      ['targeting.device.include.0', 'targeting.country.include.0'],
    );
  });

  test('traffic filters: bots, blocked IPs and duplicate clicks round-trip with the rules; bad ones change nothing', async () => {
    const { handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const result = await saved(staff, offer.id, 'targeting', {
      targeting: { country: { include: ['US'] } },
      blockBots: false,
      blockedIps: ['203.0.113.7', '198.51.100.0/24', '203.0.113.7'],
      duplicateClickAction: 'fallback',
      duplicateClickWindowHours: '48',
    });
    expect(result).toMatchObject({
      blockBots: false,
      blockedIps: ['203.0.113.7', '198.51.100.0/24'],
      duplicateClickAction: 'fallback',
      duplicateClickWindowHours: 48,
    });
    expect((await storedOffer(handle.db, offer.id)).offer).toMatchObject({
      blockBots: false,
      blockedIps: ['203.0.113.7', '198.51.100.0/24'],
      duplicateClickAction: 'fallback',
      duplicateClickWindowHours: 48,
    });
    await refused(
      staff,
      offer.id,
      'targeting',
      {
        targeting: { country: { include: ['DE'] } },
        blockedIps: ['203.0.113.7', 'not-an-ip', '10.0.0.0/33'],
        duplicateClickAction: 'sometimes',
        duplicateClickWindowHours: 721,
      },
      ['blockedIps.1', 'blockedIps.2', 'duplicateClickAction', 'duplicateClickWindowHours'],
    );
    const tooMany = Array.from(
      { length: 501 },
      (_, index) => `10.0.${Math.floor(index / 250)}.${index % 250}`,
    );
    await refused(staff, offer.id, 'targeting', { blockedIps: tooMany }, ['blockedIps']);
    await refused(staff, offer.id, 'targeting', { duplicateClickWindowHours: 0 }, [
      'duplicateClickWindowHours',
    ]);
  });

  test('permission: visibility, questions and terms round-trip; bad values are refused', async () => {
    const { staff, offer } = await newOffer();
    const result = await saved(staff, offer.id, 'permission', {
      visibility: 'private',
      approvalQuestions: ['Traffic source?', 'Monthly volume?'],
      terms: 'Read these terms.',
    });
    expect(result).toMatchObject({
      visibility: 'private',
      approvalQuestions: ['Traffic source?', 'Monthly volume?'],
      terms: 'Read these terms.',
    });
    const reset = await saved(staff, offer.id, 'permission', {});
    expect(reset).toMatchObject({ visibility: 'approval', approvalQuestions: [], terms: null });
    await refused(staff, offer.id, 'permission', { visibility: 'secret', approvalQuestions: [' '] }, [
      'visibility',
      'approvalQuestions.0',
    ]);
  });
});
