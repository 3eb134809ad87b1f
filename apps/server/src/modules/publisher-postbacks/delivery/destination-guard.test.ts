import { describe, expect, test } from 'vitest';
import { isAllowedHost, isRefusedAddress } from './destination-guard';

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
