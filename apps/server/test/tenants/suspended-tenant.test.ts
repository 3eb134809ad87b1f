import { describe, expect, test } from 'vitest';
import { updateTenantStatus } from '../../src/tenancy/index';
import { authHeaders, loginAs, seedTenant, seedUser } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

const SUSPENDED_MESSAGE = 'This network is not active. Contact support to reactivate it.';

describe('a suspended tenant', () => {
  test('refuses every other /api endpoint with 403, even with right credentials', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db, { status: 'suspended' });
    const user = await seedUser(handle.db, tenant);
    const calls = [
      { method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } },
      { method: 'GET', url: '/api/v1/auth/me' },
      { method: 'POST', url: '/api/v1/auth/logout' },
      { method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } },
      { method: 'POST', url: '/api/v1/auth/reset-password', payload: { token: 'x' } },
      { method: 'POST', url: '/api/v1/auth/register/publisher', payload: {} },
      { method: 'POST', url: '/api/v1/auth/register/advertiser', payload: {} },
      { method: 'GET', url: '/api/v1/no-such-endpoint' },
    ] as const;
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: { host: tenant.host } });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json(), call.url).toEqual({ message: SUSPENDED_MESSAGE });
    }
    const config = await app.inject({ method: 'GET', url: '/api/v1/app', headers: { host: tenant.host } });
    expect(config.statusCode).toBe(200);
    expect(config.json().data.status).toBe('suspended');
  });

  test('a session opened before the suspension stops working; reactivation restores it', async () => {
    const { app, handle, tenants } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const token = await loginAs(app, tenant, await seedUser(handle.db, tenant));
    const me = () =>
      app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: authHeaders(tenant, token) });
    expect((await me()).statusCode).toBe(200);

    await updateTenantStatus(handle.db, tenant.id, 'suspended');
    tenants.invalidate();
    expect((await me()).statusCode).toBe(403);

    await updateTenantStatus(handle.db, tenant.id, 'active');
    tenants.invalidate();
    expect((await me()).statusCode).toBe(200);
  });

  test('suspending one tenant leaves the others working', async () => {
    const { app, handle } = ctx.current;
    await seedTenant(handle.db, { status: 'suspended' });
    const active = await seedTenant(handle.db);
    const user = await seedUser(handle.db, active);
    const token = await loginAs(app, active, user);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: authHeaders(active, token),
    });
    expect(response.statusCode).toBe(200);
  });
});
