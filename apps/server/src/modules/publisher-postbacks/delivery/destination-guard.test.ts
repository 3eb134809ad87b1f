import { describe, expect, test, vi } from 'vitest';
import {
  isAllowedHost,
  isRefusedAddress,
  REFUSED_LITERAL_MESSAGE,
  REFUSED_NAME_MESSAGE,
  type ResolveAll,
  refusedDestinationOf,
} from './destination-guard';

describe('isRefusedAddress', () => {
  test.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    'not-an-address',
  ])('%s is refused', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  test.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s may be called',
    (address) => {
      expect(isRefusedAddress(address)).toBe(false);
    },
  );
});

describe('isAllowedHost', () => {
  test('a host allows every port; host:port only that port', () => {
    const allow = ['receiver.internal', '127.0.0.1:8080', '[::1]:9000'];
    expect(isAllowedHost(new URL('http://Receiver.Internal:1234/x'), allow)).toBe(true);
    expect(isAllowedHost(new URL('http://127.0.0.1:8080/x'), allow)).toBe(true);
    expect(isAllowedHost(new URL('http://127.0.0.1:8081/x'), allow)).toBe(false);
    expect(isAllowedHost(new URL('http://127.0.0.1/x'), allow)).toBe(false);
    expect(isAllowedHost(new URL('http://[::1]:9000/x'), allow)).toBe(true);
    expect(isAllowedHost(new URL('https://receiver.internal.evil.example/'), allow)).toBe(false);
  });
});

describe('refusedDestinationOf (on save)', () => {
  /** A resolver that answers these addresses and remembers what it was asked. */
  function resolverOf(answers: Record<string, string[]>) {
    const asked: string[] = [];
    const resolve: ResolveAll = async (hostname) => {
      asked.push(hostname);
      const found = answers[hostname];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return found;
    };
    return { asked, resolve };
  }

  test('address literals are judged as written, without asking DNS', async () => {
    const { asked, resolve } = resolverOf({});
    for (const url of [
      'http://10.1.2.3/',
      'http://[::1]:81/',
      'http://0x7f000001/',
      'http://[::ffff:a9fe:a9fe]/',
    ])
      expect(await refusedDestinationOf(new URL(url), [], resolve)).toBe(REFUSED_LITERAL_MESSAGE);
    expect(await refusedDestinationOf(new URL('https://8.8.8.8/pb'), [], resolve)).toBeNull();
    expect(asked).toEqual([]);
  });

  test('a name is refused when any of its addresses is', async () => {
    const { resolve } = resolverOf({
      'public.example': ['93.184.216.34', '2606:4700::1111'],
      'mixed.example': ['93.184.216.34', '10.0.0.5'],
      'inside.example': ['fd00::1'],
    });
    expect(await refusedDestinationOf(new URL('https://public.example/'), [], resolve)).toBeNull();
    expect(await refusedDestinationOf(new URL('https://mixed.example/'), [], resolve)).toBe(
      REFUSED_NAME_MESSAGE,
    );
    expect(await refusedDestinationOf(new URL('https://inside.example/'), [], resolve)).toBe(
      REFUSED_NAME_MESSAGE,
    );
  });

  test('a name that does not resolve passes (the call is checked again); allowed hosts are not looked up', async () => {
    const { asked, resolve } = resolverOf({ 'receiver.internal': ['10.0.0.9'] });
    expect(await refusedDestinationOf(new URL('https://gone.example/'), [], resolve)).toBeNull();
    const allowed = new URL('http://receiver.internal:8080/pb');
    expect(await refusedDestinationOf(allowed, ['receiver.internal:8080'], resolve)).toBeNull();
    expect(await refusedDestinationOf(new URL('http://10.0.0.9/'), ['10.0.0.9'], resolve)).toBeNull();
    expect(asked).toEqual(['gone.example']);
  });

  test('a name whose lookup does not answer within the deadline passes like one that does not resolve', async () => {
    vi.useFakeTimers();
    try {
      const silent: ResolveAll = () => new Promise(() => {});
      const verdict = refusedDestinationOf(new URL('https://slow.example/'), [], silent);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await verdict).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
