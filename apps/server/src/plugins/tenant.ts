import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Tenant, TenantResolver } from '../tenancy/index';

/** Endpoints a suspended tenant still answers: the client needs the config to show "not active". */
export const OPEN_WHEN_SUSPENDED = new Set(['/api/v1/app', '/api/v1/openapi.json', '/api/v1/health']);

/** Resolves `request.tenant` from the Host header before anything else runs. */
export const tenantPlugin = fp(async (app: FastifyInstance, opts: { resolver: TenantResolver }) => {
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.decorateRequest('isTenantDomain', false);
  app.addHook('onRequest', async (request) => {
    const resolved = await opts.resolver.resolve(request.headers.host);
    if (!resolved) throw new AppError('NOT_FOUND', 'No network is configured for this address.');
    const { tenant } = resolved;
    request.tenant = tenant;
    request.isTenantDomain = resolved.viaDomain;
    const path = request.url.split('?')[0] ?? '';
    if (tenant.status !== 'active' && path.startsWith('/api/') && !OPEN_WHEN_SUSPENDED.has(path)) {
      throw new AppError('FORBIDDEN', 'This network is not active. Contact support to reactivate it.');
    }
  });
});
