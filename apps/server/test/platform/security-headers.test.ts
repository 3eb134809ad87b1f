import { describe, expect, test } from 'vitest';
import { HSTS_HEADER } from '../../src/plugins/security-headers';
import { loginAs, seedTenant, seedUser, uniqueClientIp } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

async function appConfig(headers: Record<string, string>, remoteAddress: string) {
  const tenant = await seedTenant(ctx.current.handle.db);
  return ctx.current.app.inject({
    method: 'GET',
    url: '/api/v1/app',
    headers: { host: tenant.host, ...headers },
    remoteAddress,
  });
}

describe('HSTS', () => {
  test('is sent when a trusted proxy says the request came over https', async () => {
    const response = await appConfig({ 'x-forwarded-proto': 'https' }, '127.0.0.1');
    expect(response.headers['strict-transport-security']).toBe(HSTS_HEADER);
  });

  test('is not sent over plain http, nor when an untrusted client claims https', async () => {
    const plain = await appConfig({}, '127.0.0.1');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await appConfig({ 'x-forwarded-proto': 'https' }, uniqueClientIp());
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const bogus = await appConfig({ 'x-forwarded-proto': 'javascript' }, '127.0.0.1');
    expect(bogus.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cache-Control', () => {
  test('every API answer is no-store: tokens, personal data, errors and the app config', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: tenant.host },
      remoteAddress: uniqueClientIp(),
      payload: { email: user.email, password: user.password },
    });
    const token = await loginAs(app, tenant, user);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { host: tenant.host, authorization: `Bearer ${token}` },
    });
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { host: tenant.host },
    });
    const config = await app.inject({ method: 'GET', url: '/api/v1/app', headers: { host: tenant.host } });
    const missing = await app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { host: tenant.host },
    });
    for (const [name, response, status] of [
      ['login', login, 200],
      ['me', me, 200],
      ['anonymous me', anonymous, 401],
      ['app config', config, 200],
      ['unknown route', missing, 404],
    ] as const) {
      expect(response.statusCode, name).toBe(status);
      expect(response.headers['cache-control'], name).toBe('no-store');
    }
  });
});
