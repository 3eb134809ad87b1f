import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sessions } from '../../src/db/schema/index';
import { hashToken } from '../../src/lib/crypto';
import { authHeaders, loginAs, seedTenant, seedUser, type TestTenant } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

function call(method: 'GET' | 'POST', url: string, tenant: TestTenant, token?: string) {
  const headers = token ? authHeaders(tenant, token) : { host: tenant.host };
  return ctx.current.app.inject({ method, url, headers });
}

describe('POST /api/v1/auth/logout', () => {
  test('revokes the token: 204, then the same token gets 401', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant, { role: 'advertiser' });
    const token = await loginAs(app, tenant, user);

    const response = await call('POST', '/api/v1/auth/logout', tenant, token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await call('GET', '/api/v1/auth/me', tenant, token)).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/auth/logout', tenant, token)).statusCode).toBe(401);
    const [row] = await handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  test('without a token answers 401', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const response = await call('POST', '/api/v1/auth/logout', tenant);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue.' });
  });

  test('other sessions of the same user keep working', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    const laptop = await loginAs(app, tenant, user);
    const phone = await loginAs(app, tenant, user);
    expect(laptop).not.toBe(phone);

    expect((await call('POST', '/api/v1/auth/logout', tenant, laptop)).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/auth/me', tenant, laptop)).statusCode).toBe(401);
    const stillIn = await call('GET', '/api/v1/auth/me', tenant, phone);
    expect(stillIn.statusCode).toBe(200);
    expect(stillIn.json().data.id).toBe(user.id);
  });

  test('a token used on another tenant cannot sign its owner out', async () => {
    const { app, handle } = ctx.current;
    const home = await seedTenant(handle.db);
    const other = await seedTenant(handle.db);
    const token = await loginAs(app, home, await seedUser(handle.db, home));
    expect((await call('POST', '/api/v1/auth/logout', other, token)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/auth/me', home, token)).statusCode).toBe(200);
  });
});
