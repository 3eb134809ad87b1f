import { expect, test } from 'vitest';
import { type ListConfig, PAGE_SIZES, readListState } from './list-params';

const CONFIG: ListConfig<'name' | 'createdAt', 'status' | 'owner' | 'offerId'> = {
  sorts: ['name', 'createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { status: ['open', 'closed'], owner: null, offerId: 'id' },
};
const OFFER_ID = '3f2b6c1e-8a4d-4e2b-9c7a-1d2e3f4a5b6c';

test('reads paging, sorting, search and filters from the query string', () => {
  const params = new URLSearchParams(
    `page=3&perPage=50&sort=name&order=asc&search=+acme+&status=open&owner=u1&offerId=${OFFER_ID}`,
  );

  expect(readListState(params, CONFIG)).toEqual({
    page: 3,
    perPage: 50,
    search: 'acme',
    sort: 'name',
    order: 'asc',
    filters: { status: 'open', owner: 'u1', offerId: OFFER_ID },
  });
});

test('falls back to the defaults for anything missing or not allowed', () => {
  const params = new URLSearchParams(
    'page=-2&perPage=7&sort=password&order=up&status=deleted&owner=&offerId=xyz',
  );

  expect(readListState(params, CONFIG)).toEqual({
    page: 1,
    perPage: 25,
    search: '',
    sort: 'createdAt',
    order: 'desc',
    filters: {},
  });
});

test('every list offers 10, 25, 50 and 100 rows a page, and takes each of them from the URL', () => {
  expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
  for (const size of PAGE_SIZES) {
    expect(readListState(new URLSearchParams(`perPage=${size}`), CONFIG).perPage).toBe(size);
  }
  expect(readListState(new URLSearchParams(''), CONFIG).perPage).toBe(25);
});
