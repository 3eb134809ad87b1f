import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { protocolOf } from '../lib/request-protocol';

/** One year, without includeSubDomains: a network's own domain may have subdomains it serves on plain http. */
export const HSTS_HEADER = 'max-age=31536000';

/**
 * Helmet's headers, with two rules of our own:
 * - HSTS only on answers to https requests (TLS here, or X-Forwarded-Proto https from a trusted
 *   proxy): RFC 6797 forbids it over plain http, and a network on a LAN address has no TLS at all.
 * - Every /api/ answer is `no-store` (tokens, personal data, demo passwords in the app config)
 *   unless its route set its own Cache-Control, as file downloads do.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'], // blob: previews a chosen image before upload
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Networks may run on plain http (a LAN address); upgrading would break every asset.
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (protocolOf(request) === 'https') reply.header('strict-transport-security', HSTS_HEADER);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
