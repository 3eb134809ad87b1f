import type { PayoutRequestState } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { formatDate } from '../../../lib/format';
import { useAuthStore } from '../../../stores/auth-store';
import { createAppConfig, createScreenMeta, createSessionUser } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, stubApi } from '../../../testing/stub-api';
import type { PartnerInvoiceSide } from '../api/invoice-keys';
import type { InvoiceLinks } from '../components/invoice-screen-types';
import {
  createInvoiceDetail,
  createInvoiceSummary,
  createOwnCredit,
  invoicePageOf,
} from '../testing/invoice-factories';
import InvoiceListPage from './invoice-list-page';
import InvoiceViewPage from './invoice-view-page';

const linksOf = (side: PartnerInvoiceSide): InvoiceLinks => ({
  list: `/${side}/invoice/list`,
  view: (id) => `/${side}/invoice/view/${id}`,
  conversions: `/${side}/report/conversions`,
});

const APP_CONFIG = {
  'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig({ timezone: 'UTC' }) }),
};

beforeEach(() => {
  useAuthStore.getState().setSession('token-1', createSessionUser('publisher'));
});

function renderList(
  side: PartnerInvoiceSide,
  handlers: Parameters<typeof stubApi>[0],
  url = `/${side}/invoice/list`,
) {
  const api = stubApi({ ...APP_CONFIG, ...handlers });
  const view = renderPage(
    <InvoiceListPage side={side} screen={createScreenMeta('Invoices', 'Invoices')} links={linksOf(side)} />,
    { path: `/${side}/invoice/list`, url },
  );
  return { ...api, ...view };
}

function renderView(side: PartnerInvoiceSide, id: string, handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi(handlers);
  const view = renderPage(
    <InvoiceViewPage
      side={side}
      screen={createScreenMeta('Invoice Details', 'Invoices')}
      links={linksOf(side)}
    />,
    { path: `/${side}/invoice/view/:id`, url: `/${side}/invoice/view/${id}` },
  );
  return { ...api, ...view };
}

test("a publisher's list shows their invoices, each linking to its page, filtered by status and overdue", async () => {
  const invoice = createInvoiceSummary({ status: 'partly_paid', outstanding: '700.00', overdue: true });
  const api = renderList('publisher', {
    'GET /api/v1/publisher/invoices': () => jsonResponse(200, invoicePageOf([invoice])),
    [`GET ${PAYOUT_REQUESTS}`]: () => jsonResponse(200, { data: requestState({ enabled: false }) }),
    'GET /api/v1/publisher/balance': () =>
      jsonResponse(200, {
        data: [
          {
            currency: 'EUR',
            onHold: '40.00',
            notInvoiced: '12.50',
            inDraft: '0.00',
            outstanding: '700.00',
            overdue: '700.00',
            paid: '500.00',
          },
        ],
      }),
  });
  const balance = await screen.findByRole('table', { name: 'Your balance' });
  for (const text of ['€40.00', '€12.50', '€500.00']) {
    expect(within(balance).getByText(text)).toBeInTheDocument();
  }
  // The network takes no payout requests: nothing to ask with.
  await waitFor(() => expect(queriesTo(api.calls, PAYOUT_REQUESTS)).toHaveLength(1));
  expect(screen.queryByRole('button', { name: 'Request payout' })).not.toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'INV-00042' });
  expect(link).toHaveAttribute('href', `/publisher/invoice/view/${invoice.id}`);
  const row = link.closest('tr') as HTMLElement;
  for (const text of ['2026-11-01 – 2026-11-30', 'Partly paid', 'Overdue', '€1,200.00', '€700.00']) {
    expect(within(row).getByText(text)).toBeInTheDocument();
  }
  expect(screen.queryByRole('columnheader', { name: 'Publisher' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();

  await api.user.click(screen.getByRole('combobox', { name: 'Status' }));
  expect(await screen.findByRole('option', { name: 'Paid' })).toBeInTheDocument();
  // A partner never sees a draft, so it is no status to filter by.
  expect(screen.queryByRole('option', { name: 'Draft' })).not.toBeInTheDocument();
  await api.user.click(screen.getByRole('option', { name: 'Paid' }));
  await api.user.click(screen.getByRole('switch', { name: 'Overdue only' }));
  await waitFor(() =>
    expect(Object.fromEntries(queriesTo(api.calls, '/api/v1/publisher/invoices').at(-1) ?? [])).toMatchObject(
      {
        status: 'paid',
        overdue: '1',
      },
    ),
  );
});

const PAYOUT_REQUESTS = '/api/v1/publisher/payout-requests';
const requestState = (overrides: Partial<PayoutRequestState> = {}): PayoutRequestState => ({
  enabled: true,
  requestedAt: null,
  drafts: [],
  ...overrides,
});
const payableBalance = (notInvoiced: string) => ({
  currency: 'EUR',
  onHold: '0.00',
  notInvoiced,
  inDraft: '0.00',
  outstanding: '0.00',
  overdue: '0.00',
  paid: '0.00',
});
const EMPTY_LIST = {
  'GET /api/v1/publisher/invoices': () => jsonResponse(200, invoicePageOf([])),
  'GET /api/v1/publisher/balance': () => jsonResponse(200, { data: [payableBalance('20.00')] }),
};

test('with nothing to be paid now, there is no request to make', async () => {
  const api = renderList('publisher', {
    ...EMPTY_LIST,
    'GET /api/v1/publisher/balance': () => jsonResponse(200, { data: [payableBalance('0.00')] }),
    [`GET ${PAYOUT_REQUESTS}`]: () => jsonResponse(200, { data: requestState() }),
  });
  await screen.findByRole('table', { name: 'Your balance' });
  await waitFor(() => expect(queriesTo(api.calls, PAYOUT_REQUESTS)).toHaveLength(1));
  expect(screen.queryByRole('button', { name: 'Request payout' })).not.toBeInTheDocument();
});

test('a publisher asks for a payout: the request is sent once, the balance read again, and the open request shown', async () => {
  const requested = requestState({
    requestedAt: '2026-11-20T09:00:00.000Z',
    drafts: [{ currency: 'EUR', total: '75.00' }],
  });
  let current = requestState();
  const api = renderList('publisher', {
    ...EMPTY_LIST,
    [`GET ${PAYOUT_REQUESTS}`]: () => jsonResponse(200, { data: current }),
    [`POST ${PAYOUT_REQUESTS}`]: () => {
      current = requested;
      return jsonResponse(200, { data: current });
    },
  });
  await api.user.click(await screen.findByRole('button', { name: 'Request payout' }));
  expect(
    await screen.findByText(
      `You requested a payout on ${formatDate(requested.requestedAt ?? '')} (€75.00): the network reviews it and issues your invoice.`,
    ),
  ).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  await waitFor(() => expect(queriesTo(api.calls, '/api/v1/publisher/balance')).toHaveLength(2));
  expect(screen.queryByRole('button', { name: 'Request payout' })).not.toBeInTheDocument();
});

test('a request below the minimum says why in place', async () => {
  const message = 'Your balance of 20.00 EUR is below the PayPal minimum payout of 50.00 EUR.';
  const api = renderList('publisher', {
    ...EMPTY_LIST,
    [`GET ${PAYOUT_REQUESTS}`]: () => jsonResponse(200, { data: requestState() }),
    [`POST ${PAYOUT_REQUESTS}`]: () => jsonResponse(409, { message }),
  });
  await api.user.click(await screen.findByRole('button', { name: 'Request payout' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Could not request a payout')).toBeInTheDocument();
  expect(within(alert).getByText(message)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Request payout' })).toBeEnabled();
});

const OWN_CREDIT = '/api/v1/advertiser/credit';

test("an advertiser's empty list says plainly that there are no invoices yet; under no credit control, no credit", async () => {
  const api = renderList('advertiser', {
    'GET /api/v1/advertiser/invoices': () => jsonResponse(200, invoicePageOf([])),
    [`GET ${OWN_CREDIT}`]: () => jsonResponse(200, { data: null }),
  });
  expect(await screen.findByRole('heading', { name: 'No invoices yet.' })).toBeInTheDocument();
  expect(screen.getByText(/The network has not billed you yet/)).toBeInTheDocument();
  await waitFor(() => expect(queriesTo(api.calls, OWN_CREDIT)).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Your credit' })).not.toBeInTheDocument();
});

test("an advertiser's credit limit above its invoices: where it stands, what is billed separately, what happens at the limit", async () => {
  renderList('advertiser', {
    'GET /api/v1/advertiser/invoices': () => jsonResponse(200, invoicePageOf([])),
    [`GET ${OWN_CREDIT}`]: () =>
      jsonResponse(200, {
        data: createOwnCredit({ billedOutside: '120.00', available: '150.00', usedPercent: 90 }),
      }),
  });
  const card = await screen.findByRole('region', { name: 'Your credit' });
  expect(await within(card).findByText('Near the limit')).toBeInTheDocument();
  const figures: [string, string][] = [
    ['Credit limit', '$1,500.00'],
    ['Unpaid invoices', '$900.00'],
    ['Billed to you separately', '$120.00'],
    ['Not invoiced yet', '$330.00'],
    ['Available', '$150.00'],
    ['Used', '90%'],
  ];
  for (const [label, value] of figures) {
    expect(within(card).getByText(label).nextElementSibling).toHaveTextContent(value);
  }
  expect(within(card).getByText(/your offers are paused until you pay your invoices/)).toBeInTheDocument();
  expect(within(card).queryByRole('table')).not.toBeInTheDocument();
});

test("an advertiser's credit that fails to load says so in its card, and a retry asks again", async () => {
  let answers = 0;
  const api = renderList('advertiser', {
    'GET /api/v1/advertiser/invoices': () => jsonResponse(200, invoicePageOf([])),
    [`GET ${OWN_CREDIT}`]: () => {
      answers += 1;
      return answers === 1
        ? jsonResponse(500, { message: 'Internal Server Error' })
        : jsonResponse(200, { data: createOwnCredit() });
    },
  });
  const card = await screen.findByRole('region', { name: 'Your credit' });
  expect(await within(card).findByText('Could not load your credit')).toBeInTheDocument();
  await api.user.click(within(card).getByRole('button', { name: /retry|try again/i }));
  expect(await within(card).findByText('Near the limit')).toBeInTheDocument();
});

test("an advertiser's prepaid balance shows its prepayments, not who recorded them", async () => {
  const prepayments = [
    { id: crypto.randomUUID(), amount: '500.00', receivedOn: '2026-11-02', reference: 'WIRE-77' },
  ];
  renderList('advertiser', {
    'GET /api/v1/advertiser/invoices': () => jsonResponse(200, invoicePageOf([])),
    [`GET ${OWN_CREDIT}`]: () =>
      jsonResponse(200, {
        data: createOwnCredit({
          mode: 'prepaid',
          creditLimit: null,
          prepaid: '500.00',
          atLimit: 'warn',
          prepayments,
        }),
      }),
  });
  const card = await screen.findByRole('region', { name: 'Your credit' });
  const table = await within(card).findByRole('table', { name: 'Your prepayments' });
  expect(within(table).getByText('WIRE-77')).toBeInTheDocument();
  expect(within(table).queryByRole('columnheader', { name: 'Recorded by' })).not.toBeInTheDocument();
  expect(within(card).getByText('Prepaid').nextElementSibling).toHaveTextContent('$500.00');
  expect(within(card).queryByText('Billed to you separately')).not.toBeInTheDocument();
  expect(within(card).getByText(/your offers keep running/)).toBeInTheDocument();
});

test("a publisher's invoice page shows it in full, and downloads its PDF from their own endpoint", async () => {
  const invoice = createInvoiceDetail();
  const pdf = `/api/v1/publisher/invoices/${invoice.id}/pdf`;
  const api = renderView('publisher', invoice.id, {
    [`GET /api/v1/publisher/invoices/${invoice.id}`]: () => jsonResponse(200, { data: invoice }),
    [`GET ${pdf}`]: () =>
      new Response('%PDF-1.7', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="INV-00042.pdf"',
        },
      }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-00042' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/publisher/invoice/list');
  expect(screen.getByRole('table', { name: 'Lines' })).toBeInTheDocument();
  expect(screen.getByText('Pat Media')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Pat Media' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  // Its conversions, in the publisher's own conversion report, over the days they converted on.
  expect(screen.getByRole('link', { name: 'See conversions' })).toHaveAttribute(
    'href',
    `/publisher/report/conversions?invoiceId=${invoice.id}&from=2026-10-28&to=2026-11-29`,
  );

  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await api.user.click(screen.getByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(api.calls.some((call) => call.url === pdf)).toBe(true);
});

test("an invoice that is not the partner's (404) shows the not-found state with the way back", async () => {
  const id = crypto.randomUUID();
  renderView('advertiser', id, {
    [`GET /api/v1/advertiser/invoices/${id}`]: () => jsonResponse(404, { message: 'Invoice not found' }),
  });
  expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute(
    'href',
    '/advertiser/invoice/list',
  );
});

test('an id that is no id is not found without asking the server', async () => {
  const api = renderView('publisher', 'not-an-id', {});
  expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
  expect(api.calls).toEqual([]);
});
