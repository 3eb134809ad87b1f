import { vi } from 'vitest';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (init: RequestInit, url: URL) => Response | Promise<Response>;
export type ApiCall = {
  method: string;
  /** The URL as requested, query string included. */
  url: string;
  headers: Record<string, string>;
  body: RequestInit['body'];
};

/**
 * Stubs `fetch` with one handler per "METHOD /api/path" and records the calls. A key with a
 * query string matches only that URL; one without matches the path with any query. A call
 * without a handler fails loudly, so no test depends on a request it did not expect.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    calls.push({ method, url, headers: (init.headers ?? {}) as Record<string, string>, body: init.body });
    const handler = handlers[`${method} ${url}`] ?? handlers[`${method} ${parsed.pathname}`];
    if (!handler) throw new Error(`Unexpected request: ${method} ${url}`);
    return handler(init, parsed);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The query of each call to `path` (any query), in order. */
export function queriesTo(calls: ApiCall[], path: string, method = 'GET'): URLSearchParams[] {
  return calls
    .filter((call) => call.method === method && call.url.split('?')[0] === path)
    .map((call) => new URL(call.url, 'http://localhost').searchParams);
}

/** The multipart body of the first call to `url` that sent one. */
export function sentForm(calls: ApiCall[], url: string): FormData {
  const call = calls.find((candidate) => candidate.url === url && candidate.body instanceof FormData);
  if (!(call?.body instanceof FormData)) throw new Error(`No multipart request to ${url}`);
  return call.body;
}

/** The signed-in user has hidden no report column yet (`GET /api/v1/me/report-columns`). */
export const NO_COLUMN_CHOICES: Record<string, Handler> = {
  'GET /api/v1/me/report-columns': () => jsonResponse(200, { data: [] }),
};
