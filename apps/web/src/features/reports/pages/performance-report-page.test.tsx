import type { BaseCounters, PerformanceResponse, PerformanceRow, UserRole } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { createAppConfig, createScreenMeta } from '../../../testing/factories';
import { locationOf, renderPage } from '../../../testing/render-page';
import { jsonResponse, NO_COLUMN_CHOICES, queriesTo, sentForm, stubApi } from '../../../testing/stub-api';
import PerformanceReportPage from './performance-report-page';

const REPORT_URL = '/api/v1/reports/performance';
const OFFER_ID = '5b0c8a9e-3f7d-4c52-9a61-1d2e3f4a5b6c';

function counters(overrides: Partial<BaseCounters> = {}): BaseCounters {
  return {
    impressions: 0,
    grossClicks: 120,
    uniqueClicks: 100,
    duplicateClicks: 15,
    invalidClicks: 5,
    approvedConversions: 4,
    pendingConversions: 1,
    rejectedConversions: 2,
    payout: '20.00',
    pendingPayout: '5.00',
    revenue: '32.00',
    pendingRevenue: '8.00',
    sale: '400.00',
    pendingSale: '100.00',
    ...overrides,
  };
}

function row(date: string, overrides: Partial<BaseCounters> = {}): PerformanceRow {
  return {
    dimensions: {
      date: { value: date, label: date },
      offer: { value: OFFER_ID, label: '#1024 Summer Sale' },
    },
    currency: 'USD',
    counters: counters(overrides),
  };
}

function answer(
  rows: PerformanceRow[],
  totals = [{ currency: 'USD', counters: counters() }],
): PerformanceResponse {
  return {
    data: rows,
    totals,
    meta: {
      page: 1,
      perPage: 25,
      total: rows.length,
      from: '2026-11-18',
      to: '2026-11-24',
      timeZone: 'UTC',
      rollup: 'hourly',
    },
  };
}

function renderReport(
  role: UserRole,
  url: string,
  body: PerformanceResponse | Response,
  extra: Parameters<typeof stubApi>[0] = {},
) {
  const path = `/${role}/report/performance`;
  const { calls } = stubApi({
    ...NO_COLUMN_CHOICES,
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig({ timezone: 'UTC' }) }),
    [`GET ${REPORT_URL}`]: () => (body instanceof Response ? body.clone() : jsonResponse(200, body)),
    ...extra,
  });
  const view = renderPage(
    <PerformanceReportPage
      role={role}
      screen={createScreenMeta('Performance Report', 'Reports')}
      conversionsPath={role === 'admin' ? '/admin/report/conversion' : `/${role}/report/conversions`}
    />,
    { path, url: `${path}${url}` },
  );
  return { ...view, calls };
}

const table = () => screen.findByRole('table', { name: 'Performance report' });

test('admin: the URL is the query; rows, metrics from contracts and a totals row', async () => {
  const { calls } = renderReport(
    'admin',
    '?from=2026-11-18&to=2026-11-24&groupBy=date,offer&country=DE&sort=payout&order=desc',
    answer([row('2026-11-23')]),
  );
  const report = await table();
  const [first] = queriesTo(calls, REPORT_URL).filter((q) => q.get('groupBy') === 'date,offer');
  expect(Object.fromEntries(first ?? [])).toMatchObject({
    from: '2026-11-18',
    to: '2026-11-24',
    groupBy: 'date,offer',
    country: 'DE',
    sort: 'payout',
    order: 'desc',
  });
  const dataRow = within(report).getByRole('row', { name: /#1024 Summer Sale/ });
  // CR = (4 + 1) / 100; EPC = 20.00 / 100; profit 12.00; margin 37.5%.
  for (const text of ['5.00%', '$0.20', '$12.00', '37.50%', '$32.00']) {
    expect(within(dataRow).getByText(text)).toBeInTheDocument();
  }
  // Grouped by two, the totals label keeps to the frozen first column, as wide as the rows' own.
  const totals = within(report).getByRole('row', { name: /Total/ });
  const [label, besideLabel] = within(totals).getAllByRole('cell');
  expect(label).toHaveTextContent('Total');
  expect(label).not.toHaveAttribute('colspan');
  expect(besideLabel).toHaveTextContent('');
  expect(screen.getByRole('img', { name: /CR: Conversion rate/ })).toBeInTheDocument();
});

test('metric columns the user hid stay hidden; choosing more saves them; the first dimension stays', async () => {
  const { user, calls } = renderReport(
    'admin',
    '?from=2026-11-18&to=2026-11-24&groupBy=offer',
    answer([row('2026-11-23')]),
    {
      'GET /api/v1/me/report-columns': () =>
        jsonResponse(200, { data: [{ table: 'performance', hidden: ['duplicateClicks', 'margin'] }] }),
      'PUT /api/v1/me/report-columns': (init) => {
        const body = init.body as FormData;
        return jsonResponse(200, { data: { table: body.get('table'), hidden: body.getAll('hidden[]') } });
      },
    },
  );
  const report = await table();
  const headers = () =>
    within(report)
      .getAllByRole('columnheader')
      .map((th) => th.textContent ?? '');
  await waitFor(() => expect(headers().some((h) => h.includes('Margin'))).toBe(false));
  expect(headers().some((h) => h.includes('Duplicate clicks'))).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Columns (2 hidden)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Columns shown' });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Gross clicks' }));

  await waitFor(() => expect(headers().some((h) => h.includes('Gross clicks'))).toBe(false));
  expect(headers()[0]).toContain('Offer');
  await waitFor(() =>
    expect(sentForm(calls, '/api/v1/me/report-columns').getAll('hidden[]')).toEqual([
      'grossClicks',
      'duplicateClicks',
      'margin',
    ]),
  );
});

test('publisher: no revenue, profit or margin columns', async () => {
  renderReport(
    'publisher',
    '?from=2026-11-18&to=2026-11-24',
    answer([row('2026-11-23', { revenue: null, pendingRevenue: null, sale: null, pendingSale: null })]),
  );
  const report = await table();
  const headers = within(report)
    .getAllByRole('columnheader')
    .map((th) => th.textContent ?? '');
  expect(headers.join('|')).toContain('Payout');
  for (const hidden of ['Revenue', 'Profit', 'Margin', 'Sale amount']) {
    expect(headers.some((h) => h.includes(hidden))).toBe(false);
  }
});

test('advertiser: revenue but no payout, EPC, profit or margin', async () => {
  renderReport(
    'advertiser',
    '?from=2026-11-18&to=2026-11-24',
    answer([row('2026-11-23', { payout: null, pendingPayout: null })]),
  );
  const report = await table();
  const headers = within(report)
    .getAllByRole('columnheader')
    .map((th) => th.textContent ?? '');
  expect(headers.join('|')).toContain('Revenue');
  for (const hidden of ['Payout', 'EPC', 'Profit', 'Margin']) {
    expect(headers.some((h) => h.includes(hidden))).toBe(false);
  }
});

test('a conversion figure opens the conversion report with the same filters and the row’s values', async () => {
  const { user, router } = renderReport(
    'admin',
    '?from=2026-11-18&to=2026-11-24&groupBy=date,offer&country=DE&tz=Europe/Berlin',
    answer([row('2026-11-23')]),
  );
  const report = await table();
  const dataRow = within(report).getByRole('row', { name: /#1024 Summer Sale/ });
  await user.click(within(dataRow).getByRole('link', { name: '4' }));
  const location = new URL(locationOf(router), 'http://localhost');
  expect(location.pathname).toBe('/admin/report/conversion');
  expect(Object.fromEntries(location.searchParams)).toEqual({
    from: '2026-11-23',
    to: '2026-11-23',
    tz: 'Europe/Berlin',
    country: 'DE',
    offerId: OFFER_ID,
    status: 'approved',
  });
});

test('clicking a value filters by it; the chip removes it again', async () => {
  const { user, router } = renderReport(
    'admin',
    '?from=2026-11-18&to=2026-11-24&groupBy=offer',
    answer([row('2026-11-23')]),
  );
  const report = await table();
  await user.click(within(report).getByRole('button', { name: '#1024 Summer Sale' }));
  expect(locationOf(router)).toContain(`offerId=${OFFER_ID}`);
  await user.click(await screen.findByRole('button', { name: 'Remove filter Offer' }));
  expect(locationOf(router)).not.toContain('offerId');
});

test('the group-by picker offers Creative; a creative’s row filters by it, named in its chip', async () => {
  const creativeId = '7c1d9b0a-4e8f-4d63-8b72-2e3f4a5b6c7d';
  const byCreative: PerformanceRow = {
    dimensions: { creative: { value: creativeId, label: 'Spring banner 300×250' } },
    currency: 'USD',
    counters: counters(),
  };
  const { user, router } = renderReport(
    'publisher',
    '?from=2026-11-18&to=2026-11-24&groupBy=offer',
    answer([byCreative]),
  );
  await table();
  await user.click(screen.getByRole('combobox', { name: /Group by/ }));
  await user.click(await screen.findByRole('option', { name: 'Creative' }));
  await waitFor(() => expect(locationOf(router)).toContain('groupBy=offer%2Ccreative'));
  const report = await table();
  await user.click(within(report).getByRole('button', { name: 'Spring banner 300×250' }));
  expect(locationOf(router)).toContain(`creativeId=${creativeId}`);
  expect(await screen.findByText('Creative: Spring banner 300×250')).toBeInTheDocument();
});

test('empty and error states', async () => {
  renderReport('admin', '?from=2026-11-18&to=2026-11-24', answer([], []));
  expect(await screen.findByText('No traffic in this range')).toBeInTheDocument();
});

test('a failed report says so and offers a retry', async () => {
  renderReport(
    'admin',
    '?from=2026-11-18&to=2026-11-24',
    jsonResponse(500, { message: 'Database unavailable' }),
  );
  expect(await screen.findByText('The report could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('compare asks for the same number of days just before the range', async () => {
  const { calls } = renderReport(
    'admin',
    '?from=2026-11-18&to=2026-11-24&compare=1',
    answer([row('2026-11-23')]),
  );
  expect(
    await screen.findByRole('table', { name: 'Comparison with the previous period' }),
  ).toBeInTheDocument();
  const previous = queriesTo(calls, REPORT_URL).find((q) => q.get('from') === '2026-11-11');
  expect(previous?.get('to')).toBe('2026-11-17');
});

test('Export CSV downloads the whole report with the same query, with the session token', async () => {
  const { user } = renderReport(
    'admin',
    '?from=2026-11-18&to=2026-11-24&groupBy=offer&page=2',
    answer([row('2026-11-23')]),
  );
  await table();
  const exportUrl = '/api/v1/reports/performance/export';
  const { fetchMock } = stubApi({
    ...NO_COLUMN_CHOICES,
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig({ timezone: 'UTC' }) }),
    [`GET ${REPORT_URL}`]: () => jsonResponse(200, answer([row('2026-11-23')])),
    [`GET ${exportUrl}`]: () =>
      new Response('"Offer"\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="performance-x.csv"',
        },
      }),
  });
  URL.createObjectURL = () => 'blob:report';
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  const exported = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith(exportUrl));
  const params = new URL(exported ?? '', 'http://localhost').searchParams;
  expect(Object.fromEntries(params)).toMatchObject({
    from: '2026-11-18',
    to: '2026-11-24',
    groupBy: 'offer',
  });
  expect(params.has('page')).toBe(false);
  expect(click.mock.instances[0]).toMatchObject({ download: 'performance-x.csv' });
});

test('past 31 days the group-by picker disables what would combine sub ids with country and says why', async () => {
  const { user } = renderReport(
    'admin',
    '?from=2026-10-01&to=2026-11-24&groupBy=sub1',
    answer([row('2026-11-23')]),
  );
  await table();
  const picker = screen.getByRole('combobox', { name: /Group by/ });
  expect(screen.getByText(/choose 31 days or fewer/)).toBeInTheDocument();
  await user.click(picker);
  for (const combined of ['Country', 'Event', 'Device', 'Landing page', 'Creative']) {
    expect(await screen.findByRole('option', { name: combined })).toHaveAttribute('data-combobox-disabled');
  }
  for (const alone of ['Sub2', 'Source', 'Offer', 'Date']) {
    expect(screen.getByRole('option', { name: alone })).not.toHaveAttribute('data-combobox-disabled');
  }
});

test('within 31 days sub ids and country combine, and the dates then say they stop at 31 days', async () => {
  const { user, router } = renderReport(
    'admin',
    '?from=2026-11-18&to=2026-11-24&groupBy=sub1',
    answer([row('2026-11-23')]),
  );
  await table();
  expect(screen.queryByText(/choose 31 days or fewer/)).toBeNull();
  await user.click(screen.getByRole('combobox', { name: /Group by/ }));
  const country = await screen.findByRole('option', { name: 'Country' });
  expect(country).not.toHaveAttribute('data-combobox-disabled');
  await user.click(country);
  await waitFor(() => expect(locationOf(router)).toContain('groupBy=sub1%2Ccountry'));
  expect(
    await screen.findByText(/^At most 31 days: sub ids or source with event, country/),
  ).toBeInTheDocument();
});

test('a range an old link holds that the server refuses says why, not only that fields were invalid', async () => {
  renderReport(
    'admin',
    '?from=2026-09-01&to=2026-11-24&groupBy=sub1,country',
    jsonResponse(422, {
      message: 'The request has invalid fields',
      errors: { to: ['Sub ids or source together with country: choose at most 31 days'] },
    }),
  );
  expect(await screen.findByText(/choose at most 31 days/)).toBeInTheDocument();
  expect(screen.queryByText('The request has invalid fields')).toBeNull();
  expect(screen.getByText('Choose at most 31 days')).toBeInTheDocument();
});
