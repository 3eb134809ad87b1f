import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { DEFAULT_PER_PAGE } from './app-constants';
import {
  currencyCodeSchema,
  httpUrlSchema,
  listQuerySchema,
  optionalHttpUrlSchema,
  pagedResponse,
} from './common';
import { CURRENCY_CODES } from './currencies';

describe('http urls', () => {
  test('a required URL must be http(s)', () => {
    expect(httpUrlSchema.parse(' https://example.com/a ')).toBe('https://example.com/a');
    expect(httpUrlSchema.safeParse('').success).toBe(false);
    expect(httpUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(httpUrlSchema.safeParse('ftp://example.com').success).toBe(false);
  });

  test('an optional URL left blank or out means none', () => {
    expect(optionalHttpUrlSchema.parse('')).toBeUndefined();
    expect(optionalHttpUrlSchema.parse('   ')).toBeUndefined();
    expect(optionalHttpUrlSchema.parse(undefined)).toBeUndefined();
    expect(optionalHttpUrlSchema.parse('http://example.com')).toBe('http://example.com');
  });

  test('an optional URL that is given must still be valid, with the field message', () => {
    const result = optionalHttpUrlSchema.safeParse('not a url');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a valid http(s) URL');
  });
});

describe('currency codes', () => {
  test('only ISO 4217 codes of currencies in use, upper-cased, with a field message', () => {
    expect(currencyCodeSchema.parse(' eur ')).toBe('EUR');
    expect(currencyCodeSchema.parse('XOF')).toBe('XOF');
    for (const code of ['XXX', 'XTS', 'ZZZ', 'XAU', 'XAG', 'XDR', 'BOV', 'USN', 'HRK', 'ABC', 'US', '']) {
      const result = currencyCodeSchema.safeParse(code);
      expect(result.success, code).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.message),
        code,
      ).toEqual(['Choose a currency from the list']);
    }
  });

  test('the list is sorted, unique, and every code is one the runtime knows as a currency', () => {
    expect([...CURRENCY_CODES].sort()).toEqual([...CURRENCY_CODES]);
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    // ICU's list lags ISO by a little: VED (2021) is the one code it may not know yet.
    const known = new Set([...Intl.supportedValuesOf('currency'), 'VED']);
    expect(CURRENCY_CODES.filter((code) => !known.has(code))).toEqual([]);
  });
});

describe('paged lists', () => {
  test('every list answers its rows with where the page sits, nothing else', () => {
    const schema = pagedResponse(z.object({ id: z.string() }));
    const answer = { data: [{ id: 'a', secret: 'x' }], meta: { page: 2, perPage: 10, total: 11 }, extra: 1 };

    expect(schema.parse(answer)).toEqual({ data: [{ id: 'a' }], meta: { page: 2, perPage: 10, total: 11 } });
    expect(schema.safeParse({ data: [], meta: { page: 0, perPage: 10, total: 0 } }).success).toBe(false);
  });

  test('a list asked for no page size answers 25 rows; ten is a size it accepts, 101 is not', () => {
    expect(listQuerySchema.parse({}).perPage).toBe(DEFAULT_PER_PAGE);
    expect(listQuerySchema.parse({ perPage: '10' }).perPage).toBe(10);
    expect(listQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
  });
});
