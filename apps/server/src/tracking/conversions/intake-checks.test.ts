import { describe, expect, test } from 'vitest';
import { isAllowedAddress } from './intake-checks';

describe('isAllowedAddress', () => {
  test('an empty allowlist allows any address', () => {
    expect(isAllowedAddress('203.0.113.7', [])).toBe(true);
  });

  test('matches addresses and ranges of both families, IPv4-mapped IPv6 as IPv4', () => {
    const list = ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'];
    expect(isAllowedAddress('203.0.113.7', list)).toBe(true);
    expect(isAllowedAddress('::ffff:198.51.100.99', list)).toBe(true);
    expect(isAllowedAddress('2001:db8:1::5', list)).toBe(true);
    expect(isAllowedAddress('203.0.113.8', list)).toBe(false);
    expect(isAllowedAddress('2001:db9::1', list)).toBe(false);
    expect(isAllowedAddress('', list)).toBe(false);
  });
});
