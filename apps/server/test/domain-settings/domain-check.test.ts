import { randomUUID } from 'node:crypto';
import type { DomainCheck } from '@affnet/contracts';
import { expect, test } from 'vitest';
import { DOMAIN_CHECK_LIMITS } from '../../src/plugins/rate-limit';
import { insertTenant } from '../../src/tenancy/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedTenant, type TestTenant } from '../helpers/factories';
import { httpRequest } from '../helpers/http';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import {
  addDomain,
  freshHost,
  type Headers,
  pressCheck,
  useDomainWorld,
  verifiedDomain,
} from './domain-world';

/*
 * Issue 24, item 5: the check resolved a domain and called whatever address it found, private and
 * link-local ones included, and showed them. Now it calls and shows only public addresses (the
 * postbacks' and SMTP's guard), calls the very address it checked, and needs settings.write.
 */

const { ctx, world, zone } = useDomainWorld();
const DOMAIN_CHECKS_A_MINUTE = DOMAIN_CHECK_LIMITS[0]?.max ?? 0;
const PRIVATE_ADDRESSES = ['10.0.0.5', '169.254.169.254', '127.0.0.1', 'fd00::5', 'fe80::1', '::1'];

/**
 * Checks as the caller, and how many connections reached this server meanwhile: the check's own
 * calls are the only ones (app.inject makes none).
 */
async function checkCounting(
  headers: Headers,
  id: string,
): Promise<{ check: DomainCheck; connections: number }> {
  let connections = 0;
  const count = () => {
    connections += 1;
  };
  ctx.current.app.server.on('connection', count);
  try {
    const response = await pressCheck(ctx.current.app, headers, id);
    expect(response.statusCode).toBe(200);
    return { check: response.json().data, connections };
  } finally {
    ctx.current.app.server.off('connection', count);
  }
}

/** A network the operator made on `host` (tenant create: verified at once), with its admin signed in. */
async function operatorNetworkOn(
  host: string,
): Promise<{ tenant: TestTenant; headers: Headers; id: string }> {
  const { app, handle } = ctx.current;
  const slug = `op-${randomUUID().slice(0, 8)}`;
  const created = await insertTenant(handle.db, { slug, name: `Network ${slug}` }, [host]);
  const tenant = { ...created, host };
  const { headers } = await signedIn(app, handle.db, tenant);
  const listed = await app.inject({ method: 'GET', url: '/api/v1/settings/domain', headers });
  return { tenant, headers, id: listed.json().data.domains[0].id };
}

test('checking calls out, so it needs settings.write: a read-only employee and another network are refused', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const { headers } = await signedIn(app, handle.db, tenant);
  const domain = await addDomain(app, headers, freshHost('roles'));
  const result = await statusesByCaller(app, handle.db, tenant, {
    // employeeWithout holds every other permission, settings.read included.
    permission: 'settings.write',
    expected: STAFF_ONLY(200),
    request: async () => ({ method: 'POST', url: `/api/v1/settings/domains/${domain.id}/check` }),
  });
  expect(result.statuses).toEqual(STAFF_ONLY(200));
  const readOnly = await signedIn(app, handle.db, tenant, {
    role: 'employee',
    permissions: ['settings.read'],
  });
  expect((await pressCheck(app, readOnly.headers, domain.id)).statusCode).toBe(403);
  const stranger = await adminOfNewTenant(app, handle.db);
  expect((await pressCheck(app, stranger.headers, domain.id)).statusCode).toBe(404);
});

test('a name pointing at private or link-local addresses is not called, and none of them is shown', async () => {
  const { app, handle } = ctx.current;
  const { headers } = await adminOfNewTenant(app, handle.db);
  const host = freshHost('inside');
  zone().set(host, 'A', ['10.0.0.5', '169.254.169.254', '127.0.0.1']);
  zone().set(host, 'AAAA', ['fd00::5', 'fe80::1', '::1']);
  const domain = await verifiedDomain(app, zone(), headers, host);
  const { check, connections } = await checkCounting(headers, domain.id);
  expect(check).toEqual({
    host,
    addresses: [],
    reachesThisNetwork: false,
    message: `${host} points at a private, loopback or link-local address, which this server does not call. Point it at this server's public address.`,
  });
  expect(connections).toBe(0);
  for (const address of PRIVATE_ADDRESSES) expect(JSON.stringify(check)).not.toContain(address);
});

test('domains the operator made on localhost names or addresses are not called either', async () => {
  // tenant create is trusted, so such a host can exist; the check still refuses to call it.
  const octet = () => Math.floor(Math.random() * 250) + 1;
  for (const host of [`panel-${randomUUID().slice(0, 8)}.localhost`, `169.254.${octet()}.${octet()}`]) {
    const { headers, id } = await operatorNetworkOn(host);
    const { check, connections } = await checkCounting(headers, id);
    expect(check).toMatchObject({ host, addresses: [], reachesThisNetwork: false });
    expect(check.message).toContain('does not call');
    expect(connections).toBe(0);
    const shown = JSON.stringify({ ...check, host: 'HOST', message: check.message.replace(host, 'HOST') });
    for (const address of [...PRIVATE_ADDRESSES, host]) expect(shown).not.toContain(address);
  }
});

test('the check reaches this server on a domain the operator allows, at the address it resolved, and answers whose it is', async () => {
  const { app, handle } = ctx.current;
  const { headers } = await adminOfNewTenant(app, handle.db);
  zone().set(world.reachableHost, 'A', ['127.0.0.1']);
  const domain = await verifiedDomain(app, zone(), headers, world.reachableHost);
  const { check, connections } = await checkCounting(headers, domain.id);
  // Allowed to call its loopback address, but still not to show it.
  expect(check).toEqual({
    host: world.reachableHost,
    addresses: [],
    reachesThisNetwork: true,
    message: `${world.reachableHost} reaches this network.`,
  });
  expect(connections).toBe(1);

  // A name that resolves nowhere says so; a pending one says to verify it first, without calling.
  const nowhere = await verifiedDomain(app, zone(), headers, freshHost('nowhere'));
  const failed = (await pressCheck(app, headers, nowhere.id)).json().data;
  expect(failed).toMatchObject({ reachesThisNetwork: false, addresses: [] });
  expect(failed.message).toContain('does not resolve');
  const pending = await addDomain(app, headers, freshHost('pending'));
  const early = (await pressCheck(app, headers, pending.id)).json().data;
  expect(early.message).toContain('is not verified yet');
});

test('checks are rate-limited per user over HTTP: the 11th in a minute is 429 with Retry-After; another admin still checks', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const added = await addDomain(app, headers, freshHost('limited'));
  const check = (callerHeaders: Headers) =>
    httpRequest(`http://127.0.0.1:${world.port}`, {
      method: 'POST',
      path: `/api/v1/settings/domains/${added.id}/check`,
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
  // Verify asks DNS too: it counts against the same limit.
  const verify = await httpRequest(`http://127.0.0.1:${world.port}`, {
    method: 'POST',
    path: `/api/v1/settings/domains/${added.id}/verify`,
    headers,
  });
  expect(verify.status).toBe(429);
  const colleague = await signedIn(app, handle.db, tenant);
  expect((await check(colleague.headers)).status).toBe(200);
});
