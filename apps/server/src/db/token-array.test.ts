import { PgDialect } from 'drizzle-orm/pg-core';
import { expect, test } from 'vitest';
import { tokenArray, unnestTokens } from './token-array';

const dialect = new PgDialect();

test('a list of tokens is one array parameter, cast to its type', () => {
  const query = dialect.sqlToQuery(unnestTokens([['a1', 'b2'], 'uuid'], [[1.5, 2], 'float8']));
  expect(query.sql).toBe('unnest($1::uuid[], $2::float8[])');
  expect(query.params).toEqual(['{a1,b2}', '{1.5,2}']);
});

test('a value that is not a plain token is refused, never sent inside the literal', () => {
  for (const value of ['a,b', 'a}', '"x"', 'two words', '']) {
    expect(() => tokenArray([value], 'text'), value).toThrow('not a plain token');
  }
});
