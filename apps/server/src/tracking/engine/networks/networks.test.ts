import { describe, expect, test } from 'vitest';
import { visitorFactsOf } from '../visitor';
import { addressKeyOf, loadNetworks, networkOf } from './network-of';
import { DATA_CENTRES, numbersOf, PROXY_NETWORKS, TOR_OPERATORS, VPN_PROVIDERS } from './proxy-networks';

/* The offline IP → network table (@ip-location-db/asn, pinned) and the proxy networks read from it. */

describe('networkOf', () => {
  test.each([
    ['52.95.110.1', 16509, 'Amazon.com, Inc.', 'data_centre'],
    ['142.93.1.1', 14061, 'DigitalOcean, LLC', 'data_centre'],
    ['5.9.1.1', 24940, 'Hetzner Online GmbH', 'data_centre'],
    ['185.159.157.1', 209103, 'Proton AG', 'vpn'],
    ['73.1.1.1', 7922, 'Comcast Cable Communications, LLC', null],
    ['::ffff:24.24.24.24', 11351, 'Charter Communications Inc', null],
    ['2600:1f18::1', 14618, 'Amazon.com, Inc.', 'data_centre'],
    ['2a01:4f8::1', 24940, 'Hetzner Online GmbH', 'data_centre'],
  ])('%s belongs to AS%i %s (%s)', (ip, asn, name, kind) => {
    expect(networkOf(ip)).toEqual({ asn, name, kind });
  });

  test.each(['10.0.0.1', '192.168.1.1', '127.0.0.1', '::1', 'fe80::1', '0.0.0.0', 'not an address', ''])(
    '%s belongs to no network',
    (ip) => {
      expect(networkOf(ip)).toBeNull();
    },
  );

  test('answers the same object for one network, so a click allocates none', () => {
    expect(networkOf('52.95.110.1')).toBe(networkOf('52.95.110.2'));
  });

  test('reads both ends of a range as inside it, and the next address as the next range', () => {
    // 16777216–16777471 is 1.0.0.0/24 (Cloudflare, AS13335); 1.0.1.0 starts no range of its own.
    expect(networkOf('1.0.0.0')?.asn).toBe(13335);
    expect(networkOf('1.0.0.255')?.asn).toBe(13335);
    expect(networkOf('1.0.1.0')?.asn).not.toBe(13335);
  });

  test('settles the data’s overlapping rows so every address in them still finds one network', () => {
    // Rows 399115 and 399116 of asn-ipv4-num.csv overlap (3596550144–3607166975 and 3607101440–…).
    const [before, inside] = [3_607_101_439, 3_607_101_440].map((value) =>
      loadNetworks().asnOf({ family: 4, value }),
    );
    expect(before).toBe(749);
    expect(inside).toBe(721);
  });
});

describe('addressKeyOf', () => {
  test('reads IPv4 as its 32-bit value and IPv6 as its first 64 bits', () => {
    expect(addressKeyOf('255.255.255.255')).toEqual({ family: 4, value: 0xffff_ffff });
    expect(addressKeyOf('::ffff:1.2.3.4')).toEqual({ family: 4, value: 0x0102_0304 });
    expect(addressKeyOf('2001:db8:ffff:1::9')).toEqual({ family: 6, high: 0x2001_0db8, low: 0xffff_0001 });
    expect(addressKeyOf('2001:db8::1.2.3.4')).toEqual({ family: 6, high: 0x2001_0db8, low: 0 });
    expect(addressKeyOf('1.2.3')).toBeNull();
  });
});

describe('the proxy networks', () => {
  const lists = [DATA_CENTRES, VPN_PROVIDERS, TOR_OPERATORS];

  test('name each network once', () => {
    expect(PROXY_NETWORKS.size).toBe(lists.flatMap(numbersOf).length);
  });

  test('are held by whom the list says (no mistyped number)', () => {
    const table = loadNetworks();
    const mismatches = lists.flat().flatMap(([holder, asns]) => {
      const start = holder.split(' (')[0]?.toLowerCase() ?? '';
      return asns
        .map((asn) => `AS${asn} ${holder}: ${table.nameOf(asn) ?? 'not in the table'}`)
        .filter((line) => !line.split(': ')[1]?.toLowerCase().includes(start));
    });
    expect(mismatches).toEqual([]);
  });
});

describe('visitorFactsOf', () => {
  const request = { userAgent: 'Mozilla/5.0', acceptLanguage: undefined };

  test('counts a click from a proxy network as proxied, and says which network', () => {
    const visitor = visitorFactsOf({ ...request, ip: '185.159.157.1', behindProxy: false });
    expect(visitor).toMatchObject({ isProxy: true, network: { asn: 209103, kind: 'vpn' } });
  });

  test('counts a home address as proxied only when the request shows a forwarding proxy', () => {
    expect(visitorFactsOf({ ...request, ip: '73.1.1.1', behindProxy: false })).toMatchObject({
      isProxy: false,
      network: { asn: 7922, kind: null },
    });
    expect(visitorFactsOf({ ...request, ip: '73.1.1.1', behindProxy: true }).isProxy).toBe(true);
  });
});
