import { expect, test } from 'vitest';
import { nulBytePaths } from './nul-bytes';

test('reports every string and key holding a NUL by its dotted path', () => {
  const body = {
    name: 'ok',
    events: [{ key: 'sale' }, { key: 'lead\u0000' }],
    nested: { 'a\u0000b': 1, deep: { text: '\u0000' } },
    file: { filename: 'x\u0000.png', mimetype: 'image/png', data: Buffer.from([0]) },
  };
  expect(nulBytePaths(body)).toEqual(['events.1.key', 'nested.a\uFFFDb', 'nested.deep.text']);
  expect(nulBytePaths('\u0000')).toEqual(['']);
  expect(nulBytePaths(undefined)).toEqual([]);
});

test('a body nested deeper than the call stack is walked without overflowing', () => {
  let deep: unknown = 'end\u0000';
  for (let depth = 0; depth < 200_000; depth++) deep = { a: deep };
  expect(nulBytePaths(deep)).toHaveLength(1);
});
