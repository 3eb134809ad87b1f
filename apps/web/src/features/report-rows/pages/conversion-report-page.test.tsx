import {
  type AdvertiserConversionRow,
  CONVERSION_REPORT_COLUMNS,
  type PublisherConversionRow,
  type StaffConversionRow,
} from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { useAuthStore } from '../../../stores/auth-store';
import { createScreenMeta, createSessionUser } from '../../../testing/factories';
import { pageOf } from '../../../testing/offer-factories';
import { locationOf, renderPage } from '../../../testing/render-page';
import { jsonResponse, NO_COLUMN_CHOICES, queriesTo, sentForm, stubApi } from '../../../testing/stub-api';
import { CONVERSION_AUDIENCES, type ConversionAudience } from '../components/conversion-audiences';
import ConversionReportPage from './conversion-report-page';

const STAFF_URL = '/api/v1/reports/conversions';

function createStaffRow(overrides: Partial<StaffConversionRow> = {}): StaffConversionRow {
  return {
    id: crypto.randomUUID(),
    clickId: 'CLICK-1',
    clickedAt: '2026-03-04T10:00:00.000Z',
    convertedAt: '2026-03-04T10:15:00.000Z',
    offer: { id: crypto.randomUUID(), ref: 1024, name: 'Summer Sale' },
    event: 'sale',
    status: 'approved',
    reason: null,
    decisionDue: null,
    saleAmount: '49.90',
    currency: 'USD',
    country: 'DE',
    device: 'desktop',
    os: 'Windows',
    browser: 'Chrome',
    sub1: 'spring',
    sub2: null,
    sub3: null,
    sub4: null,
    sub5: null,
    source: null,
    publisher: { id: crypto.randomUUID(), ref: 2001, company: 'Traffic Co' },
    advertiser: { id: crypto.randomUUID(), ref: 1001, company: 'Acme Shop' },
    payout: '5.00',
    revenue: '8.00',
    ip: '203.0.113.7',
    txnId: 'ORDER-1',
    isTest: false,
    ...overrides,
  };
}

/** The row a publisher gets of the same conversion: no partners, revenue, transaction id or test flag. */
function publisherRowOf({
  publisher: _p,
  advertiser: _a,
  revenue: _r,
  txnId: _t,
  isTest: _i,
  ...rest
}: StaffConversionRow): PublisherConversionRow {
  return rest;
}

/** The row an advertiser gets of the same conversion: the publisher's number, no payout, sub ids or IP. */
function advertiserRowOf({
  publisher,
  advertiser: _a,
  payout: _p,
  sub1: _1,
  sub2: _2,
  sub3: _3,
  sub4: _4,
  sub5: _5,
  source: _s,
  ip: _ip,
  isTest: _t,
  ...rest
}: StaffConversionRow): AdvertiserConversionRow {
  return { ...rest, publisherRef: publisher.ref };
}

/** A cell's text by its column's header. */
function cellText(row: HTMLElement, header: string): string | null | undefined {
  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  return within(row).getAllByRole('cell')[headers.indexOf(header)]?.textContent;
}

const DUE = '2026-03-18T10:15:00.000Z';

function renderReport(audience: ConversionAudience, path: string, url = path) {
  return renderPage(
    <ConversionReportPage audience={audience} screen={createScreenMeta('Conversion Report', 'Reports')} />,
    {
      path,
      url,
    },
  );
}

beforeEach(() => {
  useAuthStore.setState({
    user: createSessionUser('admin', { permissions: ['reports.read', 'conversions.write'] }),
  });
});

afterEach(() => {
  useAuthStore.setState({ user: null });
});

test('staff see each conversion with partners, money, status and reason; the range goes to the server', async () => {
  const { calls } = stubApi({
    ...NO_COLUMN_CHOICES,
    [`GET ${STAFF_URL}`]: () =>
      jsonResponse(
        200,
        pageOf([
          createStaffRow(),
          createStaffRow({ txnId: 'ORDER-2', status: 'rejected', reason: 'Order cancelled.' }),
        ]),
      ),
  });
  renderReport(
    'staff',
    '/admin/report/conversion',
    '/admin/report/conversion?from=2026-03-01&to=2026-03-07&status=rejected',
  );
  const row = await screen.findByRole('row', { name: /ORDER-1/ });
  for (const text of [
    '#1024 Summer Sale',
    'Traffic Co',
    'Acme Shop',
    'Approved',
    '$5.00',
    '$8.00',
    '$49.90',
    'sub1: spring',
    'Germany',
  ])
    expect(within(row).getByText(text, { exact: false })).toBeInTheDocument();
  const rejected = screen.getByRole('row', { name: /ORDER-2/ });
  expect(within(rejected).getByText('Order cancelled.')).toBeInTheDocument();
  expect(Object.fromEntries(queriesTo(calls, STAFF_URL)[0] ?? [])).toMatchObject({
    from: '2026-03-01',
    to: '2026-03-07',
    status: 'rejected',
    sort: 'convertedAt',
    order: 'desc',
  });
});

test('a pending conversion shows when it will be decided automatically, next to its status; a decided one nothing', async () => {
  stubApi({
    ...NO_COLUMN_CHOICES,
    [`GET ${STAFF_URL}`]: () =>
      jsonResponse(
        200,
        pageOf([
          createStaffRow({ txnId: 'ORDER-1', status: 'pending', decisionDue: DUE }),
          createStaffRow({ txnId: 'ORDER-2', status: 'approved', decisionDue: null }),
        ]),
      ),
  });
  renderReport('staff', '/admin/report/conversion');
  const pending = await screen.findByRole('row', { name: /ORDER-1/ });
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers.indexOf('Decision due')).toBe(headers.indexOf('Status') + 1);
  expect(cellText(pending, 'Decision due')).toBe(formatDateTime(DUE));
  expect(cellText(screen.getByRole('row', { name: /ORDER-2/ }), 'Decision due')).toBe('');
});

test.each([
  ['publisher', '/publisher/report/conversions', '/api/v1/publisher/reports/conversions', publisherRowOf],
  ['advertiser', '/advertiser/report/conversions', '/api/v1/advertiser/reports/conversions', advertiserRowOf],
] as const)(
  'the %s report shows when a pending conversion will be decided',
  async (audience, path, api, rowOf) => {
    stubApi({
      ...NO_COLUMN_CHOICES,
      [`GET ${api}`]: () =>
        jsonResponse(
          200,
          pageOf([
            rowOf(createStaffRow({ clickId: 'CLICK-PENDING', status: 'pending', decisionDue: DUE })),
            rowOf(createStaffRow({ clickId: 'CLICK-DECIDED', status: 'rejected', decisionDue: null })),
          ]),
        ),
    });
    renderReport(audience, path);
    const pending = await screen.findByRole('row', { name: /CLICK-PENDING/ });
    expect(cellText(pending, 'Decision due')).toBe(formatDateTime(DUE));
    expect(cellText(screen.getByRole('row', { name: /CLICK-DECIDED/ }), 'Decision due')).toBe('');
  },
);

test('the user’s saved columns apply on load; hiding another saves the choice, the first column stays', async () => {
  const { calls } = stubApi({
    'GET /api/v1/me/report-columns': () =>
      jsonResponse(200, { data: [{ table: 'conversions', hidden: ['visitor', 'subIds'] }] }),
    'PUT /api/v1/me/report-columns': (init) => {
      const body = init.body as FormData;
      return jsonResponse(200, { data: { table: body.get('table'), hidden: body.getAll('hidden[]') } });
    },
    [`GET ${STAFF_URL}`]: () => jsonResponse(200, pageOf([createStaffRow()])),
  });
  const { user } = renderReport('staff', '/admin/report/conversion');
  await screen.findByRole('row', { name: /ORDER-1/ });
  const table = screen.getByRole('table', { name: 'Conversions' });
  const headers = () =>
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
  await waitFor(() => expect(headers()).not.toContain('Visitor'));
  expect(headers()).not.toContain('Sub IDs');
  expect(headers()).toContain('Payout');

  await user.click(screen.getByRole('button', { name: 'Columns (2 hidden)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Columns shown' });
  // The first column says what a row is: it is not offered.
  expect(within(dialog).queryByRole('checkbox', { name: 'Converted' })).toBeNull();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Payout' }));

  await waitFor(() => expect(headers()).not.toContain('Payout'));
  const saved = sentForm(calls, '/api/v1/me/report-columns');
  expect(saved.get('table')).toBe('conversions');
  expect(saved.getAll('hidden[]')).toEqual(['payout', 'subIds', 'visitor']);
  expect(headers()).toContain('Converted');
});

test('every column a role’s conversion report can hide is one the server knows', () => {
  for (const audience of Object.values(CONVERSION_AUDIENCES)) {
    const keys = audience.columns().map((column) => column.key);
    expect(keys[0]).toBe('convertedAt');
    for (const key of keys.slice(1)) expect(CONVERSION_REPORT_COLUMNS).toContain(key);
  }
});

test('without dates in the URL the last 7 days are asked for', async () => {
  const { calls } = stubApi({
    ...NO_COLUMN_CHOICES,
    [`GET ${STAFF_URL}`]: () => jsonResponse(200, pageOf([])),
  });
  renderReport('staff', '/admin/report/conversion');
  expect(await screen.findByText('No conversions in these days')).toBeInTheDocument();
  const query = queriesTo(calls, STAFF_URL)[0];
  const days = (Date.parse(query?.get('to') ?? '') - Date.parse(query?.get('from') ?? '')) / 86_400_000;
  expect(days).toBe(6);
});

test('the days are one range picker: the last 7 days by default, a preset such as last month in one step', async () => {
  const { calls } = stubApi({ [`GET ${STAFF_URL}`]: () => jsonResponse(200, pageOf([])) });
  const { user, router } = renderReport('staff', '/admin/report/conversion');
  const presets = await screen.findByRole('combobox', { name: 'Date range' });
  expect(presets).toHaveValue('Last 7 days');
  await user.click(presets);
  await user.click(screen.getByRole('option', { name: 'Last month' }));
  await waitFor(() => expect(locationOf(router)).toMatch(/from=\d{4}-\d{2}-01&to=/));
  await waitFor(() => expect(queriesTo(calls, STAFF_URL).at(-1)?.get('from')).toMatch(/-01$/));
  expect(screen.queryByText(/At most/)).toBeNull();
});

test('a filter from a drill-down that has no input shows as a pill and can be removed', async () => {
  const { calls } = stubApi({
    ...NO_COLUMN_CHOICES,
    [`GET ${STAFF_URL}`]: () => jsonResponse(200, pageOf([createStaffRow()])),
  });
  const { user, router } = renderReport(
    'staff',
    '/admin/report/conversion',
    '/admin/report/conversion?os=Android&sub3=x7',
  );
  await screen.findByRole('row', { name: /ORDER-1/ });
  expect(queriesTo(calls, STAFF_URL)[0]?.get('os')).toBe('Android');
  await user.click(screen.getByRole('button', { name: 'Remove the os filter' }));
  await waitFor(() => expect(locationOf(router)).not.toContain('os='));
  expect(locationOf(router)).toContain('sub3=x7');
});

test('an invoice’s “See conversions” narrows the report to its conversions, named as such, until removed', async () => {
  const invoiceId = crypto.randomUUID();
  const { calls } = stubApi({
    ...NO_COLUMN_CHOICES,
    [`GET ${STAFF_URL}`]: () => jsonResponse(200, pageOf([createStaffRow()])),
  });
  const { user, router } = renderReport(
    'staff',
    '/admin/report/conversion',
    `/admin/report/conversion?invoiceId=${invoiceId}&from=2026-10-28&to=2026-11-29`,
  );
  await screen.findByRole('row', { name: /ORDER-1/ });
  const sent = queriesTo(calls, STAFF_URL)[0];
  expect([sent?.get('invoiceId'), sent?.get('from'), sent?.get('to')]).toEqual([
    invoiceId,
    '2026-10-28',
    '2026-11-29',
  ]);
  expect(screen.getByText('Billed on one invoice')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove the invoice filter' }));
  await waitFor(() => expect(locationOf(router)).not.toContain('invoiceId='));
  await waitFor(() => expect(queriesTo(calls, STAFF_URL).at(-1)?.get('invoiceId')).toBeNull());
});

test('staff change the status of the checked conversions with a reason', async () => {
  const first = createStaffRow();
  const second = createStaffRow({ txnId: 'ORDER-2' });
  const { calls } = stubApi({
    ...NO_COLUMN_CHOICES,
    [`GET ${STAFF_URL}`]: () => jsonResponse(200, pageOf([first, second])),
    'POST /api/v1/conversions/status': () => jsonResponse(200, { data: { updated: 2 } }),
  });
  const { user } = renderReport('staff', '/admin/report/conversion');
  await screen.findByRole('row', { name: /ORDER-1/ });
  await user.click(screen.getByRole('checkbox', { name: `Select conversion ${first.id}` }));
  await user.click(within(screen.getByRole('row', { name: /ORDER-2/ })).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Change status' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change the status of 2 conversions' });
  await user.click(within(dialog).getByRole('combobox', { name: 'New status' }));
  await user.click(await screen.findByRole('option', { name: 'Rejected' }));
  await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
  expect(await within(dialog).findByText('Say why the conversion is rejected')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fraudulent orders.');
  await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const form = sentForm(calls, '/api/v1/conversions/status');
  expect(form.getAll('ids[]').sort()).toEqual([first.id, second.id].sort());
  expect(form.get('status')).toBe('rejected');
  expect(form.get('reason')).toBe('Fraudulent orders.');
});

test('an employee without conversions.write reads the report but is offered no status change', async () => {
  useAuthStore.setState({ user: createSessionUser('employee', { permissions: ['reports.read'] }) });
  stubApi({
    ...NO_COLUMN_CHOICES,
    [`GET ${STAFF_URL}`]: () => jsonResponse(200, pageOf([createStaffRow()])),
  });
  renderReport('staff', '/admin/report/conversion');
  await screen.findByRole('row', { name: /ORDER-1/ });
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

test('a publisher sees their payout and no checkboxes, revenue or partner pickers', async () => {
  const row = publisherRowOf(createStaffRow({ reason: 'Filtered by traffic quality.', status: 'rejected' }));
  stubApi({
    ...NO_COLUMN_CHOICES,
    'GET /api/v1/publisher/reports/conversions': () => jsonResponse(200, pageOf([row])),
  });
  renderReport('publisher', '/publisher/report/conversions');
  const shown = await screen.findByRole('row', { name: /CLICK-1/ });
  expect(within(shown).getByText('$5.00')).toBeInTheDocument();
  expect(within(shown).getByText('Filtered by traffic quality.')).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Revenue' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Publisher' })).not.toBeInTheDocument();
});

test('an advertiser sees what each conversion costs and a publisher number', async () => {
  const row = advertiserRowOf(createStaffRow());
  stubApi({
    ...NO_COLUMN_CHOICES,
    'GET /api/v1/advertiser/reports/conversions': () => jsonResponse(200, pageOf([row])),
  });
  renderReport('advertiser', '/advertiser/report/conversions');
  const shown = await screen.findByRole('row', { name: /ORDER-1/ });
  expect(within(shown).getByText('$8.00')).toBeInTheDocument();
  expect(within(shown).getByText('#2001')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Cost' })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Payout' })).not.toBeInTheDocument();
});

test('the export downloads the CSV of the same filters, without paging', async () => {
  const { calls } = stubApi({
    ...NO_COLUMN_CHOICES,
    [`GET ${STAFF_URL}`]: () => jsonResponse(200, pageOf([createStaffRow()])),
    [`GET ${STAFF_URL}/export`]: () =>
      new Response('Conversion ID\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="conversions-x.csv"',
        },
      }),
  });
  const createObjectURL = vi.fn(() => 'blob:csv');
  const revokeObjectURL = vi.fn();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const { user } = renderReport(
    'staff',
    '/admin/report/conversion',
    '/admin/report/conversion?from=2026-03-01&to=2026-03-02&sub1=spring',
  );
  await screen.findByRole('row', { name: /ORDER-1/ });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  const query = queriesTo(calls, `${STAFF_URL}/export`)[0];
  expect(Object.fromEntries(query ?? [])).toMatchObject({
    from: '2026-03-01',
    to: '2026-03-02',
    sub1: 'spring',
  });
  expect(query?.has('page')).toBe(false);
  expect(click.mock.instances[0]).toMatchObject({ download: 'conversions-x.csv' });
  click.mockRestore();
});

test('an error loading the report says so', async () => {
  stubApi({
    ...NO_COLUMN_CHOICES,
    [`GET ${STAFF_URL}`]: () => jsonResponse(500, { message: 'Database unavailable' }),
  });
  renderReport('staff', '/admin/report/conversion');
  expect(await screen.findByText(/Could not load conversions/)).toBeInTheDocument();
});
