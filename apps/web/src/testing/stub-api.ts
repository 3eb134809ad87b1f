import { vi } from 'vitest';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (init: RequestInit) => Response | Promise<Response>;
export type ApiCall = { method: string; url: string; headers: Record<string, string> };

/**
 * Stubs `fetch` with one handler per "METHOD /api/path" and records the calls. A call without
 * a handler fails loudly, so no test depends on a request it did not expect.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, headers: (init.headers ?? {}) as Record<string, string> });
    const handler = handlers[`${method} ${url}`];
    if (!handler) throw new Error(`Unexpected request: ${method} ${url}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
