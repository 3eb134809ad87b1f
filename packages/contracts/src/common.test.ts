import { describe, expect, test } from 'vitest';
import { httpUrlSchema, optionalHttpUrlSchema } from './common';

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
