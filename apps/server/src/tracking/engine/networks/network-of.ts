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

/** A dotted quad (already checked by `isIP`) to its 32-bit value, digit by digit: no split, no array. */
function ipv4Key(address: string): AddressKey {
  let value = 0;
  let part = 0;
  for (let index = 0; index < address.length; index += 1) {
    const code = address.charCodeAt(index);
    if (code === 46) {
      value = value * 256 + part;
      part = 0;
    } else {
      part = part * 10 + (code - 48);
    }
  }
  return { family: 4, value: value * 256 + part };
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
