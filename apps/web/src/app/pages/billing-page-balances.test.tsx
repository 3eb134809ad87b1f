import type { PublisherBalanceRow } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { createSessionUser } from '../../testing/factories';
import { locationOf } from '../../testing/render-page';
import { jsonResponse, queriesTo } from '../../testing/stub-api';
import { renderBillingPage } from './render-billing-page';

const BALANCES = '/api/v1/billing/balances';

beforeEach(() => {
  useAuthStore.getState().setSession('token-1', createSessionUser('admin'));
});

const balanceRow = (overrides: Partial<PublisherBalanceRow> = {}): PublisherBalanceRow => ({
  publisher: { id: crypto.randomUUID(), name: 'Pat Media' },
  currency: 'EUR',
  onHold: '40.00',
  notInvoiced: '12.50',
  inDraft: '0.00',
  outstanding: '700.00',
  overdue: '200.00',
  paid: '1500.00',
  ...overrides,
});

test('the balances tab lists each publisher’s money by currency, linking to the publisher, kept in the URL', async () => {
  const pat = balanceRow();
  const usd = balanceRow({ publisher: pat.publisher, currency: 'USD', onHold: '0.00', paid: '9.99' });
  const api = renderBillingPage('/admin/billing', {
    'GET /api/v1/billing/invoices': () =>
      jsonResponse(200, { data: [], meta: { page: 1, perPage: 25, total: 0 } }),
    [`GET ${BALANCES}`]: () =>
      jsonResponse(200, { data: [pat, usd], meta: { page: 1, perPage: 25, total: 2 } }),
  });
  await api.user.click(await screen.findByRole('tab', { name: 'Publisher balances' }));
  await waitFor(() => expect(locationOf(api.router)).toBe('/admin/billing?kind=balances'));
  const table = await screen.findByRole('table', { name: 'Publisher balances' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual([
    'Publisher',
    'Currency',
    'On hold',
    'Not invoiced yet',
    'In draft',
    'Invoiced, unpaid',
    'Overdue',
    'Paid',
  ]);
  const [euroRow, dollarRow] = within(table).getAllByRole('row').slice(1);
  expect(within(euroRow as HTMLElement).getByRole('link', { name: 'Pat Media' })).toHaveAttribute(
    'href',
    `/admin/publisher/view/${pat.publisher.id}`,
  );
  for (const text of ['EUR', '€40.00', '€12.50', '€0.00', '€700.00', '€200.00', '€1,500.00']) {
    expect(within(euroRow as HTMLElement).getByText(text)).toBeInTheDocument();
  }
  expect(within(dollarRow as HTMLElement).getByText('$9.99')).toBeInTheDocument();
  // No run from this tab: it bills nothing.
  expect(screen.queryByRole('button', { name: 'Generate invoices' })).not.toBeInTheDocument();
});

test('search, currency and owed only go to the server and the URL', async () => {
  const api = renderBillingPage('/admin/billing?kind=balances', {
    [`GET ${BALANCES}`]: () =>
      jsonResponse(200, { data: [balanceRow()], meta: { page: 1, perPage: 25, total: 1 } }),
  });
  await screen.findByRole('table', { name: 'Publisher balances' });
  await api.user.click(screen.getByRole('switch', { name: 'Owed only' }));
  await api.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pat{Enter}');
  await waitFor(() =>
    expect(Object.fromEntries(queriesTo(api.calls, BALANCES).at(-1) ?? [])).toEqual({
      page: '1',
      perPage: '25',
      owed: '1',
      search: 'pat',
    }),
  );
  expect(locationOf(api.router)).toContain('owed=1');
});

test('with nothing earned yet, the tab says so', async () => {
  renderBillingPage('/admin/billing?kind=balances', {
    [`GET ${BALANCES}`]: () => jsonResponse(200, { data: [], meta: { page: 1, perPage: 25, total: 0 } }),
  });
  expect(await screen.findByText('No publisher has earned anything yet')).toBeInTheDocument();
});
