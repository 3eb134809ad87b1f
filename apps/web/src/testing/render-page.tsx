import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Shows where the router ended up, so tests can assert a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

type RenderPageOptions = { path: string; url?: string };

/**
 * Renders one page in a memory router (any other path shows a location probe) with a fresh
 * QueryClient without retries, Mantine in test mode (no transitions, no portals) and toasts.
 */
export function renderPage(page: ReactElement, { path, url = path }: RenderPageOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}

export type PageUser = ReturnType<typeof renderPage>['user'];

/** Path and query string the router is at. */
export function locationOf(router: ReturnType<typeof renderPage>['router']): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
