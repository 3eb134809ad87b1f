import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { createAppConfig, createOffer, createSessionUser } from '../../testing/factories';
import { pageOf } from '../../testing/offer-factories';
import { createTestRouter, currentPath, renderWithProviders, settled } from '../../testing/render-app';
import { jsonResponse, stubApi } from '../../testing/stub-api';
import { App } from '../app';

function renderPortal(url: string, handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig({ name: 'Acme Network' }) }),
    'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
    'POST /api/v1/auth/logout': () => new Response(null, { status: 204 }),
    ...handlers,
  });
  const router = createTestRouter(url);
  renderWithProviders(<App router={router} />);
  return { router, ...api, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => {
  useAuthStore
    .getState()
    .setSession('token-1', createSessionUser('admin', { name: 'Ada Admin', email: 'ada@acme.example' }));
});

describe('portal screens', () => {
  test('an unbuilt screen shows the title and description from the route table', async () => {
    // An unbuilt screen's placeholder shows the entry's description.
    renderPortal('/admin/fraud-tool');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fraud Tool' })).toBeInTheDocument();
    expect(
      screen.getByText('Suspicious clicks and conversions, and the rules that flag them.'),
    ).toBeInTheDocument();
  });

  test('a built screen shows its title and breadcrumbs from the route table', async () => {
    renderPortal('/admin/report/performance', {
      'GET /api/v1/reports/performance': () =>
        jsonResponse(200, {
          data: [],
          totals: [],
          meta: {
            page: 1,
            perPage: 25,
            total: 0,
            from: '2026-11-18',
            to: '2026-11-24',
            timeZone: 'UTC',
            rollup: 'hourly',
          },
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance Report' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(within(breadcrumbs).getByText('Reports')).toBeInTheDocument();
  });

  test('the offer editor tabs link the same offer and mark the open tab', async () => {
    const offer = createOffer();
    const base = `/api/v1/offers/${offer.id}`;
    const { router, user } = renderPortal(`/admin/offer/${offer.id}/postback`, {
      [`GET ${base}`]: () => jsonResponse(200, { data: offer }),
      'GET /api/v1/publisher-postbacks': () => jsonResponse(200, pageOf([])),
      [`GET ${base}/tracking-link/publishers`]: () => jsonResponse(200, { data: [] }),
      'GET /api/v1/creatives': () => jsonResponse(200, pageOf([])),
      'GET /api/v1/publishers': () => jsonResponse(200, pageOf([])),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer Postback' })).toBeInTheDocument();
    expect(await screen.findAllByRole('tab')).toHaveLength(13);
    expect(screen.getByRole('tab', { name: 'Postback' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Tracking Link' }));
    expect(await screen.findByRole('region', { name: 'Link generator' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tracking Link' })).toHaveAttribute('aria-selected', 'true');
    expect(currentPath(router)).toBe(`/admin/offer/${offer.id}/tracking-link`);
  });

  test('a screen with an optional id opens with and without it', async () => {
    useAuthStore.getState().setSession('token-2', createSessionUser('publisher'));
    renderPortal('/publisher/tools/postback/log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Postback Logs' })).toBeInTheDocument();
  });
});

describe('layout', () => {
  test("shows the network's name and the role's sidebar with the current section open", async () => {
    renderPortal('/admin/offer/5/integration');
    await screen.findByRole('heading', { level: 1, name: 'Offer Integration' });
    expect(within(screen.getByRole('banner')).getByText('Acme Network')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Manage Offers' })).toHaveAttribute(
      'href',
      '/admin/offer/manage',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Offer General' })).not.toBeInTheDocument();
  });

  test('the user menu shows name, e-mail and role, and signs out even when logout fails', async () => {
    const { router, calls, user } = renderPortal('/admin/dashboard', {
      'POST /api/v1/auth/logout': () => jsonResponse(500, { message: 'Internal Server Error' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu of Ada Admin' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ada@acme.example')).toBeInTheDocument();
    expect(within(menu).getByText('Admin')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    await settled(router);
    expect(currentPath(router)).toBe('/auth/login');
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/v1/auth/logout')).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, redirectTarget: null });
  });

  test('a publisher’s menu shows their publisher number', async () => {
    useAuthStore
      .getState()
      .setSession('token-3', createSessionUser('publisher', { name: 'Pat Media', partnerRef: 1042 }));
    const { user } = renderPortal('/publisher/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu of Pat Media' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(/ID #1042$/)).toBeInTheDocument();
  });
});
