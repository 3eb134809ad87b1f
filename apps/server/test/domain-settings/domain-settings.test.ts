import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { tenantDomains, trackingChanges } from '../../src/db/schema/index';
import { DOMAIN_CHECK_LIMITS } from '../../src/plugins/rate-limit';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedPartner, seedTenant } from '../helpers/factories';
import { httpRequest } from '../helpers/http';
import { seedOffer } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

/** A free loopback port, known before the app starts, so PUBLIC_URL can name it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

let port = 0;
beforeAll(async () => {
  port = await freePort();
});
const ctx = useTestApp({ env: () => ({ PUBLIC_URL: `http://localhost:${port}` }) });
beforeAll(async () => {
  await ctx.current.app.listen({ port, host: '127.0.0.1' });
});

const PATH = '/api/v1/settings/domain';
const DOMAIN_CHECKS_A_MINUTE = DOMAIN_CHECK_LIMITS[0]?.max ?? 0;
const fresh = (label: string) => `${label}-${randomUUID().slice(0, 8)}.localhost`;

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
  expect(dnsRecord).toEqual({ type: 'CNAME', value: 'localhost' });
  expect(
    domains.map((d: { host: string; kind: string; isDefault: boolean }) => [d.host, d.kind, d.isDefault]),
  ).toEqual([
    [tenant.host, 'panel', false],
    [tenant.trackingHost, 'tracking', true],
  ]);
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
  const shouting = await add(first.headers, 'PANEL.Example.NET');
  expect(shouting.json().data.host).toBe('panel.example.net');
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
  const added = await app.inject({
    method: 'POST',
    url: '/api/v1/settings/domains',
    headers,
    payload: { host, kind: 'tracking' },
  });
  expect(added.statusCode).toBe(201);
  expect(added.json().data.isDefault).toBe(false);
  // The tenant_domains trigger fed the change feed the engine follows.
  const fed = await handle.db
    .select()
    .from(trackingChanges)
    .where(and(eq(trackingChanges.tenantId, tenant.id), gt(trackingChanges.id, lastChange?.id ?? 0)));
  expect(fed.length).toBeGreaterThan(0);
  await app.clickEngine.state.sync();
  expect(app.clickEngine.state.resolveHost(host)).toMatchObject({
    tenant: { id: tenant.id },
    domainKind: 'tracking',
  });

  const made = await app.inject({
    method: 'POST',
    url: `/api/v1/settings/domains/${added.json().data.id}/default`,
    headers,
  });
  expect(made.statusCode).toBe(204);
  expect(await integration()).toEqual({ origin: `https://${host}`, kind: 'tracking' });

  // Removing the default hands it to the other tracking domain.
  const removed = await app.inject({
    method: 'DELETE',
    url: `/api/v1/settings/domains/${added.json().data.id}`,
    headers,
  });
  expect(removed.statusCode).toBe(204);
  expect(await integration()).toEqual({ origin: `https://${tenant.trackingHost}`, kind: 'tracking' });
  await app.clickEngine.state.sync();
  expect(app.clickEngine.state.resolveHost(host)?.tenant.id).not.toBe(tenant.id);

  const history = await app.inject({ method: 'GET', url: '/api/v1/settings/domain/history', headers });
  expect(history.json().data.map((c: { summary: string }) => c.summary)).toEqual([
    `Removed the tracking domain ${host}`,
    `Tracking links now use ${host}`,
    `Added the tracking domain ${host}`,
  ]);
});

test('the check reaches this server on the domain and answers whose it is', async () => {
  const { app, handle } = ctx.current;
  const { headers } = await adminOfNewTenant(app, handle.db);
  const host = fresh('panel');
  const added = await app.inject({
    method: 'POST',
    url: '/api/v1/settings/domains',
    headers,
    payload: { host, kind: 'panel' },
  });
  const check = await app.inject({
    method: 'POST',
    url: `/api/v1/settings/domains/${added.json().data.id}/check`,
    headers,
  });
  expect(check.statusCode).toBe(200);
  expect(check.json().data).toEqual({
    host,
    addresses: ['127.0.0.1'],
    reachesThisNetwork: true,
    message: `${host} reaches this network.`,
  });
  // A name that resolves nowhere says so.
  const nowhere = await app.inject({
    method: 'POST',
    url: '/api/v1/settings/domains',
    headers,
    payload: { host: `nowhere-${randomUUID().slice(0, 8)}.invalid`, kind: 'panel' },
  });
  const failed = await app.inject({
    method: 'POST',
    url: `/api/v1/settings/domains/${nowhere.json().data.id}/check`,
    headers,
  });
  expect(failed.json().data).toMatchObject({ reachesThisNetwork: false, addresses: [] });
  expect(failed.json().data.message).toContain('does not resolve');
});

test("another network's admin can neither see, check, remove nor default this network's domains", async () => {
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

test('checks are rate-limited per user over HTTP: the 11th in a minute is 429 with Retry-After; another admin still checks', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const added = await app.inject({
    method: 'POST',
    url: '/api/v1/settings/domains',
    headers,
    payload: { host: fresh('limited'), kind: 'panel' },
  });
  const check = (callerHeaders: Record<string, string>) =>
    httpRequest(`http://127.0.0.1:${port}`, {
      method: 'POST',
      path: `/api/v1/settings/domains/${added.json().data.id}/check`,
      headers: callerHeaders,
    });
  const statuses: number[] = [];
  for (let i = 0; i < DOMAIN_CHECKS_A_MINUTE; i++) statuses.push((await check(headers)).status);
  expect(statuses).toEqual(Array(DOMAIN_CHECKS_A_MINUTE).fill(200));
  const limited = await check(headers);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(JSON.parse(limited.body)).toEqual({
    message: expect.stringMatching(/^Too many domain checks\. Try again in \d+ seconds?\.$/),
  });
  const colleague = await signedIn(app, handle.db, tenant);
  expect((await check(colleague.headers)).status).toBe(200);
});
