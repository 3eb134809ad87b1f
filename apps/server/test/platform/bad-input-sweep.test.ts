import { describe, expect, test } from 'vitest';
import { seedTenant } from '../helpers/factories';
import { type HttpMethod, operationsOf, readOpenApiDocument } from '../helpers/openapi';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';

/*
 * Bad input on every endpoint: each operation of the OpenAPI document, called by a signed-in
 * admin and publisher with malformed ids, query values and bodies, must answer a 4xx (or, for input
 * the schema happens to accept, a 2xx), never a 5xx. The per-module tests prove what each rule
 * answers; this one proves no route was left out.
 */

const ctx = useTestApp();

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[] };
type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** Operations that would end the caller's own session or change its password mid-sweep. */
const SESSION_ENDING = /\/auth\/|\/account\/password|\/sessions/;

const BAD_IDS = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', 'a'.repeat(3000), '%00'];
const BAD_QUERY_VALUES = [
  '',
  '-1',
  '1e400',
  '99999999999999999999',
  '\u0000',
  "' or 1=1--",
  'a'.repeat(5000),
];

/** A value of the wrong type for a schema, or an overlong / hostile one of the right type. */
function wrongValue(schema: Schema | undefined): unknown {
  switch (schema?.type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'abc';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return 'not an object';
    default:
      return null;
  }
}

function hostileValue(schema: Schema | undefined, depth = 0): unknown {
  switch (schema?.type) {
    case 'string':
      return schema.enum
        ? 'not-one-of-them'
        : `=cmd|'/c calc'!A1 <script>${'Ω'.repeat(depth ? 300 : 70_000)}`;
    case 'number':
    case 'integer':
      return depth ? -1.5 : 1e308;
    case 'array':
      return Array.from({ length: depth ? 3 : 500 }, () => hostileValue(schema.items, depth + 1));
    case 'object':
      return depth > 3 ? {} : objectOf(schema, (property) => hostileValue(property, depth + 1));
    default:
      return 'x';
  }
}

function objectOf(schema: Schema | undefined, value: (property: Schema) => unknown) {
  return Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([key, p]) => [key, value(p)]));
}

function bodiesFor(schema: Schema | undefined): string[] {
  const bodies = ['null', '[]', '"text"', '{}'];
  if (schema?.type === 'object') {
    bodies.push(JSON.stringify(objectOf(schema, wrongValue)), JSON.stringify(objectOf(schema, hostileValue)));
  }
  return bodies;
}

type Call = { method: HttpMethod; url: string; payload?: string };

function callsFor(method: HttpMethod, path: string, operation: Operation): Call[] {
  const parameters = operation.parameters ?? [];
  const hasId = parameters.some((p) => p.in === 'path');
  const urls = hasId ? BAD_IDS.map((id) => path.replace(/\{\w+\}/g, encodeURIComponent(id))) : [path];
  const calls: Call[] = [];
  for (const url of urls) {
    if (method === 'GET' || method === 'DELETE') {
      calls.push({ method, url });
      for (const query of parameters.filter((p) => p.in === 'query')) {
        for (const value of BAD_QUERY_VALUES) {
          calls.push({ method, url: `${url}?${query.name}=${encodeURIComponent(value)}` });
        }
      }
    } else {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      for (const payload of bodiesFor(schema)) calls.push({ method, url, payload });
    }
  }
  return calls;
}

/** The operations a signed-in caller can sweep without ending its own session. */
async function operationsFor(host: string) {
  const doc = await readOpenApiDocument<Operation>(ctx.current.app, host);
  return operationsOf(doc).filter(({ path }) => !SESSION_ENDING.test(path));
}

// About 2,500 requests a role: seconds on an idle machine, a minute on a busy one.
describe('bad input on every endpoint', { timeout: 240_000 }, () => {
  test.each(['admin', 'publisher'] as const)('as %s: no operation answers a 5xx', async (role) => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { headers } = await signedIn(app, handle.db, tenant, { role });
    const found = await operationsFor(tenant.host);
    expect(found.length).toBeGreaterThan(100);

    const serverErrors: string[] = [];
    let calls = 0;
    for (const { method, path, operation } of found) {
      for (const call of callsFor(method, path, operation)) {
        calls += 1;
        const response = await app.inject({
          method: call.method,
          url: call.url,
          headers: call.payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          payload: call.payload,
        });
        if (response.statusCode >= 500) {
          serverErrors.push(
            `${response.statusCode} ${call.method} ${call.url.slice(0, 120)} ${call.payload?.slice(0, 80) ?? ''}`,
          );
        }
      }
    }
    expect(calls).toBeGreaterThan(1000);
    expect(serverErrors).toEqual([]);
  });

  test('a body that is not JSON answers 400 on every operation that takes one (403 first where the role may not call it)', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { headers } = await signedIn(app, handle.db, tenant, { role: 'admin' });
    const answers = new Map<string, number>();
    for (const { method, path, operation } of await operationsFor(tenant.host)) {
      if (!operation.requestBody?.content?.['application/json']) continue;
      const url = path.replace(/\{\w+\}/g, '00000000-0000-0000-0000-000000000000');
      const response = await app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"unterminated": ',
      });
      answers.set(`${method} ${path}`, response.statusCode);
    }
    const statuses = [...answers.values()];
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThan(40);
    // The role check answers before the body is read: the publisher and advertiser portals' own routes.
    expect([...answers].filter(([, status]) => status !== 400 && status !== 403)).toEqual([]);
    expect(
      [...answers].filter(
        ([route, status]) => status === 403 && !/\/(publisher|advertiser)\/|\/account$/.test(route),
      ),
    ).toEqual([]);
  });
});
