import type { OfferListItem } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createAdvertiser, createRecentFigures, createScreenMeta } from '../../../testing/factories';
import {
  createOfferCategory,
  createOfferListItem,
  createPricing,
  pageOf,
} from '../../../testing/offer-factories';
import { locationOf, renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, sentForm, stubApi } from '../../../testing/stub-api';
import OfferListPage, { type OfferListLinks } from './offer-list-page';

const LIST_URL = '/api/v1/offers';
const STATUS_URL = '/api/v1/offers/status';
const PATH = '/admin/offer/manage';
const TRAVEL = createOfferCategory({ name: 'Travel' });

const LINKS: OfferListLinks = {
  add: '/admin/offer/add',
  addClassic: '/admin/offer/add/classic',
  offer: (id) => `/admin/offer/${id}/general`,
  pendingRequests: (id) => `/admin/offer/access?offerId=${id}&status=pending`,
};

const RANGE = { from: '2026-10-29', to: '2026-11-27', timeZone: 'Europe/Berlin' };

function stubList(
  rows: OfferListItem[],
  total = rows.length,
  extra: Parameters<typeof stubApi>[0] = {},
  recent: typeof RANGE | null = null,
) {
  return stubApi({
    [`GET ${LIST_URL}`]: (_init, url) =>
      jsonResponse(200, pageOf(rows, { page: Number(url.searchParams.get('page')), total, recent })),
    'GET /api/v1/offer-categories/options': () => jsonResponse(200, { data: [TRAVEL] }),
    'GET /api/v1/advertisers': () => jsonResponse(200, pageOf([])),
    ...extra,
  });
}

function renderList(url = PATH) {
  return renderPage(<OfferListPage screen={createScreenMeta('Manage Offers', 'Offers')} links={LINKS} />, {
    path: PATH,
    url,
  });
}

test('lists offers with their editor link, advertiser, pricing, status and pending requests', async () => {
  const offer = createOfferListItem({
    name: 'Summer Sale',
    categories: [{ id: TRAVEL.id, name: 'Travel' }],
    pricing: createPricing({
      payoutAmount: '2.50',
      revenueType: 'cps',
      revenueAmount: null,
      revenuePercent: '7.5',
    }),
    status: 'paused',
    visibility: 'private',
    pendingRequests: 3,
  });
  const { calls } = stubList([offer, createOfferListItem()]);
  renderList();

  expect(await screen.findByRole('link', { name: 'Summer Sale' })).toHaveAttribute(
    'href',
    `/admin/offer/${offer.id}/general`,
  );
  const row = screen.getByRole('row', { name: /Summer Sale/ });
  for (const text of [
    `#${offer.ref}`,
    offer.advertiser.company,
    'Travel',
    '$2.50 CPA',
    '7.5% CPS',
    'Private',
    'Paused',
  ])
    expect(within(row).getByText(text)).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: '3 pending requests for Summer Sale' })).toHaveAttribute(
    'href',
    `/admin/offer/access?offerId=${offer.id}&status=pending`,
  );
  expect(screen.getByRole('link', { name: 'Add offer' })).toHaveAttribute('href', '/admin/offer/add');
  expect(screen.getByRole('link', { name: 'Classic form' })).toHaveAttribute(
    'href',
    '/admin/offer/add/classic',
  );
  expect(Object.fromEntries(queriesTo(calls, LIST_URL)[0] ?? [])).toEqual({
    page: '1',
    perPage: '25',
    sort: 'createdAt',
    order: 'desc',
  });
});

test('each offer’s last 30 days: clicks, conversions and revenue per currency, sortable by the counts', async () => {
  const offer = createOfferListItem({
    name: 'Summer Sale',
    recent: createRecentFigures({
      USD: {
        grossClicks: 1204,
        approvedConversions: 30,
        pendingConversions: 4,
        rejectedConversions: 9,
        revenue: '900.00',
      },
      EUR: { grossClicks: 6, revenue: '80.00' },
    }),
  });
  const quiet = createOfferListItem({ name: 'Quiet Offer', recent: createRecentFigures() });
  const { calls } = stubList([offer, quiet], 2, {}, RANGE);
  const { user, router } = renderList();

  const row = await screen.findByRole('row', { name: /Summer Sale/ });
  const quietRow = screen.getByRole('row', { name: /Quiet Offer/ });
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  const cell = (of: HTMLElement, header: string) =>
    within(of).getAllByRole('cell')[headers.indexOf(header)]?.textContent;
  // Gross clicks of every currency; approved and pending conversions; revenue per currency.
  expect(cell(row, 'Clicks (30 days)')).toBe('1,210');
  expect(cell(row, 'Conversions (30 days)')).toBe('34');
  expect(cell(row, 'Revenue (30 days)')).toBe('€80.00 · $900.00');
  expect([cell(quietRow, 'Clicks (30 days)'), cell(quietRow, 'Revenue (30 days)')]).toEqual(['0', '—']);
  expect(
    screen.getByText(
      'Figures of the last 30 days (2026-10-29 to 2026-11-27, Europe/Berlin): every click recorded, approved and pending conversions, approved revenue.',
    ),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clicks (30 days)' }));
  await waitFor(() => expect(locationOf(router)).toBe(`${PATH}?sort=clicks&order=asc`));
  await user.click(screen.getByRole('button', { name: 'Clicks (30 days)' }));
  await waitFor(() => expect(queriesTo(calls, LIST_URL).at(-1)?.get('order')).toBe('desc'));
  expect(queriesTo(calls, LIST_URL).at(-1)?.get('sort')).toBe('clicks');
  // Money in several currencies cannot be ordered: its column does not sort.
  expect(screen.queryByRole('button', { name: 'Revenue (30 days)' })).toBeNull();
  expect(screen.getByRole('columnheader', { name: 'Revenue (30 days)' })).toBeInTheDocument();
});

test('an answer without figures (the caller may not read reports) shows no figure columns', async () => {
  stubList([createOfferListItem({ name: 'Summer Sale' })]);
  renderList();
  await screen.findByRole('link', { name: 'Summer Sale' });
  expect(screen.queryByRole('columnheader', { name: /30 days/ })).toBeNull();
  expect(screen.queryByText(/Figures of the last 30 days/)).toBeNull();
});

test('opens with the list state of the URL and sends it as the query', async () => {
  const advertiserId = crypto.randomUUID();
  const { calls } = stubList([createOfferListItem()], 80);
  renderList(
    `${PATH}?search=summer&status=paused&advertiserId=${advertiserId}&categoryId=${TRAVEL.id}&visibility=private&sort=name&order=asc&page=2`,
  );

  await waitFor(() => expect(queriesTo(calls, LIST_URL)).toHaveLength(1));
  expect(Object.fromEntries(queriesTo(calls, LIST_URL)[0] ?? [])).toEqual({
    page: '2',
    perPage: '25',
    search: 'summer',
    sort: 'name',
    order: 'asc',
    status: 'paused',
    advertiserId,
    categoryId: TRAVEL.id,
    visibility: 'private',
  });
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Paused');
  expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveValue('Travel');
  expect(screen.getByRole('columnheader', { name: 'Offer' })).toHaveAttribute('aria-sort', 'ascending');
});

test('a filter id that is not an id stays out of the request', async () => {
  const { calls } = stubList([createOfferListItem()]);
  renderList(`${PATH}?advertiserId=not-an-id`);

  await waitFor(() => expect(queriesTo(calls, LIST_URL)).toHaveLength(1));
  expect(queriesTo(calls, LIST_URL)[0]?.has('advertiserId')).toBe(false);
});

test('choosing filters and a sort puts them in the URL and the request', async () => {
  const acme = createAdvertiser({ company: 'Acme Ltd' });
  const { calls } = stubList([createOfferListItem({ name: 'Summer Sale' })], 60, {
    'GET /api/v1/advertisers': (_init, url) =>
      jsonResponse(200, pageOf(url.searchParams.get('search') === 'acm' ? [acme] : [])),
  });
  const { user, router } = renderList();
  await screen.findByRole('link', { name: 'Summer Sale' });

  await user.type(screen.getByRole('combobox', { name: 'Advertiser' }), 'acm');
  await user.click(await screen.findByRole('option', { name: 'Acme Ltd' }));
  expect(queriesTo(calls, '/api/v1/advertisers').at(-1)?.get('search')).toBe('acm');

  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Travel' }));
  await user.click(screen.getByRole('combobox', { name: 'Visibility' }));
  await user.click(await screen.findByRole('option', { name: 'Requires approval' }));
  await user.click(screen.getByRole('button', { name: 'Advertiser' }));

  await waitFor(() =>
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      advertiserId: acme.id,
      categoryId: TRAVEL.id,
      visibility: 'approval',
      sort: 'advertiser',
      order: 'asc',
    }),
  );
  expect(screen.getByRole('combobox', { name: 'Advertiser' })).toHaveValue('Acme Ltd');
  await waitFor(() =>
    expect(Object.fromEntries(queriesTo(calls, LIST_URL).at(-1) ?? [])).toMatchObject({
      advertiserId: acme.id,
      categoryId: TRAVEL.id,
      visibility: 'approval',
      sort: 'advertiser',
      order: 'asc',
    }),
  );

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(locationOf(router)).toBe(`${PATH}?sort=advertiser&order=asc`));
  expect(screen.getByRole('combobox', { name: 'Advertiser' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
});

test('bulk pause sends the checked ids and reports what changed and what was left', async () => {
  const active = createOfferListItem({ name: 'Running Offer', status: 'active' });
  const paused = createOfferListItem({ name: 'Resting Offer', status: 'paused' });
  const { calls } = stubList([active, paused], 2, {
    [`POST ${STATUS_URL}`]: () => jsonResponse(200, { data: { updated: 1 } }),
  });
  const { user } = renderList();

  await user.click(await screen.findByRole('checkbox', { name: 'Select Running Offer' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Resting Offer' }));
  expect(screen.getByText('2 offers selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Pause' }));

  expect(await screen.findByText('Paused 1 offer; 1 left as it was.')).toBeInTheDocument();
  const body = sentForm(calls, STATUS_URL);
  expect(body.getAll('ids[]')).toEqual([active.id, paused.id]);
  expect(body.get('action')).toBe('pause');
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
});

test('actions the checked offers cannot take are disabled', async () => {
  const draft = createOfferListItem({ name: 'Draft Offer', status: 'draft' });
  stubList([draft]);
  const { user } = renderList();

  await user.click(await screen.findByRole('checkbox', { name: 'Select Draft Offer' }));
  expect(screen.getByRole('button', { name: 'Pause' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Activate' })).toBeEnabled();
});

test('with no offers at all, offers to add one; with filters, offers to clear them', async () => {
  stubList([]);
  const { user, router } = renderList(`${PATH}?status=archived`);

  expect(await screen.findByRole('heading', { name: 'No offers match these filters' })).toBeInTheDocument();
  const clears = screen.getAllByRole('button', { name: 'Clear filters' });
  await user.click(clears.at(-1) as HTMLElement);

  await waitFor(() => expect(locationOf(router)).toBe(PATH));
  expect(await screen.findByRole('heading', { name: 'No offers yet' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Add offer' })).toHaveLength(2);
});

test('shows skeleton rows while loading, then an error with a retry', async () => {
  let attempts = 0;
  stubApi({
    [`GET ${LIST_URL}`]: () => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse(500, { message: 'Internal Server Error' })
        : jsonResponse(200, pageOf([createOfferListItem({ name: 'Back Again' })]));
    },
    'GET /api/v1/offer-categories/options': () => jsonResponse(200, { data: [] }),
    'GET /api/v1/advertisers': () => jsonResponse(200, pageOf([])),
  });
  const { user } = renderList();

  expect(screen.getByRole('table', { name: 'Offers' })).toHaveAttribute('aria-busy', 'true');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Could not load offers' })).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('link', { name: 'Back Again' })).toBeInTheDocument();
});
