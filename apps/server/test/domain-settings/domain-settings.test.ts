import { and, eq, gt } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { tenantDomains, trackingChanges } from '../../src/db/schema/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedOffer } from '../helpers/offers';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { addDomain, freshHost as fresh, proveControl, useDomainWorld } from './domain-world';

const { ctx, world, zone } = useDomainWorld();

const PATH = '/api/v1/settings/domain';

test('who may read the domains and add one', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const reads = await statusesByCaller(app, handle.db, tenant, {
    permission: 'settings.read',
    expected: STAFF_ONLY(200),
    request: async () => ({ method: 'GET', url: PATH }),
  });
  expect(reads.statuses).toEqual(STAFF_ONLY(200));
  const adds = await statusesByCaller(app, handle.db, tenant, {
    permission: 'settings.write',
    expected: STAFF_ONLY(201),
    request: async () => ({
      method: 'POST',
      url: '/api/v1/settings/domains',
      payload: { host: fresh('links'), kind: 'tracking' },
    }),
    snapshot: () => handle.db.select().from(tenantDomains).where(eq(tenantDomains.tenantId, tenant.id)),
  });
  expect(adds.statuses).toEqual(STAFF_ONLY(201));
  expect(adds.afterRefused).toEqual(adds.before);
});

test('the page lists the domains and the DNS record to create, from PUBLIC_URL', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const response = await app.inject({ method: 'GET', url: PATH, headers });
  expect(response.statusCode).toBe(200);
  const { domains, dnsRecord } = response.json().data;
  expect(dnsRecord).toEqual({ type: 'CNAME', value: world.publicHost });
  expect(
    domains.map((d: { host: string; kind: string; isDefault: boolean }) => [d.host, d.kind, d.isDefault]),
  ).toEqual([
    [tenant.host, 'panel', false],
    [tenant.trackingHost, 'tracking', true],
  ]);
  // The operator made these (tenant create): verified from the start, nothing to prove.
  expect(domains[0]).toMatchObject({ verifiedAt: expect.any(String), verification: null });
});

test('a host is validated and unique across networks', async () => {
  const { app, handle } = ctx.current;
  const first = await adminOfNewTenant(app, handle.db);
  const second = await adminOfNewTenant(app, handle.db);
  const add = (headers: Record<string, string>, host: string, kind = 'panel') =>
    app.inject({ method: 'POST', url: '/api/v1/settings/domains', headers, payload: { host, kind } });
  const bad = await add(first.headers, 'https://not a host/', 'elsewhere');
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors).sort()).toEqual(['host', 'kind']);
  const taken = await add(second.headers, first.tenant.host);
  expect(taken.statusCode).toBe(422);
  expect(taken.json().errors.host).toEqual(['This domain is already in use.']);
  const host = fresh('panel');
  const shouting = await add(first.headers, host.toUpperCase());
  expect(shouting.json().data.host).toBe(host);
});

test('the default tracking domain is what tracking links use; the engine follows through the change feed', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
  const integration = async () =>
    (await app.inject({ method: 'GET', url: `/api/v1/offers/${offer.id}/integration`, headers })).json().data
      .domain;
  expect(await integration()).toEqual({ origin: `https://${tenant.trackingHost}`, kind: 'tracking' });

  const [lastChange] = await handle.db
    .select({ id: trackingChanges.id })
    .from(trackingChanges)
    .orderBy(trackingChanges.id);
  const host = fresh('go');
  const pending = await addDomain(app, headers, host, 'tracking');
  expect(pending.isDefault).toBe(false);
  // Pending: links may not use it yet.
  const early = await app.inject({
    method: 'POST',
    url: `/api/v1/settings/domains/${pending.id}/default`,
    headers,
  });
  expect(early.statusCode).toBe(409);
  const added = await proveControl(app, zone(), headers, pending);
  // Not the network's first tracking domain: the default stays where it was.
  expect(added.isDefault).toBe(false);
  // The tenant_domains trigger fed the change feed the engine follows.
  const fed = await handle.db
    .select()
    .from(trackingChanges)
    .where(and(eq(trackingChanges.tenantId, tenant.id), gt(trackingChanges.id, lastChange?.id ?? 0)));
  expect(fed.length).toBeGreaterThan(0);
  expect(app.clickEngine.state.resolveHost(host)).toMatchObject({
    tenant: { id: tenant.id },
    domainKind: 'tracking',
  });

  const made = await app.inject({
    method: 'POST',
    url: `/api/v1/settings/domains/${added.id}/default`,
    headers,
  });
  expect(made.statusCode).toBe(204);
  expect(await integration()).toEqual({ origin: `https://${host}`, kind: 'tracking' });

  // Removing the default hands it to the other tracking domain.
  const removed = await app.inject({
    method: 'DELETE',
    url: `/api/v1/settings/domains/${added.id}`,
    headers,
  });
  expect(removed.statusCode).toBe(204);
  expect(await integration()).toEqual({ origin: `https://${tenant.trackingHost}`, kind: 'tracking' });
  await app.clickEngine.state.sync();
  expect(app.clickEngine.state.resolveHost(host)?.tenant.id).not.toBe(tenant.id);

  const history = await app.inject({ method: 'GET', url: '/api/v1/settings/history/domain', headers });
  expect(history.json().data.map((c: { summary: string }) => c.summary)).toEqual([
    `Removed the tracking domain ${host}`,
    `Tracking links now use ${host}`,
    `Verified the tracking domain ${host}`,
    `Added the tracking domain ${host}`,
  ]);
});

test("another network's admin can neither see, check, verify, remove nor default this network's domains", async () => {
  const { app, handle } = ctx.current;
  const first = await adminOfNewTenant(app, handle.db);
  const second = await adminOfNewTenant(app, handle.db);
  const [tracking] = await handle.db
    .select()
    .from(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, first.tenant.id), eq(tenantDomains.kind, 'tracking')));
  const theirs = await app.inject({ method: 'GET', url: PATH, headers: second.headers });
  expect(JSON.stringify(theirs.json())).not.toContain(first.tenant.host);
  for (const [method, suffix] of [
    ['DELETE', ''],
    ['POST', '/default'],
    ['POST', '/check'],
    ['POST', '/verify'],
  ] as const) {
    const response = await app.inject({
      method,
      url: `/api/v1/settings/domains/${tracking?.id}${suffix}`,
      headers: second.headers,
    });
    expect(response.statusCode).toBe(404);
  }
  // The only panel domain stays.
  const [panel] = await handle.db
    .select()
    .from(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, first.tenant.id), eq(tenantDomains.kind, 'panel')));
  const last = await app.inject({
    method: 'DELETE',
    url: `/api/v1/settings/domains/${panel?.id}`,
    headers: first.headers,
  });
  expect(last.statusCode).toBe(409);
});
