import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { ConversionReason } from '@affnet/contracts';
import type { OfferSnapshot } from '../offer-snapshots/index';
import type { Attribution } from './find-attribution';
import type { ClickFacts } from './find-click';
import type { IntakeParams } from './intake-params';
import type { IntakeChannel } from './record-conversion';

type SnapshotEvent = OfferSnapshot['events'][number];

/*
 * The checks after the click is known, in the order of docs/tracking.md "Conversions": pure
 * functions of the request, the click and the offer, so each reason is decided in one place.
 */

export type CheckInput = {
  channel: IntakeChannel;
  protocol: 'http' | 'https';
  ip: string;
  params: IntakeParams;
  click: ClickFacts;
  attribution: Attribution;
  now: Date;
};

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

function checkTiming({ channel, click, attribution, now }: CheckInput): ConversionReason | null {
  const { offer } = attribution.snapshot;
  const elapsed = now.getTime() - click.clickedAt.getTime();
  if (elapsed > offer.attributionWindowDays * DAY_MS) return 'expired';
  // A staff test follows its click at once; the minimum time guards against fraud, which it is not.
  if (elapsed < offer.minConversionSeconds * 1000 && channel !== 'test') return 'too_soon';
  return null;
}

/** Token and allowlist guard server postbacks; a pixel runs in the visitor's browser, which has neither. */
function checkAdvertiser({ channel, params, ip, attribution }: CheckInput): ConversionReason | null {
  if (channel !== 'postback') return null;
  if (!sameSecret(params.token, attribution.advertiser.conversionToken)) return 'bad_token';
  if (!isAllowedAddress(ip, attribution.advertiser.ipAllowlist)) return 'ip_not_allowed';
  return null;
}

export function checkConversion(input: CheckInput): CheckVerdict {
  const early =
    checkTiming(input) ??
    checkAdvertiser(input) ??
    (input.attribution.snapshot.offer.requireHttps && input.protocol !== 'https' ? 'https_required' : null);
  if (early) return { reason: early };
  const { events } = input.attribution.snapshot;
  const key = input.params.eventKey;
  const event =
    key === null ? events.find((candidate) => candidate.isBase) : events.find((e) => e.key === key);
  return event ? { event } : { reason: 'unknown_event' };
}
