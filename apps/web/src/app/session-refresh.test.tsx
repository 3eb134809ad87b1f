import type { SessionUser } from '@affnet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { createAppConfig, createSessionUser } from '../testing/factories';
import { pageOf } from '../testing/offer-factories';
import { createTestRouter, renderWithProviders } from '../testing/render-app';
import { jsonResponse, stubApi } from '../testing/stub-api';
import { App } from './app';

/*
 * An admin narrows an employee's role while the employee is signed in: the API refuses at once,
 * and the employee's screens follow without a reload or a new sign-in (docs/team.md).
 */

const employee = createSessionUser('employee', {
  name: 'Erin Staff',
  employeeRole: { id: crypto.randomUUID(), name: 'Desk', dataScope: 'all' },
  permissions: ['publishers.read', 'offers.read'],
});
const narrowed: SessionUser = { ...employee, permissions: ['publishers.read'] };

/** The session as the server answers it: the full role first, the narrowed one from then on. */
function renderPortal(url: string, handlers: Parameters<typeof stubApi>[0]) {
  let meCalls = 0;
  const api = stubApi({
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig() }),
    'GET /api/v1/auth/me': () => {
      meCalls += 1;
      return jsonResponse(200, { data: meCalls === 1 ? employee : narrowed });
    },
    'GET /api/v1/account-managers': () => jsonResponse(200, { data: [] }),
    ...handlers,
  });
  renderWithProviders(<App router={createTestRouter(url)} />);
  return { ...api, meCalls: () => meCalls };
}

beforeEach(() => {
  useAuthStore.getState().setSession('token-1', employee);
});

test('a 403 from the API refreshes the session: the screen shows its refusal and the sidebar drops the item', async () => {
  const { calls } = renderPortal('/employee/offer/manage', {
    'GET /api/v1/offers': () => jsonResponse(403, { message: 'Your role does not allow this.' }),
  });

  expect(await screen.findByText('Your role does not open this screen')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await waitFor(() => expect(within(nav).queryByText('Offers')).not.toBeInTheDocument());
  expect(within(nav).getByText('Publishers')).toBeInTheDocument();
  expect(useAuthStore.getState().user?.permissions).toEqual(['publishers.read']);
  expect(calls.filter((call) => call.url.startsWith('/api/v1/offers')).length).toBeGreaterThan(0);
});

test('coming back to the tab asks for the session again, and the sidebar follows the narrowed role', async () => {
  const { meCalls } = renderPortal('/employee/publisher/manage', {
    'GET /api/v1/publishers': () => jsonResponse(200, pageOf([])),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Publishers' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByText('Offers')).toBeInTheDocument();
  await waitFor(() => expect(meCalls()).toBe(1));

  act(() => {
    window.dispatchEvent(new Event('visibilitychange'));
  });

  await waitFor(() => expect(within(nav).queryByText('Offers')).not.toBeInTheDocument());
  expect(meCalls()).toBe(2);
  expect(screen.getByRole('heading', { level: 1, name: 'Manage Publishers' })).toBeInTheDocument();
});
