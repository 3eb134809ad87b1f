import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { RequestAuth, RouteAuth } from './request-context';

/**
 * Who a bearer token signs in, for the request's network, or null (the auth module's session
 * lookup, handed in by app.ts so the platform layer sits below the panel's modules).
 */
export type SessionLookup = (tenantId: string, token: string) => Promise<RequestAuth | null>;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function authenticate(sessions: SessionLookup, request: FastifyRequest): Promise<RequestAuth | null> {
  const token = bearerToken(request);
  return token ? sessions(request.tenant.id, token) : Promise.resolve(null);
}

/** Applies a route's declared rule: 401 without a valid session, 403 for a role or permission it lacks. */
export function authorize(rule: RouteAuth, auth: RequestAuth | null): void {
  if (rule === 'public') return;
  if (!auth) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  const { user } = auth;
  if (!rule.roles.includes(user.role)) throw new AppError('FORBIDDEN', 'You do not have access to this.');
  if (rule.permission && user.role === 'employee' && !user.permissions.includes(rule.permission)) {
    throw new AppError('FORBIDDEN', `Your role lacks the permission "${rule.permission}".`);
  }
}

/**
 * Every /api/v1 route must declare `config.auth`; the app refuses to start otherwise, so no
 * endpoint is public by accident. The check itself runs in one hook for all routes.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionLookup }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith('/api/v1') && !route.config?.auth) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.auth`);
    }
  });
  // onRequest, before the body is parsed: a caller without access learns nothing about validation.
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.auth;
    if (!rule) return;
    request.auth = await authenticate(opts.sessions, request);
    authorize(rule, request.auth);
  });
});
