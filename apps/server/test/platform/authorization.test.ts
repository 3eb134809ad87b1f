import type { Permission, UserRole } from '@affnet/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createSessionLookup } from '../../src/modules/auth/index';
import { authPlugin } from '../../src/plugins/auth';
import { registerErrorHandler } from '../../src/plugins/error-handler';
import { tenantPlugin } from '../../src/plugins/tenant';
import { TenantResolver } from '../../src/tenancy/index';
import { authHeaders, loginAs, seedTenant, seedUser, type TestTenant } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

/** The real tenant and auth hooks with throwaway routes, on the test database. */
async function guardedApp(register: (app: ReturnType<typeof bare>) => void) {
  const app = bare();
  await app.register(tenantPlugin, { resolver: new TenantResolver(ctx.current.handle.db) });
  await app.register(authPlugin, { sessions: createSessionLookup(ctx.current.handle.db) });
  register(app);
  await app.ready();
  return app;
}

function bare() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  return app;
}

describe('route authorization (config.auth, checked in one hook)', () => {
  test('a route under /api/v1 without config.auth stops the app from starting', async () => {
    const app = bare();
    const start = async () => {
      await app.register(authPlugin, { sessions: createSessionLookup(ctx.current.handle.db) });
      await app.register(
        async (api) => {
          api.get('/forgotten', async () => ({}));
        },
        { prefix: '/api/v1' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow('Route GET /api/v1/forgotten does not declare config.auth');
  });

  test('routes outside /api/v1 need no declaration', async () => {
    const app = bare();
    await app.register(authPlugin, { sessions: createSessionLookup(ctx.current.handle.db) });
    app.get('/c/:code', async () => ({}));
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  describe('with signed-in users of every role', () => {
    let tenant: TestTenant;
    const tokens = {} as Record<UserRole | 'employeeWithout', string>;
    let app: Awaited<ReturnType<typeof guardedApp>>;

    beforeAll(async () => {
      const { app: main, handle } = ctx.current;
      tenant = await seedTenant(handle.db);
      const permissions: Permission[] = ['offers.write'];
      for (const role of ['admin', 'publisher', 'advertiser'] as const) {
        tokens[role] = await loginAs(main, tenant, await seedUser(handle.db, tenant, { role }));
      }
      tokens.employee = await loginAs(
        main,
        tenant,
        await seedUser(handle.db, tenant, { role: 'employee', permissions }),
      );
      tokens.employeeWithout = await loginAs(
        main,
        tenant,
        await seedUser(handle.db, tenant, { role: 'employee', permissions: ['offers.read'] }),
      );
      app = await guardedApp((api) => {
        api.get('/api/v1/open', { config: { auth: 'public' } }, async () => ({ ok: true }));
        api.get('/api/v1/admin-only', { config: { auth: { roles: ['admin'] } } }, async () => ({ ok: true }));
        api.post(
          '/api/v1/offers',
          {
            config: { auth: { roles: ['admin', 'employee'], permission: 'offers.write' } },
            schema: { body: z.object({ name: z.string().min(1) }) },
          },
          async (request) => ({ by: request.auth?.user.role }),
        );
      });
      return () => app.close();
    });

    const get = (url: string, token?: string) =>
      app.inject({ method: 'GET', url, headers: token ? authHeaders(tenant, token) : { host: tenant.host } });
    const post = (token: string | undefined, payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/offers',
        headers: token ? authHeaders(tenant, token) : { host: tenant.host },
        payload,
      });

    test('a public route answers without a token', async () => {
      expect((await get('/api/v1/open')).statusCode).toBe(200);
    });

    test('no token answers 401, before the body is even validated', async () => {
      expect((await get('/api/v1/admin-only')).statusCode).toBe(401);
      const response = await post(undefined, { name: '' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Sign in to continue.' });
    });

    test('a role the route does not list answers 403', async () => {
      for (const role of ['publisher', 'advertiser', 'employee'] as const) {
        const response = await get('/api/v1/admin-only', tokens[role]);
        expect(response.statusCode, role).toBe(403);
        expect(response.json(), role).toEqual({ message: 'You do not have access to this.' });
      }
      expect((await post(tokens.publisher, { name: 'x' })).statusCode).toBe(403);
    });

    test('an employee without the permission gets 403, with it passes', async () => {
      const refused = await post(tokens.employeeWithout, { name: 'Summer sale' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('offers.write');
      const allowed = await post(tokens.employee, { name: 'Summer sale' });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ by: 'employee' });
    });

    test('an admin passes any permission; a permitted caller still gets 422 for bad input', async () => {
      expect((await get('/api/v1/admin-only', tokens.admin)).statusCode).toBe(200);
      expect((await post(tokens.admin, { name: 'Summer sale' })).statusCode).toBe(200);
      expect((await post(tokens.admin, { name: '' })).statusCode).toBe(422);
    });
  });
});
