import { expect, test } from 'vitest';
import { pageWindow, toPage } from './paging';

test('a page covers the rows after the pages before it', () => {
  expect(pageWindow({ page: 1, perPage: 25 })).toEqual({ limit: 25, offset: 0 });
  expect(pageWindow({ page: 3, perPage: 10 })).toEqual({ limit: 10, offset: 20 });
});

test('the answer carries the page asked for, its size and the count of all rows', () => {
  expect(toPage(['a', 'b'], 12, { page: 2, perPage: 10 })).toEqual({
    data: ['a', 'b'],
    meta: { page: 2, perPage: 10, total: 12 },
  });
});
