import type { AppConfig } from '@affnet/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createAppConfig } from '../../../testing/factories';
import { jsonResponse } from '../../../testing/stub-api';

/** Shows where the router ended up, so tests can assert a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

type RenderPageOptions = { path: string; url?: string };

/**
 * Renders one auth page in a memory router (any other path shows a location probe) with a fresh
 * QueryClient without retries and Mantine in test mode (no transitions, no portals).
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
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, router };
}

export type PageUser = ReturnType<typeof renderPage>['user'];

type Handler = (init: RequestInit) => Response;
type FetchCall = { method: string; url: string; body: RequestInit['body'] };

/**
 * Stubs `fetch` with one handler per "METHOD /api/path" and records each call with its body.
 * Unknown calls fail loudly; GET /api/v1/app answers with `config`.
 */
export function stubAuthApi(handlers: Record<string, Handler>, config: AppConfig = createAppConfig()) {
  const calls: FetchCall[] = [];
  const all: Record<string, Handler> = {
    'GET /api/v1/app': () => jsonResponse(200, { data: config }),
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init.body });
      const handler = all[`${method} ${url}`];
      if (!handler) throw new Error(`Unexpected request: ${method} ${url}`);
      return handler(init);
    }),
  );
  return { calls };
}

/** The multipart body of the first call to `url`. */
export function sentForm(calls: FetchCall[], url: string): FormData {
  const call = calls.find((candidate) => candidate.url === url);
  if (!(call?.body instanceof FormData)) throw new Error(`No multipart request to ${url}`);
  return call.body;
}
