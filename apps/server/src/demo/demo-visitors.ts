import type { Random } from '../tracking/index';

/*
 * Made-up visitors for the demo's clicks: addresses the offline GeoIP places in a country, browser
 * user agents of each device, a few bots, and the sub ids a publisher's links would carry.
 */

/** Address prefixes geoip-lite places in each country (the last two octets vary per visitor). */
const COUNTRY_PREFIXES: ReadonlyArray<readonly [country: string, prefix: string, weight: number]> = [
  ['US', '73.12', 24],
  ['GB', '86.150', 14],
  ['DE', '87.128', 14],
  ['FR', '90.84', 8],
  ['IT', '151.20', 6],
  ['ES', '2.136', 6],
  ['AU', '1.120', 5],
  ['BR', '177.20', 6],
  ['IN', '49.36', 8],
  ['RU', '178.64', 4],
  ['ZA', '41.13', 5],
];

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];

const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'python-requests/2.32.3',
  'curl/8.5.0',
];

const LANGUAGES: Record<string, string> = {
  DE: 'de-DE,de;q=0.9,en;q=0.6',
  FR: 'fr-FR,fr;q=0.9',
  IT: 'it-IT,it;q=0.9',
  ES: 'es-ES,es;q=0.9',
  BR: 'pt-BR,pt;q=0.9',
  RU: 'ru-RU,ru;q=0.9',
};

/** Prefixes of networks whose addresses are servers (a cloud, a VPN provider): proxies by address. */
const SERVER_PREFIXES = ['52.95', '142.93', '185.159.157'];

const SOURCES = ['facebook', 'google', 'tiktok', 'newsletter', 'native'];
const REFERRERS = [
  'https://www.facebook.com/',
  'https://www.google.com/',
  'https://news.example.org/deals',
  null,
];

export type DemoVisitor = Readonly<{
  ip: string;
  userAgent: string;
  acceptLanguage: string;
  referrer: string | null;
  /** Came through a transparent proxy (a corporate or carrier one that says so in its headers). */
  behindProxy: boolean;
}>;

/** mulberry32: a small seeded generator, so every demo start makes the same traffic. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pickOf = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

function countryPrefix(random: Random): string {
  const total = COUNTRY_PREFIXES.reduce((sum, [, , weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [, prefix, weight] of COUNTRY_PREFIXES) {
    left -= weight;
    if (left < 0) return prefix;
  }
  return COUNTRY_PREFIXES[0]?.[1] ?? '73.12';
}

/** One visitor in forty comes from a cloud or VPN address instead of a home one. */
function serverAddress(proxies: Random, homeIp: string): string {
  if (proxies() >= 1 / 40) return homeIp;
  const prefix = pickOf(proxies, SERVER_PREFIXES).split('.');
  return [...prefix, ...homeIp.split('.').slice(prefix.length)].join('.');
}

/**
 * A new visitor; about one in twenty-five is a bot, one in thirty comes through a proxy that says
 * so, and one in forty from a cloud or VPN address. Those two are drawn from `proxies`, a
 * generator of their own: they came later, and drawing them apart left every other draw, and so
 * the demo's visitors, as they were.
 */
export function newVisitor(random: Random, proxies: Random): DemoVisitor {
  const prefix = countryPrefix(random);
  const homeIp = `${prefix}.${1 + Math.floor(random() * 254)}.${1 + Math.floor(random() * 254)}`;
  const country = COUNTRY_PREFIXES.find(([, p]) => p === prefix)?.[0] ?? 'US';
  return {
    ip: serverAddress(proxies, homeIp),
    userAgent: random() < 0.04 ? pickOf(random, BOTS) : pickOf(random, BROWSERS),
    acceptLanguage: LANGUAGES[country] ?? 'en-US,en;q=0.9',
    referrer: pickOf(random, REFERRERS),
    behindProxy: proxies() < 1 / 30,
  };
}

/** The query of a `/click` link as a publisher's campaign would fill it. */
export function clickQueryOf(random: Random, offerRef: number, publisherRef: number): URLSearchParams {
  const query = new URLSearchParams({ offer_id: String(offerRef), pub_id: String(publisherRef) });
  query.set('sub1', `campaign-${1 + Math.floor(random() * 6)}`);
  if (random() < 0.6) query.set('sub2', `ad-${100 + Math.floor(random() * 40)}`);
  query.set('source', pickOf(random, SOURCES));
  query.set('aff_click_id', `pub-${Math.floor(random() * 1e9).toString(36)}`);
  return query;
}
