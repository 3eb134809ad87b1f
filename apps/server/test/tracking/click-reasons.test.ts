import {
  CLICK_REASON_CODES,
  type ClickReason,
  type OfferTargetingInput,
  offerTargetingSchema,
} from '@affnet/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  type ClickOptions,
  click,
  clickWorld,
  collectingSink,
  GB_IP,
  GOOGLEBOT,
  syncClicks,
  US_IP,
} from '../helpers/click-world';
import { seedPartner } from '../helpers/factories';
import { listenOnLoopback } from '../helpers/http';
import { seedCap } from '../helpers/offer-parts';
import { seedOfferAccess } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

/*
 * One click per reason code over real HTTP: each lands with that reason (and, with no fallback,
 * the plain 404 page).
 */

const sink = collectingSink();
const ctx = useTestApp({ env: { TRUST_PROXY: 'loopback' }, clicks: { clickSink: sink } });
let baseUrl: string;
type World = Awaited<ReturnType<typeof clickWorld>>;
let world: World;

type Case = {
  /** Makes the offer (and whatever else) and returns the link's query. */
  setup: (w: World) => Promise<string>;
  /** The clicks sent; the last one's reason is checked. */
  clicks?: ClickOptions[];
};

const linkOf = (offerRef: number, publisherRef: number) =>
  `/click?offer_id=${offerRef}&pub_id=${publisherRef}`;
const offerLink = async (w: World, options: Parameters<World['offer']>[0]) =>
  linkOf((await w.offer(options)).ref, w.publisher.ref);
const rule = <T extends string>(include: T[], exclude: T[] = []) => ({ include, exclude });
const targeting = (input: OfferTargetingInput) => offerTargetingSchema.parse(input);
const sameVisitor = { ip: US_IP, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0' };

const CASES: Record<ClickReason, Case> = {
  offer_not_live: { setup: (w) => offerLink(w, { status: 'draft' }) },
  offer_paused: { setup: (w) => offerLink(w, { status: 'paused' }) },
  publisher_not_active: {
    setup: async (w) => {
      const { partner } = await seedPartner(ctx.current.handle.db, w.tenant, {
        kind: 'publisher',
        status: 'blocked',
      });
      return linkOf((await w.offer()).ref, partner.ref);
    },
  },
  not_approved: { setup: (w) => offerLink(w, { visibility: 'approval' }) },
  access_blocked: {
    setup: async (w) => {
      const offer = await w.offer();
      await seedOfferAccess(ctx.current.handle.db, w.tenant, {
        offerId: offer.id,
        publisherId: w.publisher.id,
        status: 'blocked',
      });
      return linkOf(offer.ref, w.publisher.ref);
    },
  },
  outside_live_window: { setup: (w) => offerLink(w, { liveFrom: new Date(Date.now() + 86_400_000) }) },
  outside_day_parting: { setup: (w) => offerLink(w, { dayPartingEnabled: true, dayPartingHours: [] }) },
  targeting_country: {
    setup: (w) => offerLink(w, { targeting: targeting({ country: rule(['FR']) }) }),
    clicks: [{ ip: US_IP }],
  },
  targeting_region: {
    setup: (w) => offerLink(w, { targeting: targeting({ region: rule(['GB-SCT']) }) }),
    clicks: [{ ip: GB_IP }],
  },
  targeting_device: { setup: (w) => offerLink(w, { targeting: targeting({ device: rule(['mobile']) }) }) },
  targeting_os: { setup: (w) => offerLink(w, { targeting: targeting({ os: rule(['ios']) }) }) },
  targeting_browser: { setup: (w) => offerLink(w, { targeting: targeting({ browser: rule(['firefox']) }) }) },
  targeting_language: { setup: (w) => offerLink(w, { targeting: targeting({ language: rule(['fr']) }) }) },
  targeting_ip: {
    setup: (w) => offerLink(w, { targeting: targeting({ ip: rule([], ['24.24.24.0/24']) }) }),
    clicks: [{ ip: US_IP }],
  },
  targeting_connection: {
    setup: (w) => offerLink(w, { targeting: targeting({ connection: rule(['cellular']) }) }),
  },
  proxy: {
    setup: (w) => offerLink(w, { targeting: targeting({ blockProxies: true }) }),
    // A transparent proxy named the address it forwarded for (tracking/client-address.ts).
    clicks: [{ headers: { 'x-forwarded-for': `192.0.2.60, ${US_IP}` } }],
  },
  blocked_ip: { setup: (w) => offerLink(w, { blockedIps: ['24.24.0.0/16'] }), clicks: [{ ip: US_IP }] },
  bot: { setup: (w) => offerLink(w, { blockBots: true }), clicks: [{ userAgent: GOOGLEBOT }] },
  duplicate_click: {
    setup: (w) => offerLink(w, { duplicateClickAction: 'block' }),
    clicks: [sameVisitor, sameVisitor],
  },
  cap_reached: {
    setup: async (w) => {
      const offer = await w.offer();
      await seedCap(ctx.current.handle.db, w.tenant, {
        offerId: offer.id,
        metric: 'clicks',
        limitValue: '1',
        action: 'fallback',
      });
      return linkOf(offer.ref, w.publisher.ref);
    },
    clicks: [{}, {}],
  },
};

const links = new Map<string, string>();

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  world = await clickWorld(ctx.current.handle.db);
  for (const [reason, entry] of Object.entries(CASES)) links.set(reason, await entry.setup(world));
  await syncClicks(ctx.current.app);
});

describe('every reason code', () => {
  test('has a case here', () => {
    expect(Object.keys(CASES).sort()).toEqual([...CLICK_REASON_CODES].sort());
  });

  test.each(Object.entries(CASES))(
    '%s: the click lands with that reason and the plain 404 page',
    async (reason, entry) => {
      const path = links.get(reason) ?? '';
      const offerRef = Number(new URLSearchParams(path.split('?')[1]).get('offer_id'));
      let answer = null;
      for (const options of entry.clicks ?? [{}])
        answer = await click(baseUrl, world.tenant.trackingHost, path, options);
      expect(answer?.status).toBe(404);
      expect(answer?.body).toContain('This link is not valid.');
      const last = sink.records.filter((record) => record.offerRef === offerRef).at(-1);
      expect(last).toMatchObject({ reason, kind: 'rejected', destinationUrl: null, payout: '0.00' });
    },
  );
});

describe('a click through a proxy', () => {
  test('on an offer that allows proxies is valid, and its row says it came through one', async () => {
    const offer = await world.offer();
    await syncClicks(ctx.current.app);
    const path = linkOf(offer.ref, world.publisher.ref);
    const answer = await click(baseUrl, world.tenant.trackingHost, path, {
      headers: { 'x-forwarded-for': `192.0.2.61, ${US_IP}` },
    });
    expect(answer.status).toBe(302);
    const [record] = sink.records.filter((r) => r.offerRef === offer.ref);
    expect(record).toMatchObject({ kind: 'valid', reason: null, isProxy: true, ip: US_IP });
    await click(baseUrl, world.tenant.trackingHost, path);
    expect(sink.records.filter((r) => r.offerRef === offer.ref).at(-1)).toMatchObject({ isProxy: false });
  });

  test('from a data centre or VPN is one, with no proxy header: refused where proxies are blocked', async () => {
    const blocking = await world.offer({ targeting: targeting({ blockProxies: true }) });
    const allowing = await world.offer();
    await syncClicks(ctx.current.app);
    // Proton AG's network, a VPN provider's.
    const fromVpn = async (offerRef: number) => {
      const answer = await click(baseUrl, world.tenant.trackingHost, linkOf(offerRef, world.publisher.ref), {
        ip: '185.159.157.1',
      });
      return { status: answer.status, record: sink.records.filter((r) => r.offerRef === offerRef).at(-1) };
    };
    const refused = await fromVpn(blocking.ref);
    expect(refused.status).toBe(404);
    expect(refused.record).toMatchObject({ kind: 'rejected', reason: 'proxy', isProxy: true });
    const taken = await fromVpn(allowing.ref);
    expect(taken.status).toBe(302);
    expect(taken.record).toMatchObject({ kind: 'valid', isProxy: true });
  });
});
