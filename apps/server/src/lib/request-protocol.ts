import type { FastifyRequest } from 'fastify';

/**
 * The request's scheme: `request.protocol` reads X-Forwarded-Proto from a trusted proxy as it
 * comes (a proxy that passes the client's header through would let `javascript` into an e-mailed
 * link), so anything but http or https falls back to the connection's own.
 */
export function protocolOf(request: FastifyRequest): 'http' | 'https' {
  const forwarded = request.protocol?.trim().toLowerCase();
  if (forwarded === 'http' || forwarded === 'https') return forwarded;
  return (request.raw.socket as { encrypted?: boolean } | null)?.encrypted ? 'https' : 'http';
}
