import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import defaultLogoUrl from '../assets/default-logo.svg';
import { APP_CONFIG_CACHE_KEY } from '../lib/app-config-cache';
import { useAuthStore } from '../stores/auth-store';
import { createAppConfig, createSessionUser } from '../testing/factories';
import { createTestRouter, renderWithProviders } from '../testing/render-app';
import { jsonResponse, stubApi } from '../testing/stub-api';
import { App } from './app';

/** The first render of a lazy route transforms its modules, which can take a few seconds. */

function renderApp(url: string) {
  const router = createTestRouter(url);
  return { router, ...renderWithProviders(<App router={router} />) };
}

function answerWithConfig(config = createAppConfig()) {
  return { 'GET /api/v1/app': () => jsonResponse(200, { data: config }) };
}

beforeEach(() => {
  useAuthStore.getState().setSession('token-1', createSessionUser('admin', { name: 'Ada Admin' }));
  document.title = '';
});

describe('app configuration', () => {
  test("shows 'Loading App...' with a spinner while the configuration loads", async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      'GET /api/v1/app': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
    });
    renderApp('/not-found');
    expect(screen.getByRole('status')).toHaveTextContent('Loading App...');
    answer(jsonResponse(200, { data: createAppConfig() }));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Loading App...')).not.toBeInTheDocument();
  });

  test('sets the document title and favicon from the configuration', async () => {
    stubApi({
      ...answerWithConfig(createAppConfig({ name: 'Acme Network', favicon: '/files/acme.ico' })),
      'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
    });
    renderApp('/not-found');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(document.title).toBe('Page Not Found · Acme Network');
    expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/files/acme.ico');
  });

  test('on failure keeps the last good configuration and logs the error', async () => {
    localStorage.setItem(APP_CONFIG_CACHE_KEY, JSON.stringify(createAppConfig({ name: 'Cached Network' })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'GET /api/v1/app': () => jsonResponse(500, { message: 'Internal Server Error' }),
      'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
    });
    renderApp('/not-found');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(document.title).toBe('Page Not Found · Cached Network');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('app configuration'), expect.anything());
  });

  test("falls back to 'My App' and the default logo when there was never a configuration", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'GET /api/v1/app': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard · My App');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('My App')).toBeInTheDocument();
    expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe(defaultLogoUrl);
    expect(within(banner).getByRole('presentation')).toHaveAttribute('src', defaultLogoUrl);
  });
});

describe('inactive network', () => {
  test('replaces the whole app with the Account Not Active screen', async () => {
    stubApi(answerWithConfig(createAppConfig({ status: 'suspended', supportEmail: 'help@acme.example' })));
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Account Not Active' })).toBeInTheDocument();
    expect(
      screen.getByText('No worries! You can easily reactivate your account and get back to business.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'mailto:help@acme.example',
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  test('/not-active shows the same screen', async () => {
    stubApi({
      ...answerWithConfig(createAppConfig({ supportEmail: 'care@acme.example' })),
      'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
    });
    renderApp('/not-active');
    expect(await screen.findByRole('heading', { name: 'Account Not Active' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'mailto:care@acme.example',
    );
  });
});

test('the not-found screen links home', async () => {
  stubApi({
    ...answerWithConfig(),
    'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
  });
  renderApp('/admin/unknown/screen');
  expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

describe('session refresh', () => {
  test('with a stored token, asks the server for the user and updates the store', async () => {
    const fresh = { ...createSessionUser('admin'), name: 'Renamed Admin' };
    const { calls } = stubApi({
      ...answerWithConfig(),
      'GET /api/v1/auth/me': () => jsonResponse(200, { data: fresh }),
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('button', { name: 'Account menu of Renamed Admin' })).toBeInTheDocument();
    expect(useAuthStore.getState().user).toEqual(fresh);
    expect(calls.find((call) => call.url === '/api/v1/auth/me')?.headers.Authorization).toBe(
      'Bearer token-1',
    );
  });
});
