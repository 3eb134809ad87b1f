import type { AdvertiserPostbackLog } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { pageOf } from '../../../testing/offer-factories';
import { locationOf, renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, stubApi } from '../../../testing/stub-api';
import AdvertiserPostbackLogsPage from './advertiser-postback-logs-page';

const LIST_URL = '/api/v1/advertiser-postback-logs';
const PATH = '/admin/advertiser/postback/logs';

function createLog(overrides: Partial<AdvertiserPostbackLog> = {}): AdvertiserPostbackLog {
  return {
    id: crypto.randomUUID(),
    receivedAt: '2026-03-04T10:15:00.000Z',
    channel: 'postback',
    method: 'GET',
    isHttps: true,
    ip: '203.0.113.7',
    params: { click_id: 'abc123', txn_id: 'ORDER-1', token: '(hidden)' },
    clickId: 'abc123',
    offer: { id: crypto.randomUUID(), ref: 1024, name: 'Summer Sale' },
    advertiser: { id: crypto.randomUUID(), company: 'Acme Shop' },
    eventKey: 'conversion',
    txnId: 'ORDER-1',
    result: 'accepted',
    httpStatus: 200,
    conversionId: crypto.randomUUID(),
    repeats: 1,
    ...overrides,
  };
}

function renderLogs(url = PATH) {
  return renderPage(
    <AdvertiserPostbackLogsPage screen={createScreenMeta('Advertiser Postback Logs', 'Advertisers')} />,
    {
      path: PATH,
      url,
    },
  );
}

function stubLogs(rows: AdvertiserPostbackLog[]) {
  return stubApi({
    [`GET ${LIST_URL}`]: () => jsonResponse(200, pageOf(rows)),
    'GET /api/v1/offers/options': () => jsonResponse(200, { data: [] }),
    'GET /api/v1/advertisers': () => jsonResponse(200, pageOf([])),
  });
}

test('lists each call with channel, offer, ids, the result in plain words, HTTP status and IP', async () => {
  const { calls } = stubLogs([
    createLog(),
    createLog({
      channel: 'pixel',
      result: 'bad_token',
      httpStatus: 403,
      txnId: null,
      clickId: 'zzz999',
      conversionId: null,
      ip: '198.51.100.9',
    }),
  ]);
  renderLogs();

  const accepted = await screen.findByRole('row', { name: /ORDER-1/ });
  for (const text of [
    'Server postback',
    '#1024 Summer Sale',
    'Acme Shop',
    'abc123',
    'conversion',
    'Accepted',
    '200',
    '203.0.113.7',
  ])
    expect(within(accepted).getByText(text)).toBeInTheDocument();
  expect(within(accepted).getByText('Recorded as a new conversion.')).toBeInTheDocument();
  const refused = screen.getByRole('row', { name: /zzz999/ });
  expect(within(refused).getByText('Image pixel')).toBeInTheDocument();
  expect(within(refused).getByText('Bad token')).toBeInTheDocument();
  expect(
    within(refused).getByText('The postback’s token is missing or does not match the advertiser’s.'),
  ).toBeInTheDocument();
  expect(within(refused).getByText('403')).toBeInTheDocument();
  expect(Object.fromEntries(queriesTo(calls, LIST_URL)[0] ?? [])).toEqual({
    page: '1',
    perPage: '25',
    sort: 'receivedAt',
    order: 'desc',
  });
});

test('a row opens its parameters as received', async () => {
  stubLogs([createLog({ params: { click_id: 'abc123', amount: '49.90', token: '(hidden)' } })]);
  const { user } = renderLogs();
  const row = await screen.findByRole('row', { name: /ORDER-1/ });
  await user.click(within(row).getByRole('button', { name: 'Parameters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Postback parameters' });
  const table = within(dialog).getByRole('table', { name: 'Parameters' });
  expect(within(table).getByRole('row', { name: 'amount 49.90' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'token (hidden)' })).toBeInTheDocument();
  expect(within(dialog).getByText(/GET over HTTPS from 203\.0\.113\.7/)).toBeInTheDocument();
});

test('search and filters go to the server and stay in the URL', async () => {
  const { calls } = stubLogs([createLog()]);
  const { user, router } = renderLogs(`${PATH}?from=2026-03-01&to=not-a-day`);
  await screen.findByRole('row', { name: /ORDER-1/ });
  expect(queriesTo(calls, LIST_URL)[0]?.get('from')).toBe('2026-03-01');
  expect(queriesTo(calls, LIST_URL)[0]?.has('to')).toBe(false);

  await user.click(screen.getByRole('combobox', { name: 'Result' }));
  await user.click(await screen.findByRole('option', { name: 'Over cap' }));
  await waitFor(() => expect(locationOf(router)).toContain('result=over_cap'));
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ORDER-1{Enter}');
  await waitFor(() => expect(queriesTo(calls, LIST_URL).at(-1)?.get('search')).toBe('ORDER-1'));
  expect(queriesTo(calls, LIST_URL).at(-1)?.get('result')).toBe('over_cap');
});

test('the days are one range picker with presets, in UTC', async () => {
  const { calls } = stubLogs([createLog()]);
  const { user, router } = renderLogs();
  await screen.findByRole('row', { name: /ORDER-1/ });
  const presets = screen.getByRole('combobox', { name: 'Date range' });
  expect(presets).toHaveValue('Any time');
  await user.click(presets);
  await user.click(screen.getByRole('option', { name: 'Last 7 days' }));
  const today = new Date().toISOString().slice(0, 10);
  await waitFor(() => expect(locationOf(router)).toContain(`to=${today}`));
  await waitFor(() => expect(queriesTo(calls, LIST_URL).at(-1)?.get('to')).toBe(today));
});

test('an empty log says what will appear there', async () => {
  stubLogs([]);
  renderLogs();
  expect(await screen.findByText('No postbacks received yet')).toBeInTheDocument();
});

test('a row counting a flooding address’s limited calls says how many it stands for', async () => {
  stubLogs([
    createLog({ result: 'rate_limited', httpStatus: 429, conversionId: null, repeats: 1250 }),
    createLog({ result: 'bad_token', httpStatus: 403, conversionId: null }),
  ]);
  renderLogs();
  expect(await screen.findByText('1,250 calls from this address, counted in this row')).toBeInTheDocument();
  expect(screen.getAllByText(/calls from this address/)).toHaveLength(1);
});
