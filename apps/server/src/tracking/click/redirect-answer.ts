import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../../lib/escape-html';

/*
 * How a click leaves: a 302, or for `meta_refresh` offers a page that refreshes to the URL with
 * the referrer dropped (docs/offers.md "Redirect modes"). The URL is escaped for the HTML
 * attribute and the script string it appears in, never pasted raw.
 */

export type RedirectMode = 'redirect_302' | 'meta_refresh';

export type ClickCookie = { name: string; value: string; maxAgeSeconds: number; secure: boolean };

export { escapeHtml };

/** A JSON string literal that is also safe inside a <script> element. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function cookieHeaderOf(cookie: ClickCookie): string {
  const secure = cookie.secure ? '; Secure' : '';
  return `${cookie.name}=${cookie.value}; Max-Age=${cookie.maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

export function refreshPageOf(url: string): string {
  const attribute = escapeHtml(url);
  return (
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="referrer" content="no-referrer">' +
    `<meta http-equiv="refresh" content="0;url=${attribute}"><title>Redirecting</title>` +
    `<p><a href="${attribute}" rel="noreferrer">Continue</a></p>` +
    `<script>location.replace(${scriptString(url)})</script></html>`
  );
}

export function sendClickRedirect(
  response: ServerResponse,
  url: string,
  mode: RedirectMode,
  cookie: ClickCookie | null,
): void {
  // Headers as a flat list, one fixed shape per answer: no object grown per click.
  const headers = ['cache-control', 'no-store', 'referrer-policy', 'no-referrer'];
  if (cookie) headers.push('set-cookie', cookieHeaderOf(cookie));
  if (mode === 'meta_refresh') {
    headers.push('content-type', 'text/html; charset=utf-8', 'x-content-type-options', 'nosniff');
    response.writeHead(200, headers);
    response.end(refreshPageOf(url));
    return;
  }
  headers.push('location', url);
  response.writeHead(302, headers);
  response.end();
}
