import { USER_ROLES } from '@affnet/contracts';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeEach, expect, test } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { createAppConfig, createSessionUser } from '../testing/factories';
import { pageOf } from '../testing/offer-factories';
import { createTestRouter, renderWithProviders } from '../testing/render-app';
import { jsonResponse, stubApi } from '../testing/stub-api';
import { App } from './app';
import { AUTH_ROUTES } from './auth-routes';
import { portalChildren } from './portal-routes';
import type { AppRouteHandle } from './route-handle';
import { routesOf } from './route-table';

beforeEach(() => {
  document.title = '';
  useAuthStore.getState().clear();
});

function renderAt(url: string, handlers: Parameters<typeof stubApi>[0] = {}) {
  stubApi({
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig({ name: 'Demo Network' }) }),
    'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
    ...handlers,
  });
  renderWithProviders(<App router={createTestRouter(url)} />);
}

const handleOf = (route: RouteObject) => (route.handle ?? {}) as AppRouteHandle;

test('every screen of every portal, and every auth screen, carries the title its tab shows', () => {
  for (const role of USER_ROLES) {
    const screens = portalChildren(role).filter((route) => !('loader' in route));
    expect(screens.map((route) => handleOf(route).entry?.title)).toEqual(
      routesOf(role).map((entry) => entry.title),
    );
  }
  expect(AUTH_ROUTES.map((route) => handleOf(route).title)).toEqual([
    'Sign in',
    'Forgot your password?',
    'Choose a new password',
    'Sign up as a publisher',
    'Sign up as an advertiser',
  ]);
});

test('a portal screen names the tab after its route-table title and the network', async () => {
  useAuthStore.getState().setSession('token-1', createSessionUser('admin'));
  renderAt('/admin/offer/categories', {
    'GET /api/v1/offer-categories': () => jsonResponse(200, pageOf([])),
  });
  await screen.findByRole('heading', { level: 1, name: 'Offer Categories' });
  await waitFor(() => expect(document.title).toBe('Offer Categories · Demo Network'));
});

test('the sign-in screen names the tab', async () => {
  renderAt('/auth/login');
  await screen.findByRole('heading', { name: 'Sign in' });
  await waitFor(() => expect(document.title).toBe('Sign in · Demo Network'));
});

test('the not-found screen names the tab', async () => {
  useAuthStore.getState().setSession('token-1', createSessionUser('employee'));
  renderAt('/employee/no/such/screen');
  await screen.findByRole('heading', { name: 'Page Not Found' });
  await waitFor(() => expect(document.title).toBe('Page Not Found · Demo Network'));
});
