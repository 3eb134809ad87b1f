import { screen } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { createScreenMeta, createSessionUser } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, stubApi } from '../../../testing/stub-api';
import { TEAM_LINKS } from '../testing/team-factories';
import EmployeeDashboardPage from './employee-dashboard-page';

const user = createSessionUser('employee', { name: 'Erin Staff', permissions: ['publishers.read'] });
const LINKS = {
  publishers: TEAM_LINKS.employees,
  advertisers: TEAM_LINKS.roles,
  access: '/employee/offer/access',
};

beforeEach(() => {
  useAuthStore.getState().setSession('token-1', user);
});

test('shows their own publishers and the ones waiting for approval; nothing their role does not open', async () => {
  const publisher = { id: crypto.randomUUID(), ref: 1001, company: 'Northwind Media', status: 'pending' };
  const api = stubApi({
    'GET /api/v1/publishers': (_init, url) =>
      jsonResponse(200, {
        data: [publisher],
        meta: { page: 1, perPage: 5, total: url.searchParams.get('status') === 'pending' ? 1 : 3 },
      }),
  });
  renderPage(<EmployeeDashboardPage screen={createScreenMeta('Dashboard', 'Dashboard')} links={LINKS} />, {
    path: '/employee/dashboard',
  });
  expect(await screen.findByText('3 in all')).toBeInTheDocument();
  expect(screen.getByText('1 waiting for approval')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '#1001 Northwind Media' })).toBeInTheDocument();
  expect(screen.queryByText('Your advertisers')).not.toBeInTheDocument();
  expect(screen.queryByText('Access requests waiting')).not.toBeInTheDocument();
  for (const query of queriesTo(api.calls, '/api/v1/publishers')) {
    expect(query.get('accountManagerId')).toBe(user.id);
  }
});
