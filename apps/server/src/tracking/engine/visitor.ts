import type { BROWSERS, DEVICE_TYPES, OPERATING_SYSTEMS, VisitorNetwork } from '@affnet/contracts';
import geoip from 'geoip-lite';
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';
import { OldestFirstMap } from '../../lib/oldest-first-map';
import { plainIp } from './ip-ranges';
import { networkOf } from './networks/network-of';

/*
 * What a click's request says about the visitor, in the offer editor's own values: country and
 * region from the offline GeoIP database (geoip-lite, loaded once when this module is), the
 * network from the offline IP → AS table (networks/), device,
 * OS and browser from the user agent (ua-parser-js, parses cached), languages from
 * Accept-Language. The checks read only these facts, so "What would this click do?" can state
 * them directly.
 */

export type DeviceType = (typeof DEVICE_TYPES)[number];
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];
export type Browser = (typeof BROWSERS)[number];

export type VisitorFacts = Readonly<{
  ip: string;
  /** ISO 3166-1 alpha-2, upper case; null when the address is not in the database (private ranges). */
  country: string | null;
  /** `US-CA` as the targeting tab stores regions; null when unknown. */
  region: string | null;
  device: DeviceType;
  os: OperatingSystem;
  browser: Browser;
  /** Primary language subtags in preference order (`en`, `de`), lower case. */
  languages: readonly string[];
  /** Broadband or cellular: no offline source tells them apart, so null (unknown). */
  connection: 'broadband' | 'cellular' | null;
  /** The autonomous system holding the address; null when none announces it (private ranges). */
  network: VisitorNetwork | null;
  /**
   * The request shows a forwarding proxy (tracking/client-address.ts), or the address belongs to
   * a data centre, VPN provider or Tor operator (networks/proxy-networks.ts).
   */
  isProxy: boolean;
  isBot: boolean;
  userAgent: string;
}>;

export type UserAgentFacts = Readonly<{
  device: DeviceType;
  os: OperatingSystem;
  browser: Browser;
  isBot: boolean;
}>;

const DEVICES: Record<string, DeviceType> = {
  mobile: 'mobile',
  tablet: 'tablet',
  smarttv: 'smart_tv',
  console: 'console',
  wearable: 'wearable',
};

const OS_NAMES: Array<[RegExp, OperatingSystem]> = [
  [/^windows/i, 'windows'],
  [/^mac os|^macos/i, 'macos'],
  [/^ios$/i, 'ios'],
  [/^android/i, 'android'],
  [/^chrom(e|ium) ?os/i, 'chrome_os'],
  [/linux|ubuntu|debian|fedora|mint|arch|gentoo|centos|red ?hat|suse|slackware/i, 'linux'],
];

const BROWSER_NAMES: Array<[RegExp, Browser]> = [
  [/^edge/i, 'edge'],
  [/^opera/i, 'opera'],
  [/^samsung/i, 'samsung_internet'],
  [/^uc ?browser/i, 'uc_browser'],
  [/^yandex/i, 'yandex'],
  [/^(mobile )?firefox/i, 'firefox'],
  [/^(mobile )?safari/i, 'safari'],
  [/^chrom(e|ium)/i, 'chrome'],
];

function nameIn<T>(table: Array<[RegExp, T]>, name: string | undefined, other: T): T {
  if (!name) return other;
  return table.find(([pattern]) => pattern.test(name))?.[1] ?? other;
}

function parseUserAgent(userAgent: string): UserAgentFacts {
  const result = new UAParser(userAgent).getResult();
  return {
    device: DEVICES[result.device.type ?? ''] ?? 'desktop',
    os: nameIn(OS_NAMES, result.os.name, 'other'),
    browser: nameIn(BROWSER_NAMES, result.browser.name, 'other'),
    isBot: isbot(userAgent),
  };
}

const UA_CACHE_SIZE = 10_000;
const uaCache = new OldestFirstMap<string, UserAgentFacts>(UA_CACHE_SIZE);

/** Parses are cached (least recently used out): a few thousand user agents make most traffic. */
export function userAgentFacts(userAgent: string): UserAgentFacts {
  const facts = uaCache.get(userAgent) ?? parseUserAgent(userAgent);
  uaCache.set(userAgent, facts);
  return facts;
}

const LANGUAGE_CACHE_SIZE = 1000;
const languageCache = new Map<string, readonly string[]>();

/**
 * `de-CH,de;q=0.9,en;q=0.8` → `['de', 'en']`: primary subtags by preference, each once. Cached
 * by header (oldest out): browsers send a few hundred distinct headers, not one per click.
 */
export function languagesOf(acceptLanguage: string | undefined): readonly string[] {
  if (!acceptLanguage) return [];
  const cached = languageCache.get(acceptLanguage);
  if (cached) return cached;
  const languages = Object.freeze(parseAcceptLanguage(acceptLanguage));
  if (languageCache.size >= LANGUAGE_CACHE_SIZE) languageCache.clear();
  languageCache.set(acceptLanguage, languages);
  return languages;
}

function parseAcceptLanguage(acceptLanguage: string): string[] {
  const ranked = acceptLanguage
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase().split('-')[0] ?? '', q: quality ? Number(quality) : 1, index };
    })
    .filter((entry) => /^[a-z]{2,3}$/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(ranked.map((entry) => entry.tag))];
}

export function geoOf(ip: string): { country: string | null; region: string | null } {
  const found = geoip.lookup(plainIp(ip));
  if (!found?.country) return { country: null, region: null };
  return { country: found.country, region: found.region ? `${found.country}-${found.region}` : null };
}

export function visitorFactsOf(request: {
  ip: string;
  userAgent: string;
  acceptLanguage: string | undefined;
  behindProxy: boolean;
}): VisitorFacts {
  const network = networkOf(request.ip);
  const geo = geoOf(request.ip);
  const agent = userAgentFacts(request.userAgent);
  // Every field spelled out (no spreads): one hidden class for every click's facts.
  return {
    ip: request.ip,
    country: geo.country,
    region: geo.region,
    device: agent.device,
    os: agent.os,
    browser: agent.browser,
    isBot: agent.isBot,
    languages: languagesOf(request.acceptLanguage),
    connection: null,
    network,
    isProxy: request.behindProxy || network?.kind != null,
    userAgent: request.userAgent,
  };
}
