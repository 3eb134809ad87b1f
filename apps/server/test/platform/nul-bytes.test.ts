import { describe, expect, test } from 'vitest';
import { NUL_BYTE_MESSAGE } from '../../src/plugins/nul-bytes';
import { seedTenant, uniqueClientIp } from '../helpers/factories';
import { multipartPayload } from '../helpers/form-data';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const NUL = '\u0000';

async function admin() {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const { headers } = await signedIn(app, handle.db, tenant, { role: 'admin' });
  return { tenant, headers };
}

const signUp = {
  name: `Pat${NUL}Publisher`,
  email: `nul-${Date.now()}@signup.test`,
  company: 'Traffic Lab',
  country: 'DE',
  trafficSources: ['social'],
  acceptTerms: true,
  password: 'signup-secret-1',
  passwordConfirmation: 'signup-secret-1',
};

/** PostgreSQL refuses NUL in text; every such request must be a 422 on the field, never a 500. */
describe('a NUL character anywhere in a request', () => {
  test('in a JSON body field answers 422 on that field and writes nothing', async () => {
    const { headers } = await admin();
    const response = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/offer-categories',
      headers,
      payload: { name: `Finance${NUL}` },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The request has invalid fields.',
      errors: { name: [NUL_BYTE_MESSAGE] },
    });
    const list = await ctx.current.app.inject({ method: 'GET', url: '/api/v1/offer-categories', headers });
    expect(list.json().meta.total).toBe(0);
  });

  test('in a search query answers 422 on search', async () => {
    const { headers } = await admin();
    for (const url of ['/api/v1/publishers?search=a%00b', '/api/v1/offer-categories?search=%00']) {
      const response = await ctx.current.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors, url).toEqual({ search: [NUL_BYTE_MESSAGE] });
    }
  });

  test('in a path parameter answers 422 on it', async () => {
    const { headers } = await admin();
    const response = await ctx.current.app.inject({ method: 'GET', url: '/api/v1/publishers/%00', headers });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ id: [NUL_BYTE_MESSAGE] });
  });

  test('in the public sign-up, as multipart form data, answers 422 on name', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const { payload, contentType } = await multipartPayload(signUp);
    const response = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/publisher',
      headers: { host: tenant.host, 'content-type': contentType },
      remoteAddress: uniqueClientIp(),
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [NUL_BYTE_MESSAGE] });
  });

  test('in the public sign-up as JSON, in a list item and a key too, reports every path', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const response = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/publisher',
      headers: { host: tenant.host },
      remoteAddress: uniqueClientIp(),
      payload: {
        ...signUp,
        name: 'Pat',
        company: `Lab${NUL}`,
        trafficSources: ['social', `x${NUL}`],
        [`k${NUL}`]: 1,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      company: [NUL_BYTE_MESSAGE],
      'trafficSources.1': [NUL_BYTE_MESSAGE],
      'k\uFFFD': [NUL_BYTE_MESSAGE],
    });
  });
});
