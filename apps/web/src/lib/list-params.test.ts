import { expect, test } from 'vitest';
import { type ListConfig, readListState } from './list-params';

const CONFIG: ListConfig<'name' | 'createdAt', 'status' | 'owner'> = {
  sorts: ['name', 'createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { status: ['open', 'closed'], owner: null },
  perPageOptions: [25, 50],
};

test('reads paging, sorting, search and filters from the query string', () => {
  const params = new URLSearchParams(
    'page=3&perPage=50&sort=name&order=asc&search=+acme+&status=open&owner=u1',
  );

  expect(readListState(params, CONFIG)).toEqual({
    page: 3,
    perPage: 50,
    search: 'acme',
    sort: 'name',
    order: 'asc',
    filters: { status: 'open', owner: 'u1' },
  });
});

test('falls back to the defaults for anything missing or not allowed', () => {
  const params = new URLSearchParams('page=-2&perPage=7&sort=password&order=up&status=deleted&owner=');

  expect(readListState(params, CONFIG)).toEqual({
    page: 1,
    perPage: 25,
    search: '',
    sort: 'createdAt',
    order: 'desc',
    filters: {},
  });
});
