import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { type ConversionIntake, type ConversionReason, conversionIntakeOf } from '@affnet/contracts';
import type { OfferSnapshot } from '../../offer-model/index';
import { isBrowserChannel } from './browser-trust';
import type { IntakeChannel } from './conversion-rows';
import type { Attribution } from './find-attribution';
import type { ClickFacts } from './find-click';
import type { IntakeParams } from './intake-params';

type SnapshotEvent = OfferSnapshot['events'][number];

/*
 * The checks once the offer is known, in the order of docs/tracking.md "Conversions": pure
 * functions of the request, the offer and (later) the click, so each reason is decided in one place.
 */

/** What the caller checks read: who called, how, and what the click id names. */
export type CallerInput = {
  channel: IntakeChannel;
  protocol: 'http' | 'https';
  ip: string;
  params: IntakeParams;
  attribution: Attribution;
  /** The network's default conversion channels, for an offer that does not choose. */
  networkIntake: ConversionIntake;
};

/** The later checks also read the click and the clock. */
export type CheckInput = CallerInput & { click: ClickFacts; now: Date };

export type CheckVerdict = { reason: ConversionReason } | { event: SnapshotEvent };

const DAY_MS = 86_400_000;

function sameSecret(given: string | null, expected: string | null): boolean {
  if (!given || !expected) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is matched as 203.0.113.7. */
function plainAddress(ip: string): string {
  return ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
}

/** Whether an address is on an allowlist of addresses and CIDR ranges; an empty list allows any. */
export function isAllowedAddress(ip: string, allowlist: readonly string[]): boolean {
  if (allowlist.length === 0) return true;
  const address = plainAddress(ip);
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (!family) return false;
  const list = new BlockList();
  for (const entry of allowlist) {
    const [base = '', bits] = entry.split('/');
    const entryFamily = isIPv4(base) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(base, entryFamily);
    else list.addSubnet(base, Number(bits), entryFamily);
  }
  return list.check(address, family);
}

/**
 * Whether the caller may report this offer's conversions, decided before the click is looked up
 * (an unauthenticated caller learns nothing about the click and costs no query): a browser only
 * where the offer takes browsers; a server postback with the advertiser's token, from an allowed
 * address; https where the offer requires it.
 */
export function checkCaller(input: CallerInput): ConversionReason | null {
  const { channel, params, ip, attribution } = input;
  const { offer } = attribution.snapshot;
  if (
    isBrowserChannel(channel) &&
    conversionIntakeOf(offer.conversionIntake, input.networkIntake) !== 'server_and_browser'
  )
    return 'browser_not_accepted';
  if (channel === 'postback') {
    if (!sameSecret(params.token, attribution.advertiser.conversionToken)) return 'bad_token';
    if (!isAllowedAddress(ip, attribution.advertiser.ipAllowlist)) return 'ip_not_allowed';
  }
  return offer.requireHttps && input.protocol !== 'https' ? 'https_required' : null;
}

function checkTiming({ channel, click, attribution, now }: CheckInput): ConversionReason | null {
  const { offer } = attribution.snapshot;
  const elapsed = now.getTime() - click.clickedAt.getTime();
  if (elapsed > offer.attributionWindowDays * DAY_MS) return 'expired';
  // A staff test follows its click at once; the minimum time guards against fraud, which it is not.
  if (elapsed < offer.minConversionSeconds * 1000 && channel !== 'test') return 'too_soon';
  return null;
}

/** After the click is known: its timing, then the event. */
export function checkConversion(input: CheckInput): CheckVerdict {
  const early = checkTiming(input);
  if (early) return { reason: early };
  const { events } = input.attribution.snapshot;
  const key = input.params.eventKey;
  const event =
    key === null ? events.find((candidate) => candidate.isBase) : events.find((e) => e.key === key);
  return event ? { event } : { reason: 'unknown_event' };
}
