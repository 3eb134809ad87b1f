import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import {
  createDraftSummary,
  createInvoiceDetail,
  createInvoiceSummary,
  invoicePageOf,
} from '../../features/invoices/testing/invoice-factories';
import { todayIn } from '../../lib/date-ranges';
import { useAuthStore } from '../../stores/auth-store';
import { createSessionUser } from '../../testing/factories';
import { pageOf } from '../../testing/offer-factories';
import { locationOf } from '../../testing/render-page';
import { jsonResponse, queriesTo, sentForm } from '../../testing/stub-api';
import { renderBillingPage } from './render-billing-page';

const INVOICES = '/api/v1/billing/invoices';

beforeEach(() => {
  useAuthStore.getState().setSession('token-1', createSessionUser('admin'));
});

const renderBilling = renderBillingPage;

test('the list shows each invoice and sends the filters in the URL with the publisher kind', async () => {
  const issued = createInvoiceSummary({ overdue: true, paid: '200.00', outstanding: '1000.00' });
  const draft = createDraftSummary({
    partner: { id: crypto.randomUUID(), name: 'Blue Ads' },
    total: '80.50',
    outstanding: '80.50',
  });
  const api = renderBilling(
    '/admin/billing?status=issued&currency=EUR&overdue=1&periodFrom=2026-11-01&periodTo=2026-11-30',
    {
      [`GET ${INVOICES}`]: () => jsonResponse(200, invoicePageOf([issued, draft])),
    },
  );
  const row = (await screen.findByRole('link', { name: 'INV-00042' })).closest('tr') as HTMLElement;
  expect(within(row).getByRole('link', { name: 'Pat Media' })).toHaveAttribute(
    'href',
    `/admin/publisher/view/${issued.partner.id}`,
  );
  for (const text of [
    '2026-11-01 – 2026-11-30',
    'Issued',
    'Overdue',
    '2026-12-01',
    '2026-12-31',
    '€1,200.00',
    '€1,000.00',
  ]) {
    expect(within(row).getByText(text)).toBeInTheDocument();
  }
  const draftRow = screen.getByRole('link', { name: 'Draft for Blue Ads' }).closest('tr') as HTMLElement;
  expect(within(draftRow).getByText('Draft', { selector: 'a' })).toBeInTheDocument();
  expect(within(draftRow).getAllByText('€80.50')).toHaveLength(2);

  const [first] = queriesTo(api.calls, INVOICES);
  expect(Object.fromEntries(first ?? [])).toMatchObject({
    kind: 'publisher',
    status: 'issued',
    currency: 'EUR',
    overdue: '1',
    periodFrom: '2026-11-01',
    periodTo: '2026-11-30',
    sort: 'createdAt',
    order: 'desc',
  });
  await api.user.click(screen.getByRole('combobox', { name: 'Status' }));
  await api.user.click(await screen.findByRole('option', { name: 'Partly paid' }));
  await waitFor(() => expect(queriesTo(api.calls, INVOICES).at(-1)?.get('status')).toBe('partly_paid'));
  await api.user.click(screen.getByRole('switch', { name: 'Overdue only' }));
  await waitFor(() => expect(queriesTo(api.calls, INVOICES).at(-1)?.has('overdue')).toBe(false));
  await api.user.click(screen.getByRole('button', { name: 'Total' }));
  await waitFor(() => expect(queriesTo(api.calls, INVOICES).at(-1)?.get('sort')).toBe('total'));
});

test('generating posts the day and toasts what the run billed, then reloads the list', async () => {
  const api = renderBilling('/admin/billing', {
    [`GET ${INVOICES}`]: () => jsonResponse(200, invoicePageOf([])),
    'POST /api/v1/billing/invoice-runs': () =>
      jsonResponse(200, { data: { drafts: 2, billed: 57, reversed: 1 } }),
  });
  expect(await screen.findByText('No publisher invoices yet')).toBeInTheDocument();
  const listLoads = queriesTo(api.calls, INVOICES).length;
  await api.user.click(screen.getAllByRole('button', { name: 'Generate invoices' })[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Generate publisher invoices' });
  await api.user.click(within(dialog).getByRole('button', { name: 'Generate invoices' }));

  expect(await screen.findByText('57 conversions billed and 1 taken back, on 2 drafts.')).toBeInTheDocument();
  expect(Object.fromEntries(sentForm(api.calls, '/api/v1/billing/invoice-runs').entries())).toEqual({
    kind: 'publisher',
    periodEnd: `${todayIn('UTC').slice(0, 7)}-01`,
  });
  await waitFor(() => expect(queriesTo(api.calls, INVOICES).length).toBeGreaterThan(listLoads));
});

test('a run that finds nothing says so', async () => {
  const api = renderBilling('/admin/billing', {
    [`GET ${INVOICES}`]: () => jsonResponse(200, invoicePageOf([createInvoiceSummary()])),
    'POST /api/v1/billing/invoice-runs': () =>
      jsonResponse(200, { data: { drafts: 3, billed: 0, reversed: 0 } }),
  });
  await api.user.click(await screen.findByRole('button', { name: 'Generate invoices' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate publisher invoices' });
  await api.user.click(within(dialog).getByRole('button', { name: 'Generate invoices' }));
  expect(
    await screen.findByText('Nothing new to bill; 3 open drafts checked against current statuses.'),
  ).toBeInTheDocument();
});

test('clicking a row opens its invoice in a drawer addressed by the URL, and closing it forgets it', async () => {
  const invoice = createInvoiceDetail({ lines: [] });
  const api = renderBilling('/admin/billing?status=issued', {
    [`GET ${INVOICES}`]: () => jsonResponse(200, invoicePageOf([invoice])),
    [`GET ${INVOICES}/${invoice.id}`]: () => jsonResponse(200, { data: invoice }),
  });
  await api.user.click(await screen.findByText('2026-11-01 – 2026-11-30'));
  await waitFor(() =>
    expect(locationOf(api.router)).toBe(`/admin/billing?status=issued&invoice=${invoice.id}`),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Invoice INV-00042' });
  expect(await within(drawer).findByText('No lines: nothing is billed on it.')).toBeInTheDocument();
  await api.user.keyboard('{Escape}');
  await waitFor(() => expect(locationOf(api.router)).toBe('/admin/billing?status=issued'));
});

test("a row's number is a link to the same drawer, so it can be opened from the keyboard or in a new tab", async () => {
  const invoice = createInvoiceSummary();
  renderBilling('/admin/billing?page=2', {
    [`GET ${INVOICES}`]: () => jsonResponse(200, invoicePageOf([invoice], 30)),
  });
  expect(await screen.findByRole('link', { name: 'INV-00042' })).toHaveAttribute(
    'href',
    `/admin/billing?page=2&invoice=${invoice.id}`,
  );
});

test('Export CSV downloads every invoice of the filters on screen, without paging', async () => {
  const api = renderBilling('/admin/billing?status=issued&currency=EUR', {
    [`GET ${INVOICES}`]: () => jsonResponse(200, invoicePageOf([createInvoiceSummary()])),
    [`GET ${INVOICES}/export`]: () =>
      new Response('Number\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="publisher-invoices.csv"',
        },
      }),
  });
  const createObjectURL = vi.fn(() => 'blob:csv');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await screen.findByRole('link', { name: 'INV-00042' });
  await api.user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  const query = queriesTo(api.calls, `${INVOICES}/export`)[0];
  expect(Object.fromEntries(query ?? [])).toMatchObject({
    kind: 'publisher',
    status: 'issued',
    currency: 'EUR',
  });
  expect(query?.has('page')).toBe(false);
  expect(click.mock.instances[0]).toMatchObject({ download: 'publisher-invoices.csv' });
  click.mockRestore();
});

test('the advertiser tab lists advertiser invoices from an unfiltered first page, links advertisers and generates theirs', async () => {
  const invoice = createInvoiceSummary({
    kind: 'advertiser',
    partner: { id: crypto.randomUUID(), name: 'Shop Ltd' },
  });
  const api = renderBilling('/admin/billing?status=issued&page=2', {
    [`GET ${INVOICES}`]: () => jsonResponse(200, invoicePageOf([invoice])),
    'POST /api/v1/billing/invoice-runs': () =>
      jsonResponse(200, { data: { drafts: 1, billed: 4, reversed: 0 } }),
  });
  await screen.findByRole('link', { name: 'INV-00042' });
  await api.user.click(screen.getByRole('tab', { name: 'Advertiser invoices' }));
  await waitFor(() => expect(locationOf(api.router)).toBe('/admin/billing?kind=advertiser'));
  await waitFor(() =>
    expect(Object.fromEntries(queriesTo(api.calls, INVOICES).at(-1) ?? [])).toEqual({
      kind: 'advertiser',
      page: '1',
      perPage: expect.any(String),
      sort: 'createdAt',
      order: 'desc',
    }),
  );
  const section = screen.getByRole('region', { name: 'Advertiser invoices' });
  expect(await within(section).findByRole('link', { name: 'Shop Ltd' })).toHaveAttribute(
    'href',
    `/admin/advertiser/view/${invoice.partner.id}`,
  );
  expect(within(section).getByRole('columnheader', { name: /Advertiser/ })).toBeInTheDocument();

  await api.user.click(within(section).getByRole('button', { name: 'Generate invoices' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate advertiser invoices' });
  await api.user.click(within(dialog).getByRole('button', { name: 'Generate invoices' }));
  expect(await screen.findByText('4 conversions billed, on 1 draft.')).toBeInTheDocument();
  expect(sentForm(api.calls, '/api/v1/billing/invoice-runs').get('kind')).toBe('advertiser');

  await api.user.click(screen.getByRole('tab', { name: 'Publisher invoices' }));
  await waitFor(() => expect(locationOf(api.router)).toBe('/admin/billing'));
});

test('an adjustment for a publisher with no draft open: picked, sent with the currency, and its new draft opened', async () => {
  const publisher = { id: crypto.randomUUID(), company: 'Pat Media', email: 'pat@media.test' };
  const draft = createInvoiceDetail({
    number: null,
    status: 'draft',
    issuedOn: null,
    dueOn: null,
    partner: { id: publisher.id, name: 'Pat Media' },
    total: '25.00',
  });
  const api = renderBilling('/admin/billing', {
    [`GET ${INVOICES}`]: () => jsonResponse(200, invoicePageOf([])),
    'GET /api/v1/publishers': () => jsonResponse(200, pageOf([publisher])),
    'POST /api/v1/billing/adjustments': () => jsonResponse(200, { data: draft }),
    [`GET ${INVOICES}/${draft.id}`]: () => jsonResponse(200, { data: draft }),
  });
  await api.user.click(await screen.findByRole('button', { name: 'Add adjustment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add adjustment' });
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Publisher' })).toHaveFocus());
  await api.user.click(within(dialog).getByRole('combobox', { name: 'Publisher' }));
  await api.user.click(await screen.findByRole('option', { name: 'Pat Media' }));
  await api.user.type(within(dialog).getByRole('textbox', { name: 'Amount (USD)' }), '25');
  await api.user.type(within(dialog).getByRole('textbox', { name: 'Memo' }), 'Launch bonus');
  await api.user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));

  expect(await screen.findByText('Adjustment added to the draft for Pat Media.')).toBeInTheDocument();
  expect(Object.fromEntries(sentForm(api.calls, '/api/v1/billing/adjustments').entries())).toEqual({
    partnerKind: 'publisher',
    partnerId: publisher.id,
    currency: 'USD',
    reason: 'bonus',
    amount: '25',
    memo: 'Launch bonus',
  });
  await waitFor(() => expect(locationOf(api.router)).toBe(`/admin/billing?invoice=${draft.id}`));
  expect(await screen.findByRole('dialog', { name: 'Draft invoice' })).toBeInTheDocument();
});

test('staff who only read billing are offered no adjustment', async () => {
  useAuthStore.getState().setSession(
    'token-1',
    createSessionUser('employee', {
      employeeRole: { id: crypto.randomUUID(), name: 'Finance', dataScope: 'all' },
      permissions: ['billing.read'],
    }),
  );
  renderBilling('/admin/billing', {
    [`GET ${INVOICES}`]: () => jsonResponse(200, invoicePageOf([createInvoiceSummary()])),
  });
  expect(await screen.findByText('INV-00042')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add adjustment' })).not.toBeInTheDocument();
});
