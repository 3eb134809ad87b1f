import { BlockList, isIP } from 'node:net';

/*
 * Addresses and CIDR ranges (offer IP targeting, blocked IPs) compiled once per offer snapshot
 * into Node's own matcher, so a click asks a prepared structure instead of parsing every rule.
 */

export type IpRanges = { has: (ip: string) => boolean; size: number };

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is the IPv4 address it carries. */
export function plainIp(ip: string): string {
  return MAPPED_V4.exec(ip)?.[1] ?? ip;
}

function addRule(list: BlockList, rule: string): void {
  const [address = '', bits] = rule.trim().split('/');
  const family = isIP(address);
  if (family === 0) return; // refused on save; an old stored value must not break the offer
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(bits), type);
}

export function compileIpRanges(rules: readonly string[]): IpRanges {
  const list = new BlockList();
  for (const rule of rules) addRule(list, rule);
  return {
    size: rules.length,
    has(ip) {
      const address = plainIp(ip);
      const family = isIP(address);
      if (family === 0) return false;
      return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

const compiled = new WeakMap<readonly string[], IpRanges>();

/** The ranges of a frozen rule list, compiled on first use and kept with the list. */
export function ipRangesOf(rules: readonly string[]): IpRanges {
  let ranges = compiled.get(rules);
  if (!ranges) {
    ranges = compileIpRanges(rules);
    compiled.set(rules, ranges);
  }
  return ranges;
}
