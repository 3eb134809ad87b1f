import { describe, expect, test } from 'vitest';
import { arrayLiteral, isPlainToken } from './array-literal';

const of = (values: Array<string | number | boolean | null>, kind: 'token' | 'text' | 'boolean') =>
  arrayLiteral(values, kind, (value) => value);

describe('arrayLiteral', () => {
  test('spells tokens bare, booleans as t/f and nulls as NULL', () => {
    expect(of(['abc', 12, '2026-11-27T10:00:00.000Z', null], 'token')).toBe(
      '{abc,12,2026-11-27T10:00:00.000Z,NULL}',
    );
    expect(of([true, false, null], 'boolean')).toBe('{t,f,NULL}');
    expect(of([], 'text')).toBe('{}');
  });

  test('quotes text and escapes its backslashes and double quotes', () => {
    expect(of(['a,b', 'say "hi"', 'c:\\dir', null], 'text')).toBe('{"a,b","say \\"hi\\"","c:\\\\dir",NULL}');
  });

  test('quotes a token that is not plain after all, so nothing is misread', () => {
    expect(of(['a,b', '', 'NULL', 'x y', '{z}'], 'token')).toBe('{"a,b","","NULL","x y","{z}"}');
  });
});

test('isPlainToken', () => {
  expect(isPlainToken('3f2a9c1e-0000-4000-8000-000000000000')).toBe(true);
  expect(isPlainToken('::ffff:203.0.113.7')).toBe(true);
  for (const value of ['', 'null', 'Null', 'a b', 'a,b', 'a"b', 'a\\b', '{', '}', 'a\tb']) {
    expect(isPlainToken(value)).toBe(false);
  }
});
