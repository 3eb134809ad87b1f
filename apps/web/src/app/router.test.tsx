import { screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { createAppConfig, createSessionUser } from '../testing/factories';
import { createTestRouter, currentPath, renderWithProviders, settled } from '../testing/render-app';
import { jsonResponse, stubApi } from '../testing/stub-api';

// React Router reports route-tree mistakes (a leaf without an element, no match) with console.warn.
let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  });
  useAuthStore.getState().clear();
  stubApi({
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig() }),
    'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
  });
});
afterEach(() => {
  expect(warnings, 'warnings while rendering the route tree').toEqual([]);
});

/** Renders the real route tree at `url` and waits until its redirects are done. */
async function renderAt(url: string) {
  const router = createTestRouter(url);
  renderWithProviders(<RouterProvider router={router} />);
  await settled(router);
  return router;
}

test.each(['/', '/auth'])('signed out, %s redirects to login without a warning', async (url) => {
  const router = await renderAt(url);
  expect(currentPath(router)).toBe('/auth/login');
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
});

test.each([
  ['/', '/admin/dashboard'],
  ['/admin', '/admin/dashboard'],
  ['/somewhere/else', '/not-found'],
  ['/admin/offer/view/abc', '/admin/offer/abc/general'],
])('signed in, %s redirects to %s without a warning', async (url, target) => {
  useAuthStore.getState().setSession('token-1', createSessionUser('admin'));
  const router = await renderAt(url);
  expect(currentPath(router)).toBe(target);
});
