import { beforeAll, describe, expect, test } from 'vitest';
import {
  click,
  clickWorld,
  collectingSink,
  IPHONE_SAFARI,
  settableRandom,
  syncClicks,
  US_IP,
} from '../helpers/click-world';
import { httpRequest, listenOnLoopback } from '../helpers/http';
import { seedCap, seedFallback, seedLandingPage } from '../helpers/offer-parts';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';

/*
 * Valid clicks, duplicates, fallbacks and caps over real HTTP on a tenant's tracking domain,
 * with the clicks the engine decides collected from its sink.
 */

const sink = collectingSink();
const chance = settableRandom();
const queries: string[] = [];
const ctx = useTestApp({
  onQuery: (query) => queries.push(query),
  env: { TRUST_PROXY: 'loopback' },
  clicks: { clickSink: sink, clickRandom: chance.random },
});
let baseUrl: string;
let world: Awaited<ReturnType<typeof clickWorld>>;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  world = await clickWorld(ctx.current.handle.db);
});

const db = () => ctx.current.handle.db;
const linkOf = (offerRef: number, query = '') =>
  `/click?offer_id=${offerRef}&pub_id=${world.publisher.ref}${query}`;
const go = (path: string, options?: Parameters<typeof click>[3]) =>
  click(baseUrl, world.tenant.trackingHost, path, options);
const lastOf = (offerId: string) => sink.ofOffer(offerId).at(-1);

describe('a valid click', () => {
  test('goes to the landing page the link names, macros URL-encoded, and gets the offer cookie', async () => {
    const offer = await world.offer({ attributionWindowDays: 7 });
    const page = await seedLandingPage(db(), world.tenant, {
      offerId: offer.id,
      url: 'https://shop.example/lp?cid={click_id}&s={sub1}&src={source}&p={pub_id}&o={offer_id}&x={sub2}',
      weight: 0,
    });
    await syncClicks(ctx.current.app);
    const answer = await go(
      linkOf(offer.ref, `&lp=${page.id}&aff_sub=a b%26c%3D&source=%00news%01&aff_click_id=Z9`),
    );
    expect(answer.status).toBe(302);
    const record = lastOf(offer.id);
    expect(record).toMatchObject({
      kind: 'valid',
      reason: null,
      isUnique: true,
      landingPageId: page.id,
      sub1: 'a b&c=',
      source: 'news',
      affClickId: 'Z9',
    });
    const expected = `https://shop.example/lp?cid=${record?.id}&s=a%20b%26c%3D&src=news&p=${world.publisher.ref}&o=${offer.ref}&x=`;
    expect(answer.headers.location).toBe(expected);
    expect(record?.destinationUrl).toBe(expected);
    expect(answer.headers['set-cookie']).toEqual([
      `afc_${offer.ref}=${record?.id}; Max-Age=${7 * 86400}; Path=/; HttpOnly; SameSite=Lax`,
    ]);
  });

  test('a link names its landing page by number; a link made before numbers, naming it by id, still works', async () => {
    const offer = await world.offer();
    await seedLandingPage(db(), world.tenant, { offerId: offer.id, url: 'https://a.example/', weight: 1 });
    const named = await seedLandingPage(db(), world.tenant, {
      offerId: offer.id,
      url: 'https://named.example/?cid={click_id}',
      weight: 0,
      position: 1,
    });
    await syncClicks(ctx.current.app);
    const byNumber = await go(linkOf(offer.ref, `&lp=${named.ref}`));
    expect(byNumber.headers.location).toBe(`https://named.example/?cid=${lastOf(offer.id)?.id}`);
    expect(lastOf(offer.id)?.landingPageId).toBe(named.id);
    const byId = await go(linkOf(offer.ref, `&lp=${named.id}`));
    expect(byId.headers.location).toBe(`https://named.example/?cid=${lastOf(offer.id)?.id}`);
    expect(lastOf(offer.id)?.landingPageId).toBe(named.id);
  });

  test('rotates among active pages by weight, and a short link reads its query as the long form does', async () => {
    const offer = await world.offer();
    const first = await seedLandingPage(db(), world.tenant, {
      offerId: offer.id,
      url: 'https://a.example/?s={sub1}',
      weight: 1,
      position: 0,
    });
    await seedLandingPage(db(), world.tenant, {
      offerId: offer.id,
      url: 'https://b.example/?s={sub1}',
      weight: 3,
      position: 1,
    });
    await seedLandingPage(db(), world.tenant, {
      offerId: offer.id,
      url: 'https://paused.example/',
      status: 'paused',
    });
    await syncClicks(ctx.current.app);
    const code = ctx.current.app.clickEngine.linkCodes.encode({
      offerRef: offer.ref,
      publisherRef: world.publisher.ref,
    });
    chance.next = 0.1;
    expect((await go(`/c/${code}?s1=one`)).headers.location).toBe('https://a.example/?s=one');
    expect(lastOf(offer.id)?.landingPageId).toBe(first.id);
    chance.next = 0.9;
    expect((await go(`/c/${code}?sub1=two`)).headers.location).toBe('https://b.example/?s=two');
    expect((await go(`/c/${code.slice(0, -1)}x`)).status).toBe(404);
  });

  test('follows a deep link only to the offer’s domains, with deep links on', async () => {
    const offer = await world.offer({ deepLinksEnabled: true, deepLinkDomains: ['shop.example'] });
    const closed = await world.offer({ deepLinksEnabled: false, deepLinkDomains: ['shop.example'] });
    await syncClicks(ctx.current.app);
    const deep = encodeURIComponent('https://www.shop.example/item/9?ref=x');
    expect((await go(linkOf(offer.ref, `&url=${deep}`))).headers.location).toBe(
      'https://www.shop.example/item/9?ref=x',
    );
    const elsewhere = encodeURIComponent('https://evil.example/');
    const refused = await go(linkOf(offer.ref, `&url=${elsewhere}`));
    expect(refused.headers.location).toBe(`https://shop.example/?cid=${lastOf(offer.id)?.id}`);
    expect((await go(linkOf(closed.ref, `&url=${deep}`))).headers.location).toContain(
      'https://shop.example/?cid=',
    );
  });

  test('meta refresh answers a page with the URL escaped and no referrer', async () => {
    const offer = await world.offer({
      redirectMode: 'meta_refresh',
      destinationUrl: 'https://shop.example/?a=1&s={sub1}',
    });
    await syncClicks(ctx.current.app);
    const answer = await go(linkOf(offer.ref, '&sub1=%22%3E%3Cscript%3E'));
    expect(answer.status).toBe(200);
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.body).toContain('content="0;url=https://shop.example/?a=1&amp;s=%22%3E%3Cscript%3E"');
    expect(answer.body).not.toContain('"><script>');
  });

  test('a HEAD request is answered like the click but is not one', async () => {
    const offer = await world.offer();
    await syncClicks(ctx.current.app);
    const answer = await httpRequest(baseUrl, {
      method: 'HEAD',
      path: linkOf(offer.ref),
      headers: { host: world.tenant.trackingHost },
    });
    expect(answer.status).toBe(302);
    expect(sink.ofOffer(offer.id)).toEqual([]);
  });

  test('an unknown offer or publisher, or a malformed link, is the plain 404 page and not recorded', async () => {
    const before = sink.records.length;
    for (const path of [
      '/click?offer_id=99999999&pub_id=1001',
      linkOf(1, ''),
      '/click?offer_id=abc&pub_id=x',
      '/c/short',
    ]) {
      const answer = await go(path);
      expect(answer.status, path).toBe(404);
    }
    expect(sink.records.length).toBe(before);
  });
});

describe('duplicate clicks', () => {
  test('allow: the repeat is valid but counted as a duplicate, by IP + user agent or by the cookie', async () => {
    const offer = await world.offer({ duplicateClickAction: 'allow' });
    await syncClicks(ctx.current.app);
    const visitor = { ip: US_IP, userAgent: IPHONE_SAFARI };
    const first = await go(linkOf(offer.ref), visitor);
    expect(lastOf(offer.id)).toMatchObject({ kind: 'valid', isUnique: true, isDuplicate: false });
    expect((await go(linkOf(offer.ref), visitor)).status).toBe(302);
    expect(lastOf(offer.id)).toMatchObject({ kind: 'valid', isUnique: false, isDuplicate: true });
    // Another address, the same browser: its cookie gives it away.
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    await go(linkOf(offer.ref), { headers: { cookie } });
    expect(lastOf(offer.id)).toMatchObject({ kind: 'valid', isDuplicate: true });
  });

  test('block: the repeat is rejected; fallback: it goes to the fallback', async () => {
    const blocking = await world.offer({ duplicateClickAction: 'block' });
    const sending = await world.offer({ duplicateClickAction: 'fallback' });
    for (const offer of [blocking, sending]) {
      await seedFallback(db(), world.tenant, {
        offerId: offer.id,
        kind: 'url',
        url: 'https://elsewhere.example/?c={click_id}',
      });
    }
    await syncClicks(ctx.current.app);
    const cookieOf = async (ref: number) =>
      String((await go(linkOf(ref))).headers['set-cookie']).split(';')[0] ?? '';
    const blockedCookie = await cookieOf(blocking.ref);
    expect((await go(linkOf(blocking.ref), { headers: { cookie: blockedCookie } })).status).toBe(404);
    expect(lastOf(blocking.id)).toMatchObject({
      kind: 'rejected',
      reason: 'duplicate_click',
      isDuplicate: true,
    });
    const sentCookie = await cookieOf(sending.ref);
    const answer = await go(linkOf(sending.ref), { headers: { cookie: sentCookie } });
    expect(lastOf(sending.id)).toMatchObject({ kind: 'fallback', reason: 'duplicate_click' });
    expect(answer.headers.location).toBe(`https://elsewhere.example/?c=${lastOf(sending.id)?.id}`);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('fallback', () => {
  test('by priority: the first entry whose reasons include the click’s', async () => {
    const offer = await world.offer({ status: 'paused' });
    await seedFallback(db(), world.tenant, {
      offerId: offer.id,
      kind: 'url',
      url: 'https://caps.example/',
      reasons: ['cap_reached'],
      position: 0,
    });
    await seedFallback(db(), world.tenant, {
      offerId: offer.id,
      kind: 'url',
      url: 'https://paused.example/?s={sub1}',
      reasons: ['paused'],
      position: 1,
    });
    await seedFallback(db(), world.tenant, {
      offerId: offer.id,
      kind: 'url',
      url: 'https://any.example/',
      position: 2,
    });
    await syncClicks(ctx.current.app);
    expect((await go(linkOf(offer.ref, '&sub1=x y'))).headers.location).toBe(
      'https://paused.example/?s=x%20y',
    );
    expect(lastOf(offer.id)).toMatchObject({
      kind: 'fallback',
      reason: 'offer_paused',
      destinationUrl: 'https://paused.example/?s=x%20y',
    });
  });

  test('by weight: split among the entries that apply (randomness set by the test)', async () => {
    const offer = await world.offer({ status: 'paused', fallbackStrategy: 'weight' });
    await seedFallback(db(), world.tenant, {
      offerId: offer.id,
      kind: 'url',
      url: 'https://one.example/',
      weight: 1,
      position: 0,
    });
    await seedFallback(db(), world.tenant, {
      offerId: offer.id,
      kind: 'url',
      url: 'https://no.example/',
      reasons: ['fraud'],
      position: 1,
    });
    await seedFallback(db(), world.tenant, {
      offerId: offer.id,
      kind: 'url',
      url: 'https://three.example/',
      weight: 3,
      position: 2,
    });
    await syncClicks(ctx.current.app);
    chance.next = 0.2;
    expect((await go(linkOf(offer.ref))).headers.location).toBe('https://one.example/');
    chance.next = 0.3;
    expect((await go(linkOf(offer.ref))).headers.location).toBe('https://three.example/');
  });

  test('a fallback offer is a click of its own, linked to the first; at most three hops', async () => {
    const [a, b, c, d, e] = [
      await world.offer({ status: 'paused' }),
      await world.offer({ status: 'paused' }),
      await world.offer({ status: 'paused' }),
      await world.offer({ status: 'paused' }),
      await world.offer({ destinationUrl: 'https://e.example/?c={click_id}' }),
    ];
    const chain = [a, b, c, d, e];
    for (let i = 0; i < 4; i += 1) {
      await seedFallback(db(), world.tenant, {
        offerId: chain[i]?.id ?? '',
        kind: 'offer',
        targetOfferId: chain[i + 1]?.id,
      });
    }
    const short = await world.offer({ status: 'paused' });
    await seedFallback(db(), world.tenant, { offerId: short.id, kind: 'offer', targetOfferId: e.id });
    await syncClicks(ctx.current.app);

    const answer = await go(linkOf(short.ref));
    const parent = lastOf(short.id);
    const child = lastOf(e.id);
    expect(parent).toMatchObject({ kind: 'fallback', reason: 'offer_paused', parentClickId: null });
    expect(child).toMatchObject({
      kind: 'valid',
      parentClickId: parent?.id,
      publisherId: world.publisher.id,
    });
    expect(answer.headers.location).toBe(`https://e.example/?c=${child?.id}`);
    expect(answer.headers['set-cookie']).toEqual([
      expect.stringMatching(new RegExp(`^afc_${e.ref}=${child?.id};`)),
    ]);

    // a → b → c → d is three hops; d may not send the click on to e.
    const before = sink.ofOffer(e.id).length;
    expect((await go(linkOf(a.ref))).status).toBe(404);
    const root = lastOf(a.id);
    expect([b, c, d].map((offer) => lastOf(offer.id)?.parentClickId)).toEqual([root?.id, root?.id, root?.id]);
    expect(lastOf(d.id)).toMatchObject({ kind: 'rejected', reason: 'offer_paused' });
    expect(sink.ofOffer(e.id).length).toBe(before);
  });
});

describe('caps', () => {
  test('a click cap reached mid-stream sends later clicks to the fallback', async () => {
    const offer = await world.offer();
    await seedCap(db(), world.tenant, {
      offerId: offer.id,
      metric: 'clicks',
      period: 'day',
      limitValue: '3',
      action: 'fallback',
    });
    await seedFallback(db(), world.tenant, {
      offerId: offer.id,
      kind: 'url',
      url: 'https://full.example/',
      reasons: ['cap_reached'],
    });
    await syncClicks(ctx.current.app);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await go(linkOf(offer.ref))).headers.location);
    expect(answers.map((url) => String(url).startsWith('https://shop.example/'))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(sink.ofOffer(offer.id).map((record) => record.reason)).toEqual([
      null,
      null,
      null,
      'cap_reached',
      'cap_reached',
    ]);
    expect(sink.ofOffer(offer.id)[0]?.capKeys).toHaveLength(1);
  });

  test('a staff test click counts in no cap and earns nothing', async () => {
    const offer = await world.offer();
    await seedCap(db(), world.tenant, {
      offerId: offer.id,
      metric: 'clicks',
      limitValue: '1',
      action: 'fallback',
    });
    await syncClicks(ctx.current.app);
    const token = ctx.current.app.clickEngine.testLinks.sign(
      offer.ref,
      world.publisher.ref,
      new Date(Date.now() + 3_600_000),
    );
    for (let i = 0; i < 2; i += 1) expect((await go(linkOf(offer.ref, `&test=${token}`))).status).toBe(302);
    expect(sink.ofOffer(offer.id).map((r) => [r.isTest, r.capKeys.length])).toEqual([
      [true, 0],
      [true, 0],
    ]);
    expect((await go(linkOf(offer.ref, '&test=1.forged'))).status).toBe(404);
    expect((await go(linkOf(offer.ref))).status).toBe(302);
    expect(lastOf(offer.id)).toMatchObject({ isTest: false, reason: null });
  });
});

describe('the in-memory state', () => {
  test('a click, its tenant found by its tracking domain, makes no database round trip', async () => {
    // A network of its own: its tracking domain was never asked for before this click.
    const fresh = await clickWorld(db());
    const offer = await fresh.offer();
    await syncClicks(ctx.current.app);
    queries.length = 0;
    const path = `/click?offer_id=${offer.ref}&pub_id=${fresh.publisher.ref}`;
    expect((await click(baseUrl, fresh.tenant.trackingHost, path)).status).toBe(302);
    // The change feed's poller runs on its own timer (it found nothing new after the sync above).
    expect(queries.filter((query) => !query.includes('"tracking_changes"'))).toEqual([]);
  });

  test('an offer paused through the API turns clicks away once the change feed is read', async () => {
    const offer = await world.offer();
    const { headers } = await signedIn(ctx.current.app, db(), world.tenant);
    await syncClicks(ctx.current.app);
    expect((await go(linkOf(offer.ref))).status).toBe(302);
    const paused = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/offers/status',
      headers,
      payload: { ids: [offer.id], action: 'pause' },
    });
    expect(paused.json()).toEqual({ data: { updated: 1 } });
    // No sync here: the poller (once a second) must pick the change up by itself.
    const deadline = Date.now() + 60_000;
    while (lastOf(offer.id)?.reason !== 'offer_paused' && Date.now() < deadline) await go(linkOf(offer.ref));
    expect(lastOf(offer.id)).toMatchObject({ reason: 'offer_paused', kind: 'rejected' });
  });
});
