import { describe, expect, test } from 'vitest';
import { seedTenant } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

/** `METHOD /path` of every route the app registered, read from Fastify's route tree. */
function registeredRoutes(printed: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1]?.length ?? 0) / 4;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('OpenAPI', () => {
  test('GET /api/v1/openapi.json is OpenAPI 3.1.0 and lists every /api/v1 route', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { host: tenant.host },
    });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });

    const expected = registeredRoutes(app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.includes(' /api/v1/') && !route.startsWith('HEAD '))
      .filter((route) => route !== 'GET /api/v1/openapi.json')
      .map((route) => route.replace(/:(\w+)/g, '{$1}'))
      .sort();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(expected).toContain('POST /api/v1/auth/login');
    expect(expected.length).toBeGreaterThanOrEqual(9);
    expect(documented).toEqual(expected);
  });

  test('documents bodies and answers from the zod schemas', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const doc = (
      await app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { host: tenant.host } })
    ).json();
    const login = doc.paths['/api/v1/auth/login'].post;
    const body = login.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['email', 'password']);
    expect(Object.keys(login.responses).sort()).toEqual(['200', '400', '401', '403', '422', '429']);
    const app200 = doc.paths['/api/v1/app'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(app200)).toContain('supportEmail');
  });

  test('/api/docs serves the browsable reference as HTML that also works on plain http', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const response = await app.inject({ method: 'GET', url: '/api/docs', headers: { host: tenant.host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Swagger UI</title>');
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
