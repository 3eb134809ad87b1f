import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { createAppConfig, createPublisher, createSessionUser } from '../testing/factories';
import { pageOf } from '../testing/offer-factories';
import { createTestRouter, currentPath, renderWithProviders, settled } from '../testing/render-app';
import { jsonResponse, stubApi } from '../testing/stub-api';
import { App } from './app';

function renderPortal(url: string, handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig({ name: 'Acme Network' }) }),
    'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
    ...handlers,
  });
  const router = createTestRouter(url);
  const user = userEvent.setup();
  renderWithProviders(<App router={router} />);
  return { router, user, ...api };
}

beforeEach(() => {
  useAuthStore.getState().setSession(
    'token-1',
    createSessionUser('employee', {
      name: 'Erin Staff',
      employeeRole: { id: crypto.randomUUID(), name: 'Publisher desk', dataScope: 'managed' },
      permissions: ['publishers.read'],
    }),
  );
});

test("an employee gets the admin's publisher list under their own prefix, and a sidebar of what they may open", async () => {
  const { calls } = renderPortal('/employee/publisher/manage', {
    'GET /api/v1/publishers': () => jsonResponse(200, pageOf([])),
    'GET /api/v1/account-managers': () => jsonResponse(200, { data: [] }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Publishers' })).toBeInTheDocument();
  expect(calls.some((call) => call.url.startsWith('/api/v1/publishers'))).toBe(true);
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByText('Publishers')).toBeInTheDocument();
  expect(within(nav).queryByText('Offers')).not.toBeInTheDocument();
  expect(within(nav).queryByText('Employees')).not.toBeInTheDocument();
  expect(within(nav).queryByText('Settings')).not.toBeInTheDocument();
});

test('a screen their role does not open is refused with the permission it needs, without calling the API', async () => {
  const { calls } = renderPortal('/employee/offer/manage');
  expect(await screen.findByText('Your role does not open this screen')).toBeInTheDocument();
  expect(screen.getByText(/It needs the permission "offers.read"/)).toBeInTheDocument();
  expect(calls.some((call) => call.url.startsWith('/api/v1/offers'))).toBe(false);
});

test('an admin page shown to an employee links the /employee screens, so a copied link opens them too', async () => {
  const publisher = createPublisher({ company: 'Linked Media' });
  const { router, user } = renderPortal('/employee/publisher/manage', {
    'GET /api/v1/publishers': () => jsonResponse(200, pageOf([publisher])),
    'GET /api/v1/account-managers': () => jsonResponse(200, { data: [] }),
    [`GET /api/v1/publishers/${publisher.id}`]: () => jsonResponse(200, { data: publisher }),
  });
  const link = await screen.findByRole('link', { name: 'Linked Media' });
  expect(link).toHaveAttribute('href', `/employee/publisher/view/${publisher.id}`);
  await user.click(link);
  await settled(router);
  expect(currentPath(router)).toBe(`/employee/publisher/view/${publisher.id}`);
});

test("the dashboard shows the figures of the employee's scope, each linked to their own performance report", async () => {
  useAuthStore.getState().setSession(
    'token-1',
    createSessionUser('employee', {
      employeeRole: { id: crypto.randomUUID(), name: 'Account Manager', dataScope: 'managed' },
      permissions: ['reports.read'],
    }),
  );
  const zero = {
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
  };
  const figures = (clicks: number, revenue: string) => {
    const counters = { ...zero, grossClicks: clicks, approvedConversions: 2, revenue };
    return { all: counters, byCurrency: [{ currency: 'USD', counters }] };
  };
  const { calls } = renderPortal('/employee/dashboard', {
    'GET /api/v1/dashboard': () =>
      jsonResponse(200, {
        data: {
          tz: 'UTC',
          today: { from: '2026-11-24', to: '2026-11-24', figures: figures(120, '40.00') },
          yesterday: { from: '2026-11-23', to: '2026-11-23', figures: figures(90, '30.00') },
          last7Days: { from: '2026-11-18', to: '2026-11-24', figures: figures(700, '200.00') },
          trend: [],
          topOffers: [],
        },
      }),
  });
  const table = await screen.findByRole('table', { name: 'Today, yesterday and the last 7 days' });
  expect(within(table).getByRole('link', { name: 'Gross clicks today: 120' })).toHaveAttribute(
    'href',
    '/employee/report/performance?from=2026-11-24&to=2026-11-24&tz=UTC&groupBy=hour',
  );
  expect(within(table).getByRole('link', { name: 'Revenue last 7 days: $200.00' })).toBeInTheDocument();
  expect(within(table).queryByText(/Payout|Profit/)).not.toBeInTheDocument();
  expect(
    screen.getByText(/Clicks, conversions and revenue of the publishers and advertisers you manage\./),
  ).toBeInTheDocument();
  expect(calls.some((call) => call.url.startsWith('/api/v1/dashboard?'))).toBe(true);
});
