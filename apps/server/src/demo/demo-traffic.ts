import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConversionStatus } from '@affnet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { EventStore } from '../events/index';
import { publisherAccessOf } from '../modules/offer-snapshots/index';
import { createPostback } from '../modules/publisher-postbacks/index';
import type { OfferSnapshot, SnapshotCreative } from '../offer-model/index';
import type { Tenant } from '../tenancy/index';
import type { PublisherFacts } from '../tracking/index';
import {
  assembleClickDeps,
  createClickWriter,
  type ImpressionDeps,
  loadTrackingSecret,
  readQueryLink,
  startTrackingState,
  type TenantState,
  takeClick,
  takeImpression,
} from '../tracking/index';
import { type ConvertibleClick, convertDemoClicks } from './demo-conversions';
import { clickQueryOf, type DemoVisitor, newVisitor, pickOf, seededRandom } from './demo-visitors';

/*
 * The demo's traffic, made by the real engine (issue 9): 90 days of clicks decided by the click
 * handler's own `takeClick` on the tenant's in-memory state, with the clock set to each click's
 * time, and written by the click writer (with its hourly rollups); then a share of the valid
 * clicks converted through the conversion intake, some approved or rejected by the demo admin
 * through the status change, and publisher postbacks whose deliveries those conversions queue.
 * A share of the visits to offers with banners come through a banner's code: the banner was seen
 * several times (impressions, through the impression handler's `takeImpression`) before the click.
 * Nothing here writes a row itself.
 */

export type DemoTrafficOptions = {
  /** TRACKING_SECRET when set, so the server verifies the demo's click ids. */
  trackingSecret?: string;
  /** The end of the 90 days (default: now). */
  now?: Date;
  /** Link visits to make (default 2000). */
  visits?: number;
};

export type DemoTrafficSummary = { visits: number; clicks: number; conversions: number; impressions: number };

const DAY_MS = 86_400_000;
/** Every dashboard and report shows a quarter of history (issue 10). */
const DAYS = 90;
/** How long the demo's click writer waits on one statement before it counts as an outage. */
const DEMO_WRITE_TIMEOUT_MS = 10 * 60_000;
/** Deliveries go to a host that does not exist: the worker records them failing, as it would. */
const POSTBACK_HOST = 'https://postback.example.net';

type Pair = { snapshot: OfferSnapshot; publisher: PublisherFacts };

/** Active offers with each active publisher that may run them now. */
function runnablePairs(state: TenantState): Pair[] {
  const pairs: Pair[] = [];
  for (const snapshot of state.offersById.values()) {
    if (snapshot.offer.status !== 'active') continue;
    for (const publisher of state.publishersByRef.values()) {
      if (publisher.status !== 'active') continue;
      if (publisherAccessOf(snapshot, publisher.id).runnable) pairs.push({ snapshot, publisher });
    }
  }
  return pairs.sort(
    (a, b) => a.snapshot.offer.ref - b.snapshot.offer.ref || a.publisher.ref - b.publisher.ref,
  );
}

/** An active banner of the offer for about one visit in three to an offer that has one; else null. */
function bannerOf(random: () => number, snapshot: OfferSnapshot): SnapshotCreative | null {
  const banners = snapshot.creatives.filter(
    (creative) => creative.type === 'banner' && creative.status === 'active',
  );
  if (banners.length === 0 || random() >= 1 / 3) return null;
  return pickOf(random, banners);
}

/** How many times a banner was seen before someone clicked it: 20–50 (a CTR of 2–5%). */
const viewsBeforeClick = (random: () => number) => 20 + Math.floor(random() * 31);

/** What each of the first two publishers' global postback reports: decisions, or every status. */
const POSTBACK_STATUSES: ConversionStatus[][] = [
  ['approved', 'rejected'],
  ['pending', 'approved', 'rejected'],
];

/** Global postbacks (every offer, every event) for the first publishers, made as staff would. */
async function seedPostbacks(db: Database, tenantId: string, pairs: Pair[], adminId: string) {
  const publishers = [...new Map(pairs.map((pair) => [pair.publisher.id, pair.publisher])).values()];
  for (const [index, statuses] of POSTBACK_STATUSES.entries()) {
    const publisher = publishers[index];
    if (!publisher) return;
    const url = `${POSTBACK_HOST}/p${publisher.ref}?click={aff_click_id}&payout={payout}&status={status}&txn={txn_id}`;
    await createPostback(
      db,
      { tenantId },
      publisher.id,
      { statuses, method: 'GET', url, isActive: true },
      adminId,
    );
  }
}

/**
 * Visit times over the last DAYS days, oldest first, busier in the evening and in recent weeks
 * (a network that grew: the day is drawn with a square, so the last two weeks hold about 40%).
 */
function visitTimes(random: () => number, count: number, end: Date): Date[] {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const day = Math.floor(random() ** 2 * DAYS);
    const hour = random() < 0.6 ? 16 + random() * 7 : random() * 24;
    times.push(end.getTime() - (day + 1) * DAY_MS + Math.floor(hour * 3_600_000 + random() * 60_000));
  }
  return times
    .filter((at) => at < end.getTime())
    .sort((a, b) => a - b)
    .map((at) => new Date(at));
}

export async function seedDemoTraffic(
  { db, events }: { db: Database; events: EventStore },
  tenant: Tenant,
  adminId: string,
  log: FastifyBaseLogger,
  options: DemoTrafficOptions = {},
): Promise<DemoTrafficSummary> {
  const end = options.now ?? new Date();
  const random = seededRandom(20261124);
  const proxies = seededRandom(20261125);
  // Banners draw from a generator of their own, so every other draw, and the clicks, stay as they were.
  const banners = seededRandom(20261126);
  const secret = await loadTrackingSecret(db, options.trackingSecret);
  const onError = (error: unknown) => log.error({ err: error }, 'demo traffic: tracking state');
  const state = await startTrackingState(db, { pollMs: 3_600_000, onError });
  const spoolDir = await mkdtemp(join(tmpdir(), 'affnet-demo-spool-'));
  // Nothing waits on the demo's writes, so a slow statement (a busy machine) is waited for rather
  // than taken for an outage: a spooled batch would be missing when its clicks convert.
  const writer = createClickWriter(events, { spoolDir, log, writeTimeoutMs: DEMO_WRITE_TIMEOUT_MS });
  let clock = end;
  const { deps, recentClicks } = assembleClickDeps(secret, {
    state,
    clickSink: writer,
    random,
    now: () => clock,
  });
  try {
    const tenantState = state.tenantState(tenant.id);
    const pairs = tenantState ? runnablePairs(tenantState) : [];
    if (pairs.length === 0) return { visits: 0, clicks: 0, conversions: 0, impressions: 0 };
    const impressionDeps: ImpressionDeps = {
      state,
      linkCodes: deps.linkCodes,
      sink: deps.sink,
      files: null,
      now: () => clock,
    };
    let impressions = 0;
    await seedPostbacks(db, tenant.id, pairs, adminId);

    const valid: ConvertibleClick[] = [];
    const recent: { pair: Pair; visitor: DemoVisitor }[] = [];
    const times = visitTimes(random, options.visits ?? 2000, end);
    for (const at of times) {
      // One visit in ten is someone clicking again (a duplicate); the rest are new visitors.
      const again = recent.length > 0 && random() < 0.1 ? pickOf(random, recent) : null;
      const pair = again?.pair ?? pickOf(random, pairs);
      const visitor = again?.visitor ?? newVisitor(random, proxies);
      const query = clickQueryOf(random, pair.snapshot.offer.ref, pair.publisher.ref);
      const banner = bannerOf(banners, pair.snapshot);
      if (banner) query.set('creative', banner.id);
      const link = readQueryLink(query);
      if (!link) continue;
      clock = at;
      const headers = {
        'user-agent': visitor.userAgent,
        'accept-language': visitor.acceptLanguage,
        referer: visitor.referrer ?? undefined,
      };
      const visit = {
        tenantId: tenant.id,
        method: 'GET',
        ip: visitor.ip,
        behindProxy: visitor.behindProxy,
        headers,
        link,
      };
      if (banner) {
        for (let view = viewsBeforeClick(banners); view > 0; view -= 1) {
          clock = new Date(at.getTime() - view * 97_000);
          if (takeImpression(impressionDeps, visit)?.record) impressions += 1;
        }
      }
      clock = at;
      const decision = takeClick(deps, visit);
      recent.push({ pair, visitor });
      if (recent.length > 30) recent.shift();
      const step = decision?.validStep;
      if (step && !step.duplicate)
        valid.push({ clickId: step.clickId, at, snapshot: step.snapshot, ip: visitor.ip });
    }
    await writer.flush();
    const { spooled, lost } = writer.stats();
    if (spooled + lost > 0)
      throw new Error(
        `demo traffic: ${spooled} clicks spooled, ${lost} lost; the database did not take them`,
      );
    const tools = { random, end, clickIds: deps.clickIds, recentClicks };
    const conversions = await convertDemoClicks({ db, events }, tenant.id, adminId, valid, tools);
    return { visits: times.length, clicks: valid.length, conversions, impressions };
  } finally {
    await writer.stop();
    await state.stop();
    await rm(spoolDir, { recursive: true, force: true });
  }
}
