import type { FastifyRequest } from 'fastify';

/** Query names whose values are credentials: reset and invitation tokens, later API keys and signatures. */
const SECRET_NAME = /token|secret|passw|key|sig|code|auth|session/i;

/**
 * The URL with the values of credential-like query parameters replaced, so a reset or invitation
 * link opened in the browser (`/auth/reset-password?token=...`) leaves no usable token in the logs.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed name is logged as sent; its value is still judged by the raw name.
      }
      return value.length > 0 && SECRET_NAME.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's own request log fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
