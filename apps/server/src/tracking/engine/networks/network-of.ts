import { isIP } from 'node:net';
import type { VisitorNetwork } from '@affnet/contracts';
import ipaddr from 'ipaddr.js';
import { plainIp } from '../ip-ranges';
import { type AddressKey, type AsnTable, readAsnTable } from './asn-table';
import { PROXY_NETWORKS } from './proxy-networks';

/*
 * The network a visitor's address belongs to: its autonomous system, the holder's name, and
 * whether the offer's `blockProxies` counts it (proxy-networks.ts). The table is read on first
 * use; the click engine reads it at start (`loadNetworks`) so no click waits for it.
 */

let table: AsnTable | undefined;
const networks = new Map<number, VisitorNetwork>();

export function loadNetworks(): AsnTable {
  table ??= readAsnTable();
  return table;
}

function ipv4Key(address: string): AddressKey {
  const [a = 0, b = 0, c = 0, d = 0] = address.split('.').map(Number);
  return { family: 4, value: ((a << 24) | (b << 16) | (c << 8) | d) >>> 0 };
}

function ipv6Key(address: string): AddressKey | null {
  if (!ipaddr.IPv6.isValid(address)) return null;
  const [p0 = 0, p1 = 0, p2 = 0, p3 = 0] = ipaddr.IPv6.parse(address).parts;
  return { family: 6, high: ((p0 << 16) | p1) >>> 0, low: ((p2 << 16) | p3) >>> 0 };
}

export function addressKeyOf(ip: string): AddressKey | null {
  const address = plainIp(ip);
  const family = isIP(address);
  if (family === 4) return ipv4Key(address);
  return family === 6 ? ipv6Key(address) : null;
}

/** Null for an address no network announces (private, reserved) or that is not an address. */
export function networkOf(ip: string): VisitorNetwork | null {
  const key = addressKeyOf(ip);
  const asn = key ? loadNetworks().asnOf(key) : 0;
  if (asn === 0) return null;
  let network = networks.get(asn);
  if (!network) {
    // One frozen object per network, so a click allocates none.
    network = Object.freeze({
      asn,
      name: loadNetworks().nameOf(asn) ?? `AS${asn}`,
      kind: PROXY_NETWORKS.get(asn) ?? null,
    });
    networks.set(asn, network);
  }
  return network;
}
