import type { BaseCounters, Dashboard, DashboardFigures } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import type { DashboardPortal } from '../api/dashboard-portal';
import DashboardPage from './dashboard-page';

const OFFER_ID = '00000000-0000-4000-8000-0000000000a1';
const PUBLISHER_ID = '00000000-0000-4000-8000-0000000000b1';

function counters(overrides: Partial<BaseCounters>): BaseCounters {
  return {
    impressions: 0,
    grossClicks: 0,
    uniqueClicks: 0,
    duplicateClicks: 0,
    invalidClicks: 0,
    approvedConversions: 0,
    pendingConversions: 0,
    rejectedConversions: 0,
    payout: '0.00',
    pendingPayout: '0.00',
    revenue: '0.00',
    pendingRevenue: '0.00',
    sale: '0.00',
    pendingSale: '0.00',
    ...overrides,
  };
}

/** Figures of one USD period; `hide` blanks what the role may not see, as the server does. */
function figures(clicks: number, conversions: number, money: Partial<BaseCounters>): DashboardFigures {
  const usd = counters({
    grossClicks: clicks,
    uniqueClicks: clicks,
    approvedConversions: conversions,
    ...money,
  });
  const noMoney = counters({ grossClicks: clicks, uniqueClicks: clicks, approvedConversions: conversions });
  for (const key of [
    'payout',
    'pendingPayout',
    'revenue',
    'pendingRevenue',
    'sale',
    'pendingSale',
  ] as const) {
    noMoney[key] = null;
  }
  return { all: noMoney, byCurrency: [{ currency: 'USD', counters: usd }] };
}

function dashboardOf(money: Partial<BaseCounters>, withPublishers: boolean): Dashboard {
  const trend = Array.from({ length: 30 }, (_, index) => ({
    day: new Date(Date.UTC(2026, 10, index - 5)).toISOString().slice(0, 10),
    figures: figures(index, 0, money),
  }));
  return {
    tz: 'UTC',
    today: { from: '2026-11-24', to: '2026-11-24', figures: figures(120, 4, money) },
    yesterday: { from: '2026-11-23', to: '2026-11-23', figures: figures(100, 3, money) },
    last7Days: { from: '2026-11-18', to: '2026-11-24', figures: figures(700, 20, money) },
    trend,
    topOffers: [{ id: OFFER_ID, name: 'Summer Sale', figures: figures(300, 9, money) }],
    ...(withPublishers
      ? { topPublishers: [{ id: PUBLISHER_ID, name: 'Traffic Co', figures: figures(200, 5, money) }] }
      : {}),
  };
}

function openDashboard(portal: DashboardPortal, dashboard: Dashboard) {
  const api = stubApi({
    [`GET /api/v1/${portal === 'admin' ? '' : `${portal}/`}dashboard`]: () =>
      jsonResponse(200, { data: dashboard }),
    'GET /api/v1/cap-pacing': () => jsonResponse(200, { data: [] }),
    'GET /api/v1/publisher/cap-pacing': () => jsonResponse(200, { data: [] }),
  });
  const view = renderPage(
    <DashboardPage
      portal={portal}
      screen={createScreenMeta('Dashboard', 'Dashboard')}
      reportPath={`/${portal}/report/performance`}
    />,
    { path: `/${portal}/dashboard` },
  );
  return { ...api, ...view };
}

test('admin: today, yesterday and 7 days with revenue, payout and profit, each linked to its report', async () => {
  openDashboard('admin', dashboardOf({ payout: '50.00', revenue: '80.00' }, true));
  const table = await screen.findByRole('table', { name: 'Today, yesterday and the last 7 days' });
  const today = within(table).getByRole('link', { name: 'Gross clicks today: 120' });
  expect(new URL(today.getAttribute('href') ?? '', 'http://x').searchParams.toString()).toBe(
    'from=2026-11-24&to=2026-11-24&tz=UTC&groupBy=hour',
  );
  expect(within(table).getByRole('link', { name: 'Conversions last 7 days: 20' })).toHaveAttribute(
    'href',
    '/admin/report/performance?from=2026-11-18&to=2026-11-24&tz=UTC&groupBy=date',
  );
  expect(within(table).getByRole('link', { name: 'Profit today: $30.00' })).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'Revenue yesterday: $80.00' })).toBeInTheDocument();

  const offers = screen.getByRole('table', { name: 'Top offers' });
  expect(within(offers).getByRole('link', { name: 'Summer Sale' })).toHaveAttribute(
    'href',
    `/admin/report/performance?from=2026-11-18&to=2026-11-24&tz=UTC&offerId=${OFFER_ID}&groupBy=date`,
  );
  const publishers = screen.getByRole('table', { name: 'Top publishers' });
  expect(within(publishers).getByRole('link', { name: 'Traffic Co' })).toHaveAttribute(
    'href',
    `/admin/report/performance?from=2026-11-18&to=2026-11-24&tz=UTC&publisherId=${PUBLISHER_ID}&groupBy=date`,
  );
  expect(
    screen.getByRole('figure', { name: /^Gross clicks a day over the last 30 days: click a day/ }),
  ).toBeInTheDocument();
  expect(await screen.findByText('No cap is full or on pace to fill this period.')).toBeInTheDocument();
});

test('publisher: earnings (payout) only, no revenue or profit rows, their caps', async () => {
  const { calls } = openDashboard('publisher', dashboardOf({ payout: '50.00', revenue: null }, false));
  const table = await screen.findByRole('table', { name: 'Today, yesterday and the last 7 days' });
  expect(within(table).getByRole('link', { name: 'Earnings today: $50.00' })).toHaveAttribute(
    'href',
    '/publisher/report/performance?from=2026-11-24&to=2026-11-24&tz=UTC&groupBy=hour',
  );
  expect(within(table).queryByText('Revenue')).toBeNull();
  expect(within(table).queryByText('Profit')).toBeNull();
  expect(screen.queryByRole('table', { name: 'Top publishers' })).toBeNull();
  expect(await screen.findByText('No cap applies to you.')).toBeInTheDocument();
  expect(calls.some((call) => call.url.startsWith('/api/v1/publisher/dashboard?tz='))).toBe(true);
});

test('advertiser: spend (revenue) only, no payout and no cap pacing', async () => {
  const { calls } = openDashboard('advertiser', dashboardOf({ payout: null, revenue: '80.00' }, false));
  const table = await screen.findByRole('table', { name: 'Today, yesterday and the last 7 days' });
  expect(within(table).getByRole('link', { name: 'Spend today: $80.00' })).toBeInTheDocument();
  expect(within(table).queryByText('Payout')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Cap pacing' })).toBeNull();
  expect(calls.some((call) => call.url.includes('cap-pacing'))).toBe(false);
});

test('a failed load says so and offers a retry', async () => {
  stubApi({ 'GET /api/v1/dashboard': () => jsonResponse(500, { message: 'Database unavailable' }) });
  renderPage(
    <DashboardPage
      portal="admin"
      screen={createScreenMeta('Dashboard', 'Dashboard')}
      reportPath="/admin/report/performance"
    />,
    { path: '/admin/dashboard' },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the dashboard');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
