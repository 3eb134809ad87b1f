import { zeroCounters } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import {
  createAdvertiserOffer,
  createAdvertiserOfferListItem,
  createLandingPage,
  createPartnerCreative,
  createTargeting,
  pageOf,
} from '../../../testing/offer-factories';
import { locationOf, renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, stubApi } from '../../../testing/stub-api';
import AdvertiserOfferListPage, { type AdvertiserOfferLinks } from './advertiser-offer-list-page';
import AdvertiserOfferViewPage from './advertiser-offer-view-page';

const LIST_URL = '/api/v1/advertiser/offers';
const PATH = '/advertiser/offer/list';
const LINKS: AdvertiserOfferLinks = {
  list: PATH,
  view: (id) => `/advertiser/offer/view/${id}`,
  report: '/advertiser/report/performance',
  account: '/advertiser/setting/account',
};

/** The overview's results card: a quiet 30 days. */
const noResults = () =>
  jsonResponse(200, {
    data: {
      from: '2026-11-01',
      to: '2026-11-30',
      timeZone: 'UTC',
      figures: { all: zeroCounters(), byCurrency: [] },
    },
  });

function renderList(url = PATH) {
  return renderPage(<AdvertiserOfferListPage screen={createScreenMeta('Offers', 'Offers')} links={LINKS} />, {
    path: PATH,
    url,
  });
}

test('lists the advertiser’s offers with what each costs them', async () => {
  const offer = createAdvertiserOfferListItem({
    name: 'Summer Sale',
    status: 'paused',
    pricing: { revenueType: 'cps', revenueAmount: null, revenuePercent: '10' },
  });
  const { calls } = stubApi({ [`GET ${LIST_URL}`]: () => jsonResponse(200, pageOf([offer])) });
  renderList();

  expect(await screen.findByRole('link', { name: 'Summer Sale' })).toHaveAttribute(
    'href',
    `/advertiser/offer/view/${offer.id}`,
  );
  const row = screen.getByRole('row', { name: /Summer Sale/ });
  expect(within(row).getByText('10% CPS')).toBeInTheDocument();
  expect(within(row).getByText('Paused')).toBeInTheDocument();
  expect(Object.fromEntries(queriesTo(calls, LIST_URL)[0] ?? [])).toEqual({
    page: '1',
    perPage: '25',
    sort: 'createdAt',
    order: 'desc',
  });
});

test('status and search come from the URL and go to the server; drafts are not a status they filter by', async () => {
  const { calls } = stubApi({
    [`GET ${LIST_URL}`]: () => jsonResponse(200, pageOf([createAdvertiserOfferListItem()])),
  });
  const { user, router } = renderList(`${PATH}?status=draft&search=sale`);

  await waitFor(() => expect(queriesTo(calls, LIST_URL)).toHaveLength(1));
  expect(Object.fromEntries(queriesTo(calls, LIST_URL)[0] ?? [])).toEqual({
    page: '1',
    perPage: '25',
    search: 'sale',
    sort: 'createdAt',
    order: 'desc',
  });
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  expect(screen.queryByRole('option', { name: 'Draft' })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('option', { name: 'Expired' }));
  await waitFor(() => expect(locationOf(router)).toContain('status=expired'));
  await waitFor(() => expect(queriesTo(calls, LIST_URL).at(-1)?.get('status')).toBe('expired'));
});

test('empty and error states', async () => {
  let attempts = 0;
  stubApi({
    [`GET ${LIST_URL}`]: () => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse(500, { message: 'Internal Server Error' })
        : jsonResponse(200, pageOf([]));
    },
  });
  const { user } = renderList();
  const alert = await screen.findByRole('alert');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'No offers yet' })).toBeInTheDocument();
});

function renderView(id: string) {
  return renderPage(
    <AdvertiserOfferViewPage screen={createScreenMeta('Offer Details', 'Offers')} links={LINKS} />,
    {
      path: '/advertiser/offer/view/:id',
      url: `/advertiser/offer/view/${id}`,
    },
  );
}

test('the view shows revenue per event, pages, rules, caps and creatives', async () => {
  const offer = createAdvertiserOffer({
    name: 'Summer Sale',
    events: [
      {
        key: 'conversion',
        name: 'Lead',
        isBase: true,
        revenueType: 'cpa',
        revenueAmount: '4.00',
        revenuePercent: null,
      },
      {
        key: 'sale',
        name: 'Sale',
        isBase: false,
        revenueType: 'cps',
        revenueAmount: null,
        revenuePercent: '8',
      },
    ],
    landingPages: [{ ...createLandingPage({ name: 'Main page', status: 'paused' }) }],
    targeting: createTargeting({ os: { include: ['android'], exclude: [] } }),
    caps: [
      {
        metric: 'revenue',
        period: 'month',
        timezone: 'UTC',
        scope: 'offer',
        eventKey: null,
        limit: '5000.00',
        action: 'pause',
      },
    ],
    creatives: [
      createPartnerCreative({ name: 'Text ad', type: 'text_link', file: null, linkText: 'Shop now' }),
    ],
  });
  stubApi({
    [`GET ${LIST_URL}/${offer.id}`]: () => jsonResponse(200, { data: offer }),
    [`GET ${LIST_URL}/${offer.id}/results`]: noResults,
  });
  renderView(offer.id);

  expect(await screen.findByRole('heading', { level: 1, name: /Summer Sale/ })).toBeInTheDocument();
  const pay = screen.getByRole('region', { name: 'What you pay' });
  expect(within(pay).getByText('Lead (main event)')).toBeInTheDocument();
  expect(within(pay).getByText('$4.00 CPA')).toBeInTheDocument();
  expect(within(pay).getByText('8% CPS')).toBeInTheDocument();
  expect(screen.getByText('Main page')).toBeInTheDocument();
  expect(screen.getByText('Only Android')).toBeInTheDocument();
  expect(screen.getByText(/Monthly revenue: \$5,000.00, then the offer pauses/)).toBeInTheDocument();
  const ad = screen.getByRole('article', { name: 'Text ad' });
  expect(within(ad).getAllByText('Shop now').length).toBeGreaterThan(0);
  expect(within(ad).getByRole('button', { name: 'Copy link text' })).toBeInTheDocument();
  expect(screen.getByText('Server postback only')).toBeInTheDocument();
  expect(screen.getByText(/pixels and the JS tag are refused on this offer/)).toBeInTheDocument();
});

test('where pixels count, the view says what they may set', async () => {
  const offer = createAdvertiserOffer({
    conversionIntake: 'server_and_browser',
    browserSaleAmountMax: '300.00',
  });
  stubApi({
    [`GET ${LIST_URL}/${offer.id}`]: () => jsonResponse(200, { data: offer }),
    [`GET ${LIST_URL}/${offer.id}/results`]: noResults,
  });
  renderView(offer.id);
  expect(await screen.findByText('Server postback, pixels and JS tag')).toBeInTheDocument();
  expect(
    screen.getByText(/never set a conversion's status; sale amounts count up to \$300.00/),
  ).toBeInTheDocument();
});

test("another advertiser's offer is not found", async () => {
  const id = crypto.randomUUID();
  stubApi({ [`GET ${LIST_URL}/${id}`]: () => jsonResponse(404, { message: 'Not found' }) });
  renderView(id);

  expect(await screen.findByRole('heading', { name: 'Offer not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your offers' })).toHaveAttribute('href', PATH);
});
