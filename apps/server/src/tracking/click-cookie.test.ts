import { expect, test } from 'vitest';
import { cookieNameOf, cookieValueOf } from './click-cookie';

test('reads one cookie of a Cookie header, the first of its name, and nothing of a lookalike', () => {
  const header = 'theme=dark; afc_1001= abc ; afc_10011=zzz; afc_1001=second';
  expect(cookieValueOf(header, cookieNameOf(1001))).toBe('abc');
  expect(cookieValueOf(header, cookieNameOf(1002))).toBeNull();
  expect(cookieValueOf('afc_1001=', cookieNameOf(1001))).toBeNull();
  expect(cookieValueOf(undefined, cookieNameOf(1001))).toBeNull();
  expect(cookieValueOf('garbage;;=x;afc_7', cookieNameOf(7))).toBeNull();
});
