import type { PublisherOfferListItem } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import {
  createPublisherOffer,
  createPublisherOfferListItem,
  createPublisherPayout,
  pageOf,
} from '../../../testing/offer-factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, sentForm, stubApi } from '../../../testing/stub-api';
import type { CatalogScope } from '../components/catalog-list-query';
import PublisherOfferListPage, { type CatalogLinks } from './publisher-offer-list-page';

const LIST_URL = '/api/v1/publisher/offers';
const FINANCE = { id: crypto.randomUUID(), name: 'Finance' };
const LINKS: CatalogLinks = {
  available: '/publisher/offer/available',
  approved: '/publisher/offer/approved',
  view: (id) => `/publisher/offer/view/${id}`,
};

function stubCatalog(rows: PublisherOfferListItem[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET ${LIST_URL}`]: () => jsonResponse(200, pageOf(rows)),
    'GET /api/v1/publisher/offer-categories': () => jsonResponse(200, { data: [FINANCE] }),
    ...extra,
  });
}

function renderCatalog(scope: CatalogScope = 'available', query = '') {
  const path = scope === 'available' ? LINKS.available : LINKS.approved;
  return renderPage(
    <PublisherOfferListPage
      screen={createScreenMeta('Available Offers', 'Offers')}
      scope={scope}
      links={LINKS}
    />,
    { path, url: `${path}${query}` },
  );
}

test('lists offers with the publisher’s own payout, countries and access', async () => {
  const open = createPublisherOfferListItem({
    name: 'Summer Sale',
    access: 'approved',
    payout: createPublisherPayout({ payoutAmount: '3.75' }),
    countries: ['US', 'CA', 'GB', 'DE'],
  });
  const asking = createPublisherOfferListItem({ name: 'Card Offer', excludedCountries: ['RU'] });
  const waiting = createPublisherOfferListItem({ name: 'Loan Offer', access: 'pending' });
  const { calls } = stubCatalog([open, asking, waiting]);
  renderCatalog();

  expect(await screen.findByRole('link', { name: 'Summer Sale' })).toHaveAttribute(
    'href',
    `/publisher/offer/view/${open.id}`,
  );
  const openRow = screen.getByRole('row', { name: /Summer Sale/ });
  expect(within(openRow).getByText('$3.75 CPA')).toBeInTheDocument();
  expect(within(openRow).getByText('United States, Canada, United Kingdom +1 more')).toBeInTheDocument();
  expect(within(openRow).getByText('Approved')).toBeInTheDocument();
  const askRow = screen.getByRole('row', { name: /Card Offer/ });
  expect(within(askRow).getByText('All but Russia')).toBeInTheDocument();
  expect(within(askRow).getByRole('button', { name: 'Request access to Card Offer' })).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Loan Offer/ })).getByText('Pending')).toBeInTheDocument();
  expect(Object.fromEntries(queriesTo(calls, LIST_URL)[0] ?? [])).toEqual({
    scope: 'available',
    page: '1',
    perPage: '25',
    sort: 'createdAt',
    order: 'desc',
  });
});

test('the URL state drives the query: category, country, payout model, access, search and sort', async () => {
  const { calls } = stubCatalog([createPublisherOfferListItem()]);
  renderCatalog(
    'available',
    `?categoryId=${FINANCE.id}&country=DE&payoutType=cps&access=none&search=card&sort=payout&order=desc`,
  );

  await waitFor(() => expect(queriesTo(calls, LIST_URL)).toHaveLength(1));
  expect(Object.fromEntries(queriesTo(calls, LIST_URL)[0] ?? [])).toEqual({
    scope: 'available',
    page: '1',
    perPage: '25',
    search: 'card',
    sort: 'payout',
    order: 'desc',
    categoryId: FINANCE.id,
    country: 'DE',
    payoutType: 'cps',
    access: 'none',
  });
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
  expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveValue('Finance');
});

test('choosing a filter puts it in the request', async () => {
  const { calls } = stubCatalog([createPublisherOfferListItem({ name: 'Summer Sale' })]);
  const { user } = renderCatalog();
  await screen.findByRole('link', { name: 'Summer Sale' });

  await user.click(screen.getByRole('combobox', { name: 'Payout model' }));
  await user.click(await screen.findByRole('option', { name: 'CPS (% of sale)' }));
  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Finance' }));
  await waitFor(() =>
    expect(Object.fromEntries(queriesTo(calls, LIST_URL).at(-1) ?? [])).toMatchObject({
      payoutType: 'cps',
      categoryId: FINANCE.id,
    }),
  );
});

test('the approved list asks for approved offers only, and has no access column or filter', async () => {
  const { calls } = stubCatalog([]);
  renderCatalog('approved', '?access=none');

  expect(await screen.findByRole('heading', { name: 'No approved offers yet' })).toBeInTheDocument();
  const [query] = queriesTo(calls, LIST_URL);
  expect(query?.get('scope')).toBe('approved');
  expect(query?.has('access')).toBe(false);
  expect(screen.queryByRole('combobox', { name: 'Access' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse available offers' })).toHaveAttribute(
    'href',
    LINKS.available,
  );
});

test('request access answers every question and accepts the terms', async () => {
  const item = createPublisherOfferListItem({ name: 'Card Offer' });
  const offer = createPublisherOffer({
    ...item,
    approvalQuestions: ['Where will you promote it?', 'Expected monthly volume?'],
    terms: 'No brand bidding.',
  });
  const requestUrl = `${LIST_URL}/${offer.id}/access-request`;
  const { calls } = stubCatalog([item], {
    [`GET ${LIST_URL}/${offer.id}`]: () => jsonResponse(200, { data: offer }),
    [`POST ${requestUrl}`]: () => jsonResponse(200, { data: { ...offer, access: 'pending' } }),
  });
  const { user } = renderCatalog();

  await user.click(await screen.findByRole('button', { name: 'Request access to Card Offer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request access to Card Offer' });
  expect(await within(dialog).findByText('No brand bidding.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  expect(within(dialog).getAllByText('Answer this question')).toHaveLength(2);
  expect(within(dialog).getByText('Accept the terms to send the request')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await user.type(within(dialog).getByRole('textbox', { name: 'Where will you promote it?' }), 'Newsletter');
  await user.type(within(dialog).getByRole('textbox', { name: 'Expected monthly volume?' }), '20k clicks');
  await user.click(within(dialog).getByRole('checkbox', { name: 'I accept the terms' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

  expect(await screen.findByText('Request sent')).toBeInTheDocument();
  const body = sentForm(calls, requestUrl);
  expect(body.getAll('answers[]')).toEqual(['Newsletter', '20k clicks']);
  expect(body.get('acceptTerms')).toBe('1');
  await waitFor(() => expect(queriesTo(calls, LIST_URL).length).toBeGreaterThan(1));
});

test("the server's errors show under the question they name, or above the form", async () => {
  const item = createPublisherOfferListItem({ name: 'Card Offer' });
  const offer = createPublisherOffer({ ...item, approvalQuestions: ['Website?', 'Volume?'] });
  const requestUrl = `${LIST_URL}/${offer.id}/access-request`;
  let attempt = 0;
  stubCatalog([item], {
    [`GET ${LIST_URL}/${offer.id}`]: () => jsonResponse(200, { data: offer }),
    [`POST ${requestUrl}`]: () => {
      attempt += 1;
      return attempt === 1
        ? jsonResponse(422, {
            message: 'Invalid input',
            errors: { 'answers.1': ['Give a number of clicks'] },
          })
        : jsonResponse(409, { message: 'You already asked for this offer' });
    },
  });
  const { user } = renderCatalog();

  await user.click(await screen.findByRole('button', { name: 'Request access to Card Offer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request access to Card Offer' });
  await user.type(await within(dialog).findByRole('textbox', { name: 'Website?' }), 'example.com');
  await user.type(within(dialog).getByRole('textbox', { name: 'Volume?' }), 'lots');
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

  const volume = within(dialog).getByRole('textbox', { name: 'Volume?' });
  await waitFor(() =>
    expect(volume).toHaveAccessibleDescription(expect.stringContaining('Give a number of clicks')),
  );
  expect(within(dialog).getByRole('textbox', { name: 'Website?' })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  expect(await within(dialog).findByText('You already asked for this offer')).toBeInTheDocument();
});

test('a failed load shows the error with a retry', async () => {
  let attempts = 0;
  stubCatalog([], {
    [`GET ${LIST_URL}`]: () => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse(500, { message: 'Internal Server Error' })
        : jsonResponse(200, pageOf([createPublisherOfferListItem({ name: 'Back Again' })]));
    },
  });
  const { user } = renderCatalog();
  const alert = await screen.findByRole('alert');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Back Again' })).toBeInTheDocument();
});
