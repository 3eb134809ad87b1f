import { CONVERSION_REASON_CODES, CONVERSION_REASONS, type ConversionReason } from '@affnet/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { attributionsFromDatabase, REFUSALS_PER_WINDOW } from '../../src/tracking/index';
import { seedClick, testClickIds } from '../helpers/clicks';
import { httpRequest, listenOnLoopback } from '../helpers/http';
import { seedCap } from '../helpers/offer-parts';
import { seedPayoutOverride } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';
import { bodyOf, type ConversionWorld, conversionWorld, type WorldOptions } from './conversion-world';

/*
 * Conversions in over real HTTP (docs/tracking.md "Conversions"): what each check answers, what
 * is stored, and that nothing is stored for a refusal.
 */

const queries: string[] = [];
const ctx = useTestApp({ onQuery: (query) => queries.push(query) });
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

const world = (options?: WorldOptions) => conversionWorld({ app: ctx.current.app, db, baseUrl }, options);

describe('an accepted postback', () => {
  test('answers 200 with the conversion id, stores the money and the click’s details, and logs it', async () => {
    const w = await world();
    const answer = await w.postback({ txn_id: 'ORDER-1', amount: '49.90', adv_sub1: 'basket\u0000-7' });
    expect(answer.status).toBe(200);
    const body = bodyOf(answer);
    expect(body).toEqual({ status: 'ok', conversionId: expect.any(String) });
    const [row] = await w.conversionsOf();
    expect(row).toMatchObject({
      id: body.conversionId,
      clickId: w.click.id,
      offerId: w.offer.id,
      publisherId: w.publisher.id,
      advertiserId: w.advertiser.id,
      eventKey: 'conversion',
      status: 'approved',
      txnId: 'ORDER-1',
      saleAmount: '49.90',
      payout: '5.00',
      revenue: '8.00',
      currency: 'USD',
      sub1: 'campaign-7',
      source: 'newsletter',
      country: 'DE',
      advSub1: 'basket-7',
      channel: 'postback',
      isTest: false,
    });
    const [log] = await w.logsOf();
    expect(log).toMatchObject({
      result: 'accepted',
      httpStatus: 200,
      conversionId: row?.id,
      channel: 'postback',
    });
    expect(log?.params.token).toBe('(hidden)');
  });

  test('POST with a form or a JSON body counts like GET', async () => {
    const w = await world();
    const form = await httpRequest(baseUrl, {
      method: 'POST',
      path: '/postback',
      headers: { host: w.tenant.trackingHost, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ click_id: w.click.id, token: w.token, txn_id: 'F-1' }).toString(),
    });
    expect(form.status).toBe(200);
    const json = await httpRequest(baseUrl, {
      method: 'POST',
      path: '/postback',
      headers: { host: w.tenant.trackingHost, 'content-type': 'application/json' },
      body: JSON.stringify({ click_id: w.click.id, token: w.token, txn_id: 'J-1', amount: 12.5 }),
    });
    expect(json.status).toBe(200);
    const rows = await w.conversionsOf();
    expect(rows.map((row) => [row.txnId, row.saleAmount]).sort()).toEqual([
      ['F-1', null],
      ['J-1', '12.50'],
    ]);
  });

  test('the payout comes from the publisher’s override for the click’s country; CPS from the sale', async () => {
    const w = await world({
      offer: {
        events: [
          { key: 'conversion', isBase: true },
          {
            key: 'sale',
            payoutType: 'cps',
            payoutAmount: null,
            payoutPercent: '10',
            revenueType: 'cps',
            revenuePercent: '15',
            revenueAmount: null,
          },
        ],
      },
    });
    await seedPayoutOverride(db, w.tenant, {
      offerId: w.offer.id,
      eventId: w.base.id,
      publisherId: w.publisher.id,
      country: 'DE',
      payoutType: 'cpa',
      payoutAmount: '9.00',
    });
    await w.syncState();
    expect((await w.postback({ txn_id: 'A' })).status).toBe(200);
    expect((await w.postback({ txn_id: 'B', event: 'sale', amount: '200' })).status).toBe(200);
    const rows = await w.conversionsOf();
    const byEvent = Object.fromEntries(rows.map((row) => [row.eventKey, row]));
    expect(byEvent.conversion).toMatchObject({ payout: '9.00', revenue: '8.00' });
    expect(byEvent.conversion?.payoutOverrideId).not.toBeNull();
    expect(byEvent.sale).toMatchObject({ payout: '20.00', revenue: '30.00', saleAmount: '200.00' });
  });

  test('the status: the advertiser’s if sent, else the event’s default, else the offer’s', async () => {
    const w = await world({
      offer: {
        defaultConversionStatus: 'pending',
        events: [
          { key: 'conversion', isBase: true },
          { key: 'deposit', defaultStatus: 'approved' },
        ],
      },
    });
    await w.postback({ txn_id: 'offer-default' });
    await w.postback({ txn_id: 'event-default', event: 'deposit' });
    await w.postback({ txn_id: 'sent', status: 'rejected' });
    const rows = await w.conversionsOf();
    expect(Object.fromEntries(rows.map((row) => [row.txnId, row.status]))).toEqual({
      'offer-default': 'pending',
      'event-default': 'approved',
      sent: 'rejected',
    });
  });
});

/** Reasons only a browser call can be given; browser-channels.test.ts provokes each of them. */
const BROWSER_ONLY = ['browser_not_accepted', 'amount_over_limit'] as const;
type PostbackReason = Exclude<ConversionReason, (typeof BROWSER_ONLY)[number]>;
const POSTBACK_REASONS = CONVERSION_REASON_CODES.filter(
  (reason): reason is PostbackReason => !(BROWSER_ONLY as readonly string[]).includes(reason),
);

/** Each reason, with the world that provokes it and the postback that does. */
const REFUSALS: Record<
  PostbackReason,
  (
    w: () => Promise<ConversionWorld>,
  ) => Promise<[ConversionWorld, () => ReturnType<ConversionWorld['postback']>]>
> = {
  invalid_request: async (make) => {
    const w = await make();
    return [w, () => w.postback({ click_id: '' })];
  },
  invalid_click_id: async (make) => {
    const w = await make();
    const forged = `${w.click.id.slice(0, -1)}${w.click.id.endsWith('a') ? 'b' : 'a'}`;
    return [w, () => w.postback({ click_id: forged })];
  },
  click_not_eligible: async (make) => {
    const w = await make();
    const fallback = await seedClick(db, w.tenant, {
      offer: w.offer,
      publisher: w.publisher,
      kind: 'fallback',
    });
    return [w, () => w.postback({ click_id: fallback.id })];
  },
  unknown_offer: async (make) => {
    const w = await make();
    const id = (await testClickIds(db)).issue({
      offerRef: 999_999_999,
      publisherRef: w.publisher.ref,
      clickedAtSeconds: Math.floor(Date.now() / 1000) - 60,
      flags: 0,
    });
    return [w, () => w.postback({ click_id: id })];
  },
  click_not_found: async (make) => {
    const w = await make();
    const id = (await testClickIds(db)).issue({
      offerRef: w.offer.ref,
      publisherRef: w.publisher.ref,
      clickedAtSeconds: Math.floor(Date.now() / 1000) - 60,
      flags: 0,
    });
    return [w, () => w.postback({ click_id: id })];
  },
  expired: async (make) => {
    const w = await make();
    const old = await seedClick(db, w.tenant, {
      offer: w.offer,
      publisher: w.publisher,
      clickedAt: new Date(Date.now() - 31 * 86_400_000),
    });
    return [w, () => w.postback({ click_id: old.id })];
  },
  too_soon: async (make) => {
    const w = await make();
    const recent = await seedClick(db, w.tenant, {
      offer: w.offer,
      publisher: w.publisher,
      clickedAt: new Date(),
    });
    return [w, () => w.postback({ click_id: recent.id })];
  },
  bad_token: async (make) => {
    const w = await make();
    return [w, () => w.postback({ token: 'not-the-token' })];
  },
  ip_not_allowed: async (make) => {
    const w = await make();
    return [w, () => w.postback()];
  },
  https_required: async (make) => {
    const w = await make();
    return [w, () => w.postback()];
  },
  unknown_event: async (make) => {
    const w = await make();
    return [w, () => w.postback({ event: 'nope' })];
  },
  duplicate: async (make) => {
    const w = await make();
    const other = await seedClick(db, w.tenant, { offer: w.offer, publisher: w.publisher });
    expect((await w.postback({ txn_id: 'T-1' })).status).toBe(200);
    return [w, () => w.postback({ click_id: other.id, txn_id: 'T-1' })];
  },
  over_cap: async (make) => {
    const w = await make();
    await seedCap(db, w.tenant, { offerId: w.offer.id, limitValue: '1', action: 'reject' });
    await w.syncState();
    const other = await seedClick(db, w.tenant, { offer: w.offer, publisher: w.publisher });
    expect((await w.postback({ txn_id: 'first' })).status).toBe(200);
    return [w, () => w.postback({ click_id: other.id, txn_id: 'second' })];
  },
  rate_limited: async (make) => {
    const w = await make();
    // The source's budget of logged refusals spent on wrong tokens; an unproven call is then limited.
    for (let i = 0; i < REFUSALS_PER_WINDOW; i++)
      expect((await w.postback({ token: 'wrong' })).status).toBe(403);
    return [w, () => w.postback({ token: 'wrong' })];
  },
};

const WORLD_OF: Partial<Record<ConversionReason, WorldOptions>> = {
  too_soon: { offer: { minConversionSeconds: 3600 } },
  ip_not_allowed: { advertiser: { ipAllowlist: ['203.0.113.7', '198.51.100.0/24'] } },
  https_required: { offer: { requireHttps: true } },
};

describe('a refused postback', () => {
  test('every reason of the catalogue is provoked here, or by a browser in browser-channels.test.ts', () => {
    expect([...Object.keys(REFUSALS), ...BROWSER_ONLY].sort()).toEqual([...CONVERSION_REASON_CODES].sort());
  });

  test.each(POSTBACK_REASONS)('%s: answers its status and code, stores nothing, logs it', async (reason) => {
    const [w, send] = await REFUSALS[reason](() => world(WORLD_OF[reason]));
    const before = await w.conversionsOf();
    const answer = await send();
    expect(answer.status).toBe(CONVERSION_REASONS[reason].httpStatus);
    expect(bodyOf(answer)).toEqual({ status: 'rejected', reason });
    expect(await w.conversionsOf()).toEqual(before);
    const logs = await w.logsOf();
    expect(logs.filter((log) => log.result === reason)).toHaveLength(1);
    if (reason === 'rate_limited') expect(answer.headers['retry-after']).toMatch(/^\d+$/);
  });

  test('a forged click id is refused without reading a click or an offer', async () => {
    const w = await world();
    const forged = `${w.click.id.slice(0, 10)}${w.click.id.slice(10, 11) === 'a' ? 'b' : 'a'}${w.click.id.slice(11)}`;
    queries.length = 0;
    const answer = await w.postback({ click_id: forged });
    expect(bodyOf(answer)).toEqual({ status: 'rejected', reason: 'invalid_click_id' });
    // The click lookup, and the database's attribution (its offer joined to both partners): not the
    // app's other readers, such as the engine's poller reloading another test file's new offers.
    const reads = queries.filter((query) => /from "clicks"|"partners" "(advertiser|publisher)"/.test(query));
    expect(reads).toEqual([]);
  });

  test('a wrong token is refused before the click is looked up: the caller learns nothing of the click', async () => {
    const w = await world();
    const unknown = (await testClickIds(db)).issue({
      offerRef: w.offer.ref,
      publisherRef: w.publisher.ref,
      clickedAtSeconds: Math.floor(Date.now() / 1000) - 60,
      flags: 0,
    });
    queries.length = 0;
    const answer = await w.postback({ click_id: unknown, token: 'guess' });
    expect(bodyOf(answer)).toEqual({ status: 'rejected', reason: 'bad_token' });
    expect(queries.filter((query) => /from "clicks"/.test(query))).toEqual([]);
  });

  test('an accepted conversion takes the offer, publisher and advertiser from the click engine’s memory, not their tables', async () => {
    const w = await world();
    queries.length = 0;
    expect((await w.postback({ txn_id: 'FROM-MEMORY' })).status).toBe(200);
    const reads = (pattern: RegExp) => queries.filter((query) => pattern.test(query));
    // The database's attribution joins the offer to its advertiser (find-attribution.ts).
    expect(reads(/"partners" "advertiser"/)).toEqual([]);
    expect(
      reads(
        /from "(offer_events|offer_payout_overrides|offer_landing_pages|offer_caps|offer_fallbacks|offer_access|creatives)"/,
      ),
    ).toEqual([]);
  });

  test('without the click engine’s memory the attribution is read from the database (the pattern above is real)', async () => {
    const w = await world();
    queries.length = 0;
    const fromDatabase = attributionsFromDatabase(db);
    expect(await fromDatabase(w.tenant.id, w.offer.ref, w.publisher.ref)).not.toBeNull();
    expect(queries.filter((query) => /"partners" "advertiser"/.test(query))).toHaveLength(1);
  });

  test('https passes when a trusted proxy says so', async () => {
    const w = await world({ offer: { requireHttps: true } });
    const answer = await w.postback({}, { 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(200);
  });

  test('the IP allowlist admits addresses and ranges on it', async () => {
    const w = await world({ advertiser: { ipAllowlist: ['10.9.9.9', '127.0.0.0/8'] } });
    expect((await w.postback()).status).toBe(200);
  });
});

describe('deduplication', () => {
  test('20 identical postbacks at once make one conversion, and every answer names it', async () => {
    const w = await world();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => w.postback({ txn_id: 'PAR-1', amount: '10' })),
    );
    const rows = await w.conversionsOf();
    expect(rows).toHaveLength(1);
    for (const answer of answers) expect(bodyOf(answer)).toEqual({ status: 'ok', conversionId: rows[0]?.id });
    const results = (await w.logsOf()).map((log) => log.result).sort();
    expect(results).toEqual(['accepted', ...Array(19).fill('repeat')]);
  });

  test('without a txn id: one conversion per click and event; a changed repeat is a duplicate', async () => {
    const w = await world();
    const first = bodyOf(await w.postback({ amount: '10' }));
    expect(bodyOf(await w.postback({ amount: '10' }))).toEqual(first);
    const changed = await w.postback({ amount: '99' });
    expect(bodyOf(changed)).toEqual({ status: 'rejected', reason: 'duplicate' });
    expect(await w.conversionsOf()).toHaveLength(1);
  });

  test('an event allowing duplicates counts every postback, but a repeated txn id only once', async () => {
    const w = await world({
      offer: {
        events: [
          { key: 'conversion', isBase: true },
          { key: 'rebill', allowDuplicates: true },
        ],
      },
    });
    for (let i = 0; i < 3; i++) expect((await w.postback({ event: 'rebill' })).status).toBe(200);
    const withTxn = bodyOf(await w.postback({ event: 'rebill', txn_id: 'R-1' }));
    expect(bodyOf(await w.postback({ event: 'rebill', txn_id: 'R-1' }))).toEqual(withTxn);
    expect(await w.conversionsOf()).toHaveLength(4);
  });

  test('the same txn id on two events is two conversions (dedupe is per event)', async () => {
    const w = await world({ offer: { events: [{ key: 'conversion', isBase: true }, { key: 'upsell' }] } });
    expect((await w.postback({ txn_id: 'X' })).status).toBe(200);
    expect((await w.postback({ txn_id: 'X', event: 'upsell' })).status).toBe(200);
    expect(await w.conversionsOf()).toHaveLength(2);
  });
});

describe('conversion caps', () => {
  test('a pending cap records further conversions as pending; cap usage counts them', async () => {
    const w = await world();
    await seedCap(db, w.tenant, { offerId: w.offer.id, limitValue: '1', action: 'pending' });
    await w.syncState();
    await w.postback({ txn_id: '1' });
    const second = await seedClick(db, w.tenant, { offer: w.offer, publisher: w.publisher });
    await w.postback({ click_id: second.id, txn_id: '2' });
    const statuses = Object.fromEntries((await w.conversionsOf()).map((row) => [row.txnId, row.status]));
    expect(statuses).toEqual({ '1': 'approved', '2': 'pending' });
  });

  test('parallel conversions never overshoot a cap: 12 at once under a cap of 5 store 5', async () => {
    const w = await world();
    await seedCap(db, w.tenant, { offerId: w.offer.id, limitValue: '5', action: 'reject' });
    await w.syncState();
    const clicks = await Promise.all(
      Array.from({ length: 12 }, () => seedClick(db, w.tenant, { offer: w.offer, publisher: w.publisher })),
    );
    const answers = await Promise.all(clicks.map((click) => w.postback({ click_id: click.id })));
    const reasons = answers.map((answer) => String(bodyOf(answer).reason ?? bodyOf(answer).status)).sort();
    expect(reasons).toEqual([...Array(5).fill('ok'), ...Array(7).fill('over_cap')].sort());
    expect(await w.conversionsOf()).toHaveLength(5);
  });

  test('a money cap counts payout; a test click’s conversion stays out of caps', async () => {
    const w = await world();
    await seedCap(db, w.tenant, { offerId: w.offer.id, metric: 'payout', limitValue: '5', action: 'reject' });
    await w.syncState();
    const test = await seedClick(db, w.tenant, { offer: w.offer, publisher: w.publisher, isTest: true });
    expect((await w.postback({ click_id: test.id })).status).toBe(200);
    expect((await w.postback()).status).toBe(200);
    const third = await seedClick(db, w.tenant, { offer: w.offer, publisher: w.publisher });
    expect(bodyOf(await w.postback({ click_id: third.id }))).toEqual({
      status: 'rejected',
      reason: 'over_cap',
    });
  });

  test('a conversion cap with action pause pauses the offer once filled, naming the cap in its history', async () => {
    const w = await world();
    const cap = await seedCap(db, w.tenant, { offerId: w.offer.id, limitValue: '1', action: 'pause' });
    await w.syncState();
    expect((await w.postback()).status).toBe(200);
    const { headers } = await signedIn(ctx.current.app, db, w.tenant, { role: 'admin' });
    const read = async (path: string) =>
      bodyOf(await httpRequest(baseUrl, { path: `/api/v1/offers/${w.offer.id}${path}`, headers })).data;
    expect(await read('')).toMatchObject({ status: 'paused' });
    expect(await read('/status-changes')).toEqual([
      expect.objectContaining({
        cause: 'cap',
        fromStatus: 'active',
        toStatus: 'paused',
        changedBy: null,
        cap: expect.objectContaining({ id: cap.id, metric: 'conversions' }),
      }),
    ]);
  });
});
