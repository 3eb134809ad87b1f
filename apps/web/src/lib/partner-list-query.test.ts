import { expect, test } from 'vitest';
import { readListState } from './list-params';
import { PARTNER_LIST_CONFIG, toPartnersQuery } from './partner-list-query';

test('turns the URL state into the list request, leaving out what is not set', () => {
  const state = readListState(
    new URLSearchParams('status=blocked&country=DE&search=acme'),
    PARTNER_LIST_CONFIG,
  );

  expect(toPartnersQuery(state)).toEqual({
    page: 1,
    perPage: 25,
    sort: 'createdAt',
    order: 'desc',
    search: 'acme',
    status: 'blocked',
    country: 'DE',
  });
});

test('an unknown status or country in the URL is ignored', () => {
  const state = readListState(new URLSearchParams('status=deleted&country=XX'), PARTNER_LIST_CONFIG);

  expect(toPartnersQuery(state)).not.toHaveProperty('status');
  expect(toPartnersQuery(state)).not.toHaveProperty('country');
});
