import { expect, test } from 'vitest';
import { readListState } from '../../../lib/list-params';
import { pagedQueryOptions } from '../../../lib/paged-list';
import { PARTNER_LISTS } from './partner-list-query';

test('the URL state becomes the request of its kind, leaving out what is not set', () => {
  const list = PARTNER_LISTS.publisher;
  const state = readListState(new URLSearchParams('status=blocked&country=DE&search=acme'), list);

  expect(pagedQueryOptions(list, state).queryKey).toEqual([
    'publishers',
    'list',
    {
      page: 1,
      perPage: 25,
      sort: 'createdAt',
      order: 'desc',
      search: 'acme',
      status: 'blocked',
      country: 'DE',
    },
  ]);
});

test('an unknown status, country or manager id in the URL is ignored', () => {
  const list = PARTNER_LISTS.advertiser;
  const state = readListState(new URLSearchParams('status=deleted&country=XX&accountManagerId=me'), list);

  const [, , request] = pagedQueryOptions(list, state).queryKey;
  expect(request).not.toHaveProperty('status');
  expect(request).not.toHaveProperty('country');
  expect(request).not.toHaveProperty('accountManagerId');
});
