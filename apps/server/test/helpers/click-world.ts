import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import type { ClickRecord, ImpressionRecord } from '../../src/events/index';
import type { ClickSink } from '../../src/tracking/index';
import { seedPartner, seedTenant } from './factories';
import { type HttpAnswer, httpRequest } from './http';
import { type SeedOfferOptions, seedOffer } from './offers';

/*
 * The click path's test kit: a sink that collects what the engine decides (a real array; the
 * writer has its own tests), randomness a test sets, and a network with an advertiser and an
 * active publisher whose links are clicked over real HTTP on the tenant's tracking domain.
 */

export function collectingSink(): ClickSink & {
  records: ClickRecord[];
  ofOffer: (offerId: string) => ClickRecord[];
  impressions: ImpressionRecord[];
  impressionsOf: (offerId: string) => ImpressionRecord[];
} {
  const records: ClickRecord[] = [];
  const impressions: ImpressionRecord[] = [];
  return {
    records,
    push: (record) => records.push(record),
    ofOffer: (offerId) => records.filter((record) => record.offerId === offerId),
    impressions,
    pushImpression: (record) => impressions.push(record),
    impressionsOf: (offerId) => impressions.filter((record) => record.offerId === offerId),
  };
}

/** `next` is what the engine's random() answers next (landing-page rotation, weighted fallback). */
export function settableRandom(): { random: () => number; next: number } {
  const holder = { next: 0, random: () => holder.next };
  return holder;
}

export const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** In geoip-lite's database: Google's resolver (US), a MaxMind sample address (GB, England). */
export const US_IP = '24.24.24.24';
export const GB_IP = '81.2.69.142';

export async function clickWorld(db: Database) {
  const tenant = await seedTenant(db);
  const { partner: advertiser } = await seedPartner(db, tenant, { kind: 'advertiser' });
  const { partner: publisher } = await seedPartner(db, tenant, { kind: 'publisher' });
  const offer = (options: Partial<SeedOfferOptions> = {}) =>
    seedOffer(db, tenant, { advertiserId: advertiser.id, ...options }).then((seeded) => seeded.offer);
  return { tenant, advertiser, publisher, offer };
}

export type ClickOptions = { ip?: string; userAgent?: string; headers?: Record<string, string> };

let lastIp = 0;
/**
 * An address of its own per call, so one test's visitor is never another's duplicate: a home
 * address (Comcast's 73.0.0.0/8, in the US and in no proxy network), as most visitors' are.
 */
export function freshIp(): string {
  lastIp += 1;
  return `73.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

/** One click over real HTTP, from `ip` (through the loopback proxy the test app trusts). */
export function click(
  baseUrl: string,
  host: string,
  path: string,
  options: ClickOptions = {},
): Promise<HttpAnswer> {
  return httpRequest(baseUrl, {
    path,
    headers: {
      host,
      'user-agent': options.userAgent ?? DESKTOP_CHROME,
      'x-forwarded-for': options.ip ?? freshIp(),
      'accept-language': 'en-GB,en;q=0.9',
      ...options.headers,
    },
  });
}

/** Rows written since the test started go live in memory once the feed is read. */
export const syncClicks = (app: FastifyInstance) => app.clickEngine.state.sync();
