import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { findSessionByToken, toAuthenticatedUser, touchSession } from '../modules/auth/index';
import type { RequestAuth, RouteAuth } from './request-context';

/** Refresh `last_used_at` at most this often, so reads don't each cost a write. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function authenticate(db: Database, request: FastifyRequest): Promise<RequestAuth | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const found = await findSessionByToken(db, request.tenant.id, token);
  if (found?.user.status !== 'active') return null;
  if (Date.now() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, found.session.id);
  }
  return {
    user: toAuthenticatedUser(found.user, found.employeeRole, found.partnerRef),
    sessionId: found.session.id,
  };
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
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
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
    request.auth = await authenticate(opts.db, request);
    authorize(rule, request.auth);
  });
});
