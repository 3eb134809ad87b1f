import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** The app's real route tree in a memory router that starts at `url`. */
export function createTestRouter(url: string): TestRouter {
  return createAppRouter((routes, options) =>
    createMemoryRouter(routes, { ...options, initialEntries: [url] }),
  );
}

/** Resolves once the router has settled (first load done, no navigation under way). */
export function settled(router: TestRouter): Promise<void> {
  const isIdle = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (isIdle()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!isIdle()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Full path (path + query + hash) the router is at. */
export function currentPath(router: TestRouter): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

/** Renders with the app's providers: a fresh QueryClient without retries, Mantine in test mode. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return {
    queryClient,
    ...render(
      <AppProviders queryClient={queryClient} env="test">
        {ui}
      </AppProviders>,
    ),
  };
}
