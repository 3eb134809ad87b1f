import type { AdvertiserListItem } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  createAccountManager,
  createAdvertiserListItem,
  createEntityLinks,
  createRecentFigures,
  createScreenMeta,
} from '../../../testing/factories';
import { locationOf, renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, stubApi } from '../../../testing/stub-api';
import PartnerListPage from './partner-list-page';

const LIST_URL = '/api/v1/advertisers';
const STATUS_URL = '/api/v1/advertisers/status';
const PATH = '/admin/advertiser/manage';
const MANAGER = createAccountManager({ name: 'Mia Manager' });

const RANGE = { from: '2026-10-29', to: '2026-11-27', timeZone: 'UTC' };

function stubList(
  rows: AdvertiserListItem[],
  total = rows.length,
  extra: Parameters<typeof stubApi>[0] = {},
  recent: typeof RANGE | null = null,
) {
  return stubApi({
    [`GET ${LIST_URL}`]: (_init, url) =>
      jsonResponse(200, {
        data: rows,
        meta: { page: Number(url.searchParams.get('page')), perPage: 25, total, recent },
      }),
    'GET /api/v1/account-managers': () => jsonResponse(200, { data: [MANAGER] }),
    ...extra,
  });
}

function renderList(url = PATH) {
  return renderPage(
    <PartnerListPage
      kind="advertiser"
      screen={createScreenMeta('Manage Advertisers', 'Advertisers')}
      links={createEntityLinks('/admin/advertiser')}
    />,
    { path: PATH, url },
  );
}

test('each advertiser with its offers and last 30 days’ spend, sortable by clicks and conversions', async () => {
  const acme = createAdvertiserListItem({
    company: 'Acme Ltd',
    offers: { total: 4, active: 3 },
    recent: createRecentFigures({ EUR: { grossClicks: 90, pendingConversions: 2, revenue: '64.50' } }),
  });
  const { calls } = stubList([acme], 1, {}, RANGE);
  const { user, router } = renderList();

  const row = await screen.findByRole('row', { name: /Acme Ltd/ });
  for (const text of ['4', '(3 active)', '90', '2', '€64.50'])
    expect(within(row).getByText(text)).toBeInTheDocument();
  expect(screen.getByText(/approved spend\.$/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Conversions (30 days)' }));
  await waitFor(() => expect(locationOf(router)).toBe(`${PATH}?sort=conversions&order=asc`));
  await waitFor(() => expect(queriesTo(calls, LIST_URL).at(-1)?.get('sort')).toBe('conversions'));
});

test('lists advertisers from the API with links to their pages and status badges', async () => {
  const acme = createAdvertiserListItem({ company: 'Acme Ltd', status: 'pending', country: 'DE' });
  const { calls } = stubList([acme, createAdvertiserListItem({ company: 'Beta GmbH' })]);
  renderList();

  expect(await screen.findByRole('link', { name: 'Acme Ltd' })).toHaveAttribute(
    'href',
    `/admin/advertiser/view/${acme.id}`,
  );
  const row = screen.getByRole('row', { name: /Acme Ltd/ });
  expect(within(row).getByText('Pending')).toBeInTheDocument();
  expect(within(row).getByText('Germany')).toBeInTheDocument();
  expect(screen.getByText('Showing 1–2 of 2 advertisers')).toBeInTheDocument();
  const [first] = queriesTo(calls, LIST_URL);
  expect(Object.fromEntries(first ?? [])).toEqual({
    page: '1',
    perPage: '25',
    sort: 'createdAt',
    order: 'desc',
  });
});

test('search, filters, sorting and paging go into the URL and the request', async () => {
  const { calls } = stubList([createAdvertiserListItem({ company: 'Acme Ltd' })], 60);
  const { user, router } = renderList();
  await screen.findByRole('link', { name: 'Acme Ltd' });

  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'acme');
  await waitFor(() => expect(locationOf(router)).toBe(`${PATH}?search=acme`));

  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Blocked' }));
  await user.click(screen.getByRole('combobox', { name: 'Account manager' }));
  await user.click(await screen.findByRole('option', { name: 'Mia Manager' }));
  await user.click(screen.getByRole('button', { name: 'Company' }));
  await user.click(screen.getByRole('button', { name: 'Company' }));
  await user.click(screen.getByRole('button', { name: 'Page 2' }));

  await waitFor(() =>
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      search: 'acme',
      status: 'blocked',
      accountManagerId: MANAGER.id,
      sort: 'company',
      order: 'desc',
      page: '2',
    }),
  );
  expect(screen.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'descending');
  await waitFor(() =>
    expect(Object.fromEntries(queriesTo(calls, LIST_URL).at(-1) ?? [])).toEqual({
      page: '2',
      perPage: '25',
      search: 'acme',
      sort: 'company',
      order: 'desc',
      status: 'blocked',
      accountManagerId: MANAGER.id,
    }),
  );

  await router.navigate(-1);
  await waitFor(() => expect(router.state.location.search).not.toContain('page=2'));
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('acme');
});

test('opens with the list state of the URL, as after a reload', async () => {
  const { calls } = stubList([createAdvertiserListItem()], 80);
  renderList(`${PATH}?search=shop&status=pending&country=FR&sort=email&order=asc&page=3`);

  await waitFor(() => expect(queriesTo(calls, LIST_URL)).toHaveLength(1));
  expect(Object.fromEntries(queriesTo(calls, LIST_URL)[0] ?? [])).toEqual({
    page: '3',
    perPage: '25',
    search: 'shop',
    sort: 'email',
    order: 'asc',
    status: 'pending',
    country: 'FR',
  });
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('shop');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
  expect(await screen.findByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
});

test('bulk block asks for a reason and sends ids, action and reason as multipart', async () => {
  const [first, second, third] = [
    createAdvertiserListItem(),
    createAdvertiserListItem(),
    createAdvertiserListItem(),
  ];
  if (!first || !second || !third) throw new Error('factories');
  const { calls } = stubList([first, second, third], 3, {
    [`POST ${STATUS_URL}`]: () => jsonResponse(200, { data: { updated: 2 } }),
  });
  const { user } = renderList();

  await user.click(await screen.findByRole('checkbox', { name: `Select ${first.company}` }));
  await user.click(screen.getByRole('checkbox', { name: `Select ${third.company}` }));
  expect(screen.getByText('2 advertisers selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Block' }));

  const dialog = await screen.findByRole('dialog', { name: 'Block 2 advertisers' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fake traffic');
  await user.click(within(dialog).getByRole('button', { name: 'Block 2 advertisers' }));

  expect(await screen.findByText('Blocked 2 advertisers.')).toBeInTheDocument();
  const body = calls.find((call) => call.method === 'POST' && call.url === STATUS_URL)?.body;
  if (!(body instanceof FormData)) throw new Error('expected a multipart body');
  expect(body.getAll('ids[]')).toEqual([first.id, third.id]);
  expect(body.get('action')).toBe('block');
  expect(body.get('reason')).toBe('Fake traffic');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  await waitFor(() => expect(queriesTo(calls, LIST_URL).length).toBeGreaterThan(1));
});

test('with no advertisers at all, offers to add one', async () => {
  stubList([]);
  renderList();

  expect(await screen.findByRole('heading', { name: 'No advertisers yet' })).toBeInTheDocument();
  const adds = screen.getAllByRole('link', { name: 'Add advertiser' });
  expect(adds).toHaveLength(2);
  for (const link of adds) expect(link).toHaveAttribute('href', '/admin/advertiser/add');
});

test('when filters match nothing, says so and clears them', async () => {
  stubList([]);
  const { user, router } = renderList(`${PATH}?status=blocked&search=zzz`);

  expect(
    await screen.findByRole('heading', { name: 'No advertisers match these filters' }),
  ).toBeInTheDocument();
  const [, emptyStateClear] = screen.getAllByRole('button', { name: 'Clear filters' });
  if (!emptyStateClear) throw new Error('expected a clear button in the empty state');
  await user.click(emptyStateClear);

  await waitFor(() => expect(locationOf(router)).toBe(PATH));
  expect(await screen.findByRole('heading', { name: 'No advertisers yet' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
});

test('shows skeleton rows while loading, then an error with a retry', async () => {
  let attempts = 0;
  stubApi({
    [`GET ${LIST_URL}`]: () => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse(500, { message: 'Internal Server Error' })
        : jsonResponse(200, {
            data: [createAdvertiserListItem({ company: 'Back Again Ltd' })],
            meta: { page: 1, perPage: 25, total: 1 },
          });
    },
    'GET /api/v1/account-managers': () => jsonResponse(200, { data: [] }),
  });
  const { user } = renderList();

  expect(screen.getByRole('table', { name: 'Advertisers' })).toHaveAttribute('aria-busy', 'true');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Could not load advertisers' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Internal Server Error');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('link', { name: 'Back Again Ltd' })).toBeInTheDocument();
});
