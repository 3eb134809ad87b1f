import type { FastifyRequest } from 'fastify';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin for links in e-mails. The Host header is attacker-controlled, so it is used only
 * when it is one of the tenant's registered domains or a local address; otherwise PUBLIC_URL
 * (or, without one, localhost). This is what stops reset-link poisoning.
 */
export function trustedOrigin(request: FastifyRequest, publicUrl: string | undefined, port: number): string {
  const hostname = request.hostname.toLowerCase();
  if (request.isTenantDomain || LOCAL_HOSTS.has(hostname)) return `${request.protocol}://${request.host}`;
  if (publicUrl && request.tenant.isDefault) return publicUrl;
  return `http://localhost:${port}`;
}
