import {
  type AdvertiserIntegration,
  type AdvertiserOfferResults,
  type AdvertiserTestConversion,
  type OwnPostbackLog,
  zeroCounters,
} from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { createAdvertiserOffer, pageOf } from '../../../testing/offer-factories';
import { locationOf, renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, sentForm, stubApi } from '../../../testing/stub-api';
import type { AdvertiserOfferLinks } from './advertiser-offer-list-page';
import AdvertiserOfferViewPage from './advertiser-offer-view-page';

/*
 * The advertiser's offer view: its last 30 days with a link to their report, what they need to
 * integrate (their token, the postback and pixels per event, a test conversion) and their log.
 */

const offer = createAdvertiserOffer({
  name: 'Summer Sale',
  events: [
    {
      key: 'lead',
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
});
const OFFER_URL = `/api/v1/advertiser/offers/${offer.id}`;
const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCDE';
const LINKS: AdvertiserOfferLinks = {
  list: '/advertiser/offer/list',
  view: (id) => `/advertiser/offer/view/${id}`,
  report: '/advertiser/report/performance',
  account: '/advertiser/setting/account',
};

function eventSnippets(key: string, name: string, isBase: boolean, browsers: boolean) {
  const query = `offer_id=1001&amp;event=${key}&amp;txn_id={txn_id}`;
  return {
    key,
    name,
    isBase,
    postbackUrl: `https://track.example/postback?click_id={click_id}&event=${key}&amount={amount}&txn_id={txn_id}&token=${TOKEN}`,
    imagePixel: browsers ? `<img src="https://track.example/pixel?${query}">` : null,
    iframePixel: browsers ? `<iframe src="https://track.example/iframe?${query}"></iframe>` : null,
    scriptTag: browsers ? `<script src="https://track.example/tag.js?${query}" async></script>` : null,
  };
}

function integrationOf(browsers: boolean): AdvertiserIntegration {
  return {
    domain: { origin: 'https://track.example', kind: 'tracking' },
    offerRef: 1001,
    conversionToken: TOKEN,
    conversionIntake: browsers ? 'server_and_browser' : 'server_only',
    browserSaleAmountMax: browsers ? '300.00' : null,
    events: [eventSnippets('lead', 'Lead', true, browsers), eventSnippets('sale', 'Sale', false, browsers)],
  };
}

const results: AdvertiserOfferResults = {
  from: '2026-11-01',
  to: '2026-11-30',
  timeZone: 'Europe/London',
  figures: {
    all: {
      ...zeroCounters(),
      grossClicks: 1234,
      approvedConversions: 40,
      pendingConversions: 2,
      payout: null,
    },
    byCurrency: [
      { currency: 'USD', counters: { ...zeroCounters(), revenue: '168.00', payout: null } },
      { currency: 'EUR', counters: { ...zeroCounters(), revenue: '12.50', payout: null } },
    ],
  },
};

function renderView(tab: string | null, handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [`GET ${OFFER_URL}`]: () => jsonResponse(200, { data: offer }),
    [`GET ${OFFER_URL}/results`]: () => jsonResponse(200, { data: results }),
    ...handlers,
  });
  const url = `/advertiser/offer/view/${offer.id}${tab ? `?tab=${tab}` : ''}`;
  const view = renderPage(
    <AdvertiserOfferViewPage screen={createScreenMeta('Offer Details', 'Offers')} links={LINKS} />,
    { path: '/advertiser/offer/view/:id', url },
  );
  return { ...api, ...view };
}

test('the overview shows the last 30 days and opens the report of those days for this offer', async () => {
  renderView(null);
  const card = await screen.findByRole('region', { name: 'Last 30 days' });
  expect(await within(card).findByText('1,234')).toBeInTheDocument();
  expect(within(card).getByText('42')).toBeInTheDocument();
  expect(within(card).getByText('$168.00 · €12.50')).toBeInTheDocument();
  expect(
    within(card).getByText(/2026-11-01 to 2026-11-30, days in your time zone \(Europe\/London\)/),
  ).toBeInTheDocument();
  const link = within(card).getByRole('link', { name: 'Open this offer in your performance report' });
  const target = new URL(link.getAttribute('href') ?? '', 'http://localhost');
  expect(target.pathname).toBe('/advertiser/report/performance');
  expect(Object.fromEntries(target.searchParams)).toEqual({
    from: '2026-11-01',
    to: '2026-11-30',
    tz: 'Europe/London',
    offerId: offer.id,
    groupBy: 'date',
  });
});

test('the integration tab gives their token and the postback URL per event; no pixels on a server-only offer', async () => {
  const { user, router } = renderView(null, {
    [`GET ${OFFER_URL}/integration`]: () => jsonResponse(200, { data: integrationOf(false) }),
  });
  await user.click(await screen.findByRole('tab', { name: 'Integration' }));
  await waitFor(() => expect(locationOf(router)).toContain('tab=integration'));
  const token = await screen.findByRole('region', { name: 'Your postback token' });
  expect(within(token).queryByText(TOKEN)).toBeNull();
  await user.click(within(token).getByRole('button', { name: 'Show postback token' }));
  expect(within(token).getByText(TOKEN)).toBeInTheDocument();
  expect(within(token).getByRole('link', { name: 'account settings' })).toHaveAttribute(
    'href',
    '/advertiser/setting/account',
  );
  expect(screen.getByText(integrationOf(false).events[0]?.postbackUrl ?? '')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy postback URL' }));
  await waitFor(async () =>
    expect(await navigator.clipboard.readText()).toBe(integrationOf(false).events[0]?.postbackUrl),
  );
  expect(screen.getByText('Pixels and the JS tag are off')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy image pixel' })).toBeNull();
});

test('where the offer takes browsers, each pixel and the tag is there to copy, with its limits', async () => {
  const { user } = renderView('integration', {
    [`GET ${OFFER_URL}/integration`]: () => jsonResponse(200, { data: integrationOf(true) }),
  });
  expect(await screen.findByRole('button', { name: 'Copy image pixel' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy iframe pixel' })).toBeInTheDocument();
  expect(screen.getByText(/sale amounts count up to \$300.00/)).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Event' }));
  await user.click(await screen.findByRole('option', { name: 'Sale (sale)' }));
  await user.click(screen.getByRole('button', { name: 'Copy JavaScript tag' }));
  await waitFor(async () =>
    expect(await navigator.clipboard.readText()).toBe(integrationOf(true).events[1]?.scriptTag),
  );
});

test('a test conversion sends the event and amount and says plainly that it is a test', async () => {
  const answer: AdvertiserTestConversion = {
    click: {
      id: 'C'.repeat(48),
      outcome: 'valid',
      reason: null,
      landingUrl: 'https://shop.example/?cid=CCC',
      visitor: { ip: '203.0.113.7', country: 'GB', device: 'desktop', os: 'windows', browser: 'chrome' },
    },
    conversion: {
      result: 'accepted',
      id: '5d1c7a90-3c1e-4b7e-8f2a-1a2b3c4d5e6f',
      status: 'approved',
      revenue: '3.99',
      currency: 'USD',
    },
    isTest: true,
  };
  const url = `${OFFER_URL}/test-conversion`;
  const { user, calls } = renderView('integration', {
    [`GET ${OFFER_URL}/integration`]: () => jsonResponse(200, { data: integrationOf(false) }),
    [`POST ${url}`]: () => jsonResponse(200, { data: answer }),
  });
  await user.click(await screen.findByRole('combobox', { name: 'Event to convert' }));
  await user.click(await screen.findByRole('option', { name: 'Sale (sale)' }));
  await user.type(screen.getByRole('textbox', { name: /Sale amount/ }), '49.90');
  await user.click(screen.getByRole('button', { name: 'Send a test conversion' }));

  const result = await screen.findByRole('alert', { name: /Test conversion recorded/ });
  expect(within(result).getByText('Test')).toBeInTheDocument();
  const steps = within(result).getAllByRole('listitem');
  expect(steps[0]).toHaveTextContent(`Click taken by your offer: ${'C'.repeat(48)}`);
  expect(steps[0]).toHaveTextContent('Your landing page receives it as https://shop.example/?cid=CCC');
  expect(steps[0]).toHaveTextContent('Visitor: Desktop, Windows, Chrome, from 203.0.113.7 (United Kingdom)');
  expect(steps[1]).toHaveTextContent('would cost you $3.99 (not billed: a test)');
  expect(result).not.toHaveTextContent(/payout/i);
  const sent = sentForm(calls, url);
  expect(sent.get('eventKey')).toBe('sale');
  expect(sent.get('amount')).toBe('49.90');
  expect(sent.has('publisherId')).toBe(false);
});

test('a test the server refuses shows why (no publisher runs the offer yet)', async () => {
  const { user } = renderView('integration', {
    [`GET ${OFFER_URL}/integration`]: () => jsonResponse(200, { data: integrationOf(false) }),
    [`POST ${OFFER_URL}/test-conversion`]: () =>
      jsonResponse(409, { message: 'No publisher runs this offer yet, so there is no click to test with.' }),
  });
  await user.click(await screen.findByRole('button', { name: 'Send a test conversion' }));
  expect(await screen.findByText(/No publisher runs this offer yet/)).toBeInTheDocument();
});

test('the postback log tab lists this offer’s calls, and its result filter goes to the server', async () => {
  const row: OwnPostbackLog = {
    id: '6e2d8b01-4d2f-4c8f-9a3b-2b3c4d5e6f70',
    receivedAt: '2026-11-30T10:00:00.000Z',
    channel: 'postback',
    method: 'GET',
    isHttps: true,
    ip: '203.0.113.7',
    params: { click_id: 'CCC', token: '(hidden)', txn_id: 'ORD-9' },
    clickId: 'CCC',
    offer: { id: offer.id, ref: offer.ref, name: offer.name },
    eventKey: 'lead',
    txnId: 'ORD-9',
    result: 'bad_token',
    httpStatus: 403,
    conversionId: null,
    repeats: 1,
  };
  const LOG_URL = '/api/v1/advertiser/postback-logs';
  const { user, calls } = renderView('postback-log', {
    [`GET ${LOG_URL}`]: () => jsonResponse(200, pageOf([row])),
  });
  const table = await screen.findByRole('table', { name: 'Postback log of this offer' });
  expect(await within(table).findByText('Bad token')).toBeInTheDocument();
  expect(within(table).getByText('ORD-9')).toBeInTheDocument();
  expect(queriesTo(calls, LOG_URL)[0]?.get('offerId')).toBe(offer.id);

  await user.click(within(table).getByRole('button', { name: 'Parameters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Postback parameters' });
  expect(within(dialog).getByText('(hidden)')).toBeInTheDocument();
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('combobox', { name: 'Result' }));
  await user.click(await screen.findByRole('option', { name: 'Accepted' }));
  await waitFor(() => expect(queriesTo(calls, LOG_URL).at(-1)?.get('result')).toBe('accepted'));
  expect(queriesTo(calls, LOG_URL).at(-1)?.get('offerId')).toBe(offer.id);
});
