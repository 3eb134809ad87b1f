import type { ServerResponse } from 'node:http';

/*
 * What the tracking context answers besides redirects: fixed plain text or a bare HTML page. Never
 * JSON, never the request's own words (no reflected input), never an internal detail. `no-store`:
 * a link that is not valid now may be tomorrow, and a proxy must not remember otherwise.
 */

const COMMON_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } as const;

export function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { ...COMMON_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

function pageOf(title: string, text: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><p>${text}</p></html>`;
}

const NOT_FOUND_PAGE = pageOf('Not found', 'This link is not valid.');
const FAILED_PAGE = pageOf('Try again later', 'Something went wrong. Try this link again in a moment.');

/** Unknown or malformed tracking links (and every path a tracking domain does not serve). */
export function sendNotFoundPage(response: ServerResponse): void {
  response.writeHead(404, { ...COMMON_HEADERS, 'content-type': 'text/html; charset=utf-8' });
  response.end(NOT_FOUND_PAGE);
}

/** A tracking handler failed; the error is logged, the visitor learns nothing of it. */
export function sendFailurePage(response: ServerResponse, status = 500): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, { ...COMMON_HEADERS, 'content-type': 'text/html; charset=utf-8' });
  response.end(FAILED_PAGE);
}
