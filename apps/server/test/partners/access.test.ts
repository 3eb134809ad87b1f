import { PERMISSIONS, type Permission } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { authHeaders, loginAs, seedPartner, seedTenant } from '../helpers/factories';
import {
  ADVERTISERS,
  EACH_KIND,
  KINDS,
  type KindSpec,
  partnerBody,
  partnersOf,
  signedIn,
  storedPartner,
} from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

type Endpoint = {
  method: 'GET' | 'POST' | 'PUT';
  route: string;
  url: (id: string) => string;
  body?: (id: string) => Record<string, unknown>;
  needs: 'read' | 'write';
  ok: number;
};

function endpointsOf(spec: KindSpec): Endpoint[] {
  const list: Endpoint[] = [
    { method: 'GET', route: spec.path, url: () => spec.path, needs: 'read', ok: 200 },
    {
      method: 'POST',
      route: spec.path,
      url: () => spec.path,
      body: () => partnerBody(spec.kind),
      needs: 'write',
      ok: 201,
    },
    { method: 'GET', route: `${spec.path}/:id`, url: (id) => `${spec.path}/${id}`, needs: 'read', ok: 200 },
    {
      method: 'PUT',
      route: `${spec.path}/:id`,
      url: (id) => `${spec.path}/${id}`,
      body: () => partnerBody(spec.kind),
      needs: 'write',
      ok: 200,
    },
    {
      method: 'POST',
      route: `${spec.path}/status`,
      url: () => `${spec.path}/status`,
      body: (id) => ({ ids: [id], action: 'block' }),
      needs: 'write',
      ok: 200,
    },
  ];
  if (spec.kind === 'advertiser') {
    list.push({
      method: 'POST',
      route: `${spec.path}/:id/conversion-token`,
      url: (id) => `${spec.path}/${id}/conversion-token`,
      needs: 'write',
      ok: 200,
    });
  }
  return list;
}

const cases = KINDS.flatMap((spec) =>
  endpointsOf(spec).map((endpoint) => [`${endpoint.method} ${endpoint.route}`, spec, endpoint] as const),
);

describe('who may call the partner endpoints', () => {
  test.each(cases)('%s', async (_name, spec, endpoint) => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { partner } = await seedPartner(handle.db, tenant, { kind: spec.kind });
    const needed: Permission = endpoint.needs === 'read' ? spec.read : spec.write;
    const login = async (kind: 'publisher' | 'advertiser') =>
      authHeaders(tenant, await loginAs(app, tenant, (await seedPartner(handle.db, tenant, { kind })).user));

    const denied = {
      anonymous: { host: tenant.host },
      publisher: await login('publisher'),
      advertiser: await login('advertiser'),
      // Holds every permission except the one this route needs.
      employeeWithout: (
        await signedIn(app, handle.db, tenant, {
          role: 'employee',
          permissions: PERMISSIONS.filter((p) => p !== needed),
        })
      ).headers,
    };
    const allowed = {
      employee: (await signedIn(app, handle.db, tenant, { role: 'employee', permissions: [needed] })).headers,
      admin: (await signedIn(app, handle.db, tenant, { role: 'admin' })).headers,
    };
    const call = async (headers: Record<string, string>) =>
      (
        await app.inject({
          method: endpoint.method,
          url: endpoint.url(partner.id),
          headers,
          payload: endpoint.body?.(partner.id),
        })
      ).statusCode;

    const before = {
      row: await storedPartner(handle.db, partner.id),
      count: await partnersOf(handle.db, tenant.id),
    };
    const statuses: Record<string, number> = {};
    for (const [caller, headers] of Object.entries(denied)) statuses[caller] = await call(headers);
    // Refused callers changed nothing (auth runs before the body is even read).
    expect(await storedPartner(handle.db, partner.id)).toEqual(before.row);
    expect(await partnersOf(handle.db, tenant.id)).toHaveLength(before.count.length);
    for (const [caller, headers] of Object.entries(allowed)) statuses[caller] = await call(headers);

    expect(statuses).toEqual({
      anonymous: 401,
      publisher: 403,
      advertiser: 403,
      employeeWithout: 403,
      employee: endpoint.ok,
      admin: endpoint.ok,
    });
  });
});

describe.each(EACH_KIND)('%s with ids that are not this tenant’s', (_path, spec) => {
  test('another tenant’s partner: GET, PUT and status answer 404 and change nothing', async () => {
    const { app, handle } = ctx.current;
    const home = await seedTenant(handle.db);
    const other = await seedTenant(handle.db);
    const { partner } = await seedPartner(handle.db, home, { kind: spec.kind, status: 'pending' });
    const { headers } = await signedIn(app, handle.db, other);
    const before = await storedPartner(handle.db, partner.id);

    const get = await app.inject({ method: 'GET', url: `${spec.path}/${partner.id}`, headers });
    const put = await app.inject({
      method: 'PUT',
      url: `${spec.path}/${partner.id}`,
      headers,
      payload: partnerBody(spec.kind),
    });
    const status = await app.inject({
      method: 'POST',
      url: `${spec.path}/status`,
      headers,
      payload: { ids: [partner.id], action: 'approve' },
    });
    expect([get.statusCode, put.statusCode, status.statusCode]).toEqual([404, 404, 404]);
    expect(get.json().message).toMatch(/not found/);
    expect(JSON.stringify([get.json(), put.json(), status.json()])).not.toContain(partner.company);
    expect(await storedPartner(handle.db, partner.id)).toEqual(before);
  });

  test('a bulk status body with one foreign id among own ids answers 404 and changes none', async () => {
    const { app, handle } = ctx.current;
    const home = await seedTenant(handle.db);
    const other = await seedTenant(handle.db);
    const own = await seedPartner(handle.db, home, { kind: spec.kind, status: 'pending' });
    const foreign = await seedPartner(handle.db, other, { kind: spec.kind, status: 'pending' });
    const { headers } = await signedIn(app, handle.db, home);

    const response = await app.inject({
      method: 'POST',
      url: `${spec.path}/status`,
      headers,
      payload: { ids: [own.partner.id, foreign.partner.id], action: 'approve' },
    });
    expect(response.statusCode).toBe(404);
    expect((await storedPartner(handle.db, own.partner.id))?.status).toBe('pending');
    expect((await storedPartner(handle.db, foreign.partner.id))?.status).toBe('pending');
  });

  test(`an id of the other kind answers 404 on GET, PUT and status`, async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { partner } = await seedPartner(handle.db, tenant, { kind: spec.other, status: 'pending' });
    const { headers } = await signedIn(app, handle.db, tenant);
    const before = await storedPartner(handle.db, partner.id);

    const get = await app.inject({ method: 'GET', url: `${spec.path}/${partner.id}`, headers });
    const put = await app.inject({
      method: 'PUT',
      url: `${spec.path}/${partner.id}`,
      headers,
      payload: partnerBody(spec.kind),
    });
    const status = await app.inject({
      method: 'POST',
      url: `${spec.path}/status`,
      headers,
      payload: { ids: [partner.id], action: 'approve' },
    });
    expect([get.statusCode, put.statusCode, status.statusCode]).toEqual([404, 404, 404]);
    expect(await storedPartner(handle.db, partner.id)).toEqual(before);
  });
});

test('another tenant’s advertiser: rotating its conversion token answers 404 and keeps the token', async () => {
  const { app, handle } = ctx.current;
  const home = await seedTenant(handle.db);
  const other = await seedTenant(handle.db);
  const { partner } = await seedPartner(handle.db, home, { kind: 'advertiser' });
  const { headers } = await signedIn(app, handle.db, other);
  const response = await app.inject({
    method: 'POST',
    url: `${ADVERTISERS.path}/${partner.id}/conversion-token`,
    headers,
  });
  expect(response.statusCode).toBe(404);
  expect((await storedPartner(handle.db, partner.id))?.partner.conversionToken).toBe(partner.conversionToken);
});
