import type { FastifyRequest } from 'fastify';
import { protocolOf } from '../../lib/request-protocol';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A well-formed `name[:port]` Host header, lower-cased; anything else (e.g. `a.com:@b.com`) is null. */
function parseHostHeader(value: string | undefined): { hostname: string; authority: string } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(value?.trim().toLowerCase() ?? '');
  if (!match?.[1]) return null;
  return { hostname: match[1], authority: match[2] ? `${match[1]}:${match[2]}` : match[1] };
}

/**
 * The origin for links in e-mails. The Host header is attacker-controlled, so it is used only
 * when it is one of the tenant's registered domains or a local address; otherwise PUBLIC_URL
 * (or, without one, localhost). This is what stops reset-link poisoning. It reads the Host
 * header that chose the tenant, never X-Forwarded-Host (`request.host`), which a client can add
 * and a reverse proxy usually passes through.
 */
export function trustedOrigin(request: FastifyRequest, publicUrl: string | undefined, port: number): string {
  const host = parseHostHeader(request.headers.host);
  if (host && (request.isTenantDomain || LOCAL_HOSTS.has(host.hostname))) {
    return `${protocolOf(request)}://${host.authority}`;
  }
  if (publicUrl && request.tenant.isDefault) return publicUrl;
  return `http://localhost:${port}`;
}
