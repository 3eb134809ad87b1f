import { describe, expect, test } from 'vitest';
import { authHeaders, loginAs, seedTenant, seedUser } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

describe('POST /api/v1/auth/login', () => {
  test('signs in an active user and returns a token and the user with role.slug', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant, { role: 'publisher' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: tenant.host },
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.data.user).toMatchObject({
      email: user.email,
      role: { slug: 'publisher' },
      tenantId: tenant.id,
    });
    expect(JSON.stringify(body)).not.toContain('passwordHash');
  });

  test('a wrong password and an unknown e-mail get the same 401', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: tenant.host },
      payload: { email: user.email, password: 'nope-nope' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: tenant.host },
      payload: { email: 'who@example.test', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  test('a user of another tenant cannot sign in here', async () => {
    const { app, handle } = ctx.current;
    const home = await seedTenant(handle.db);
    const other = await seedTenant(handle.db);
    const user = await seedUser(handle.db, home);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: other.host },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(401);
  });

  test('a token from one tenant is refused on another tenant', async () => {
    const { app, handle } = ctx.current;
    const home = await seedTenant(handle.db);
    const other = await seedTenant(handle.db);
    const token = await loginAs(app, home, await seedUser(handle.db, home));
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: authHeaders(other, token),
    });
    expect(response.statusCode).toBe(401);
  });
});
