import type { SessionUser } from '@affnet/contracts';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { createScreenMeta, createSessionUser } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, stubApi } from '../../../testing/stub-api';
import { TEAM_LINKS } from '../testing/team-factories';
import EmployeeDashboardPage from './employee-dashboard-page';

const LINKS = {
  publishers: TEAM_LINKS.employees,
  advertisers: TEAM_LINKS.roles,
  access: '/employee/offer/access',
};
const publisher = { id: crypto.randomUUID(), ref: 1001, company: 'Northwind Media', status: 'pending' };

function openDashboard(user: SessionUser, handlers: Parameters<typeof stubApi>[0] = {}) {
  useAuthStore.getState().setSession('token-1', user);
  const api = stubApi({
    'GET /api/v1/publishers': (_init, url) =>
      jsonResponse(200, {
        data: [publisher],
        meta: { page: 1, perPage: 5, total: url.searchParams.get('status') === 'pending' ? 1 : 3 },
      }),
    ...handlers,
  });
  renderPage(
    <EmployeeDashboardPage
      screen={createScreenMeta('Dashboard', 'Dashboard')}
      links={LINKS}
      figures={(description) => <p>{`Figures: ${description}`}</p>}
    />,
    { path: '/employee/dashboard' },
  );
  return api;
}

test('a managed role: their own publishers and the ones waiting for approval; nothing their role does not open', async () => {
  const user = createSessionUser('employee', {
    name: 'Erin Staff',
    employeeRole: { id: crypto.randomUUID(), name: 'Account Manager', dataScope: 'managed' },
    permissions: ['publishers.read'],
  });
  const api = openDashboard(user);
  expect(await screen.findByText('3 in all')).toBeInTheDocument();
  expect(screen.getByText('Your publishers')).toBeInTheDocument();
  expect(screen.getByText('Your role sees the partners you manage.')).toBeInTheDocument();
  expect(screen.getByText('1 waiting for approval')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '#1001 Northwind Media' })).toBeInTheDocument();
  expect(screen.queryByText('Your advertisers')).not.toBeInTheDocument();
  expect(screen.queryByText('Access requests waiting')).not.toBeInTheDocument();
  // Without reports.read, no figures.
  expect(screen.queryByText(/^Figures:/)).not.toBeInTheDocument();
  for (const query of queriesTo(api.calls, '/api/v1/publishers')) {
    expect(query.get('accountManagerId')).toBe(user.id);
  }
});

test('an all-partners, read-only role: the network’s partners and figures, every request a link, none to decide', async () => {
  const user = createSessionUser('employee', {
    name: 'Nia Analyst',
    employeeRole: { id: crypto.randomUUID(), name: 'Network Analyst', dataScope: 'all' },
    permissions: ['publishers.read', 'offers.read', 'reports.read'],
  });
  const access = {
    id: crypto.randomUUID(),
    offer: { id: crypto.randomUUID(), ref: 1007, name: 'Summer Sale' },
    publisher: { id: publisher.id, ref: 1001, company: 'Northwind Media' },
  };
  const api = openDashboard(user, {
    'GET /api/v1/offer-access': () =>
      jsonResponse(200, { data: [access], meta: { page: 1, perPage: 5, total: 4 } }),
  });
  expect(await screen.findByText('3 in all')).toBeInTheDocument();
  expect(screen.getByText('Publishers')).toBeInTheDocument();
  expect(screen.getByText('Every publisher of the network, newest first.')).toBeInTheDocument();
  expect(screen.getByText('Your role sees every partner of the network.')).toBeInTheDocument();
  expect(screen.queryByText(/account manager/)).not.toBeInTheDocument();
  expect(
    screen.getByText(/^Figures: Clicks, conversions and revenue of every partner of the network\./),
  ).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: '4 waiting' })).toHaveAttribute(
    'href',
    '/employee/offer/access?status=pending',
  );
  expect(screen.queryByText(/to decide/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Northwind Media → Summer Sale' })).toHaveAttribute(
    'href',
    `/employee/offer/access?status=pending&offerId=${access.offer.id}&publisherId=${publisher.id}`,
  );
  for (const query of queriesTo(api.calls, '/api/v1/publishers')) {
    expect(query.has('accountManagerId')).toBe(false);
  }
});
