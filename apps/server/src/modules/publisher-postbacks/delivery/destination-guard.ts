import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup as dnsLookupAll } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { SSRF_REFUSED } from '@affnet/contracts';

/*
 * Where a publisher postback may go (docs/tracking.md "Publisher postbacks"). A publisher types the
 * URL, so without this check they could make our servers call the cloud metadata service, the
 * database or anything else only reachable from inside. The check runs when the connection is
 * made, on the address the socket will use (a custom `lookup`), so a name that resolved to a
 * public address when saved and to 127.0.0.1 now (DNS rebinding) is still refused.
 */

const REFUSED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const REFUSED_V6: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated), would reach an IPv4 address
  ['64:ff9b::', 96], // NAT64: reaches an IPv4 address we cannot judge here
  ['100::', 64], // discard
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const refused = new BlockList();
for (const [network, prefix] of REFUSED_V4) refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of REFUSED_V6) refused.addSubnet(network, prefix, 'ipv6');

/** Whether we refuse to connect to this address. BlockList matches IPv4-mapped IPv6 (::ffff:a.b.c.d) against the IPv4 rules. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return refused.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The error a refused destination fails with; the sender records it as `ssrf_refused`. */
export class RefusedDestinationError extends Error {
  readonly code = SSRF_REFUSED;
  constructor(host: string) {
    super(`${host} resolves to an address postbacks may not reach`);
    this.name = 'RefusedDestinationError';
  }
}

/** The host of a URL without IPv6 brackets, as DNS and `isIP` read it. */
export function bareHostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * `POSTBACK_ALLOW_HOSTS` entries: `host` (any port) or `host:port`. The operator vouches for
 * these, so they skip the address check (tests allow their loopback receiver this way).
 */
export function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowHosts.some((entry) => {
    const wanted = entry.toLowerCase();
    return wanted === host || wanted === `${host}:${port}`;
  });
}

/**
 * A DNS lookup for the socket that answers only addresses we may call: refused ones are dropped,
 * and a name with none left fails with RefusedDestinationError. Handles `all: true`, which Node
 * asks for when it tries several addresses (autoSelectFamily).
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '');
      return;
    }
    const allowed = addresses.filter((entry) => !isRefusedAddress(entry.address));
    const first = allowed[0];
    if (!first) {
      callback(new RefusedDestinationError(hostname), '');
      return;
    }
    if (options.all) callback(null, allowed);
    else callback(null, first.address, first.family);
  });
};

/** Every address a name resolves to, as the sending socket's lookup would see them. */
export type ResolveAll = (hostname: string) => Promise<string[]>;

/** A name still unresolved after this is treated as one that does not resolve (see below). */
const SAVE_LOOKUP_DEADLINE_MS = 5000;

const resolveAll: ResolveAll = async (hostname) =>
  (await dnsLookupAll(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** The addresses of a name, or null when it has none now (no such name, no answer, too slow). */
async function addressesWithin(hostname: string, resolve: ResolveAll): Promise<string[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((settle) => {
    timer = setTimeout(() => settle(null), SAVE_LOOKUP_DEADLINE_MS);
    timer.unref();
  });
  try {
    return await Promise.race([resolve(hostname).catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

export const REFUSED_LITERAL_MESSAGE = 'Postbacks may not call a private, loopback or link-local address';
export const REFUSED_NAME_MESSAGE =
  'This host resolves to a private, loopback or link-local address, which postbacks may not call';

/**
 * Why a postback URL being saved can never be called, or null when it may be saved. An address
 * literal is judged as written, without DNS. A name is resolved and refused if ANY of its
 * addresses is refused: the sender would skip those, so a name listing one is a mistake or a
 * probe, and saying so now beats calls quietly going elsewhere. A name that does not resolve at all (or not within
 * the deadline) is saved: the receiver may not be in DNS yet, or the resolver is down for a
 * moment, and nothing is reached by saving. It is judged again on every call, as are names whose
 * answer changes after saving (DNS rebinding). Hosts the operator allows are not checked.
 */
export async function refusedDestinationOf(
  url: URL,
  allowHosts: readonly string[],
  resolve: ResolveAll = resolveAll,
): Promise<string | null> {
  if (isAllowedHost(url, allowHosts)) return null;
  const host = bareHostOf(url);
  if (isIP(host) !== 0) return isRefusedAddress(host) ? REFUSED_LITERAL_MESSAGE : null;
  const addresses = await addressesWithin(host, resolve);
  return addresses?.some(isRefusedAddress) ? REFUSED_NAME_MESSAGE : null;
}
