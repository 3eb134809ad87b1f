import { hostname } from 'node:os';
import { INSTALLATION_HOST_MESSAGE, NOT_AN_ADDRESS_MESSAGE } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, test } from 'vitest';
import { tenantDomains } from '../../src/db/schema/index';
import { findTenantByHost } from '../../src/tenancy/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { getDefaultTenant, seedPartner, seedTenant } from '../helpers/factories';
import { seedOffer } from '../helpers/offers';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import {
  addDomain,
  freshHost,
  type Headers,
  pressVerify,
  proveControl,
  useDomainWorld,
} from './domain-world';

/*
 * Issue 24, item 3: a network admin could register the installation's own host (127.0.0.1) and
 * take over what the default network answers there. Now such hosts are refused, a new domain
 * routes only after its network proves control of the name, and a claimed name stays its claimer's.
 */

const { ctx, world, zone } = useDomainWorld();

/** The name of the network the panel answers as on `host`. */
async function networkOn(app: FastifyInstance, host: string): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/v1/app', headers: { host } })).json().data.name;
}

function tryAdd(headers: Headers, host: string, kind = 'panel') {
  return ctx.current.app.inject({
    method: 'POST',
    url: '/api/v1/settings/domains',
    headers,
    payload: { host, kind },
  });
}

test("no network may claim an address or the installation's own host; the default network keeps them", async () => {
  const { app, handle } = ctx.current;
  const fallback = await getDefaultTenant(handle.db);
  const other = await adminOfNewTenant(app, handle.db);
  // The default network may be made just now, after the click engine loaded its memory.
  await app.clickEngine.state.sync();
  const addresses = [
    '127.0.0.1',
    '127.1',
    '0x7f.0.0.1',
    '0177.0.0.1',
    '10.0.0.5',
    '169.254.169.254',
    '203.0.113.9',
    '[::1]',
    '::ffff:127.0.0.1',
  ];
  const ownHosts = [
    'localhost',
    'panel.localhost',
    'PANEL.Localhost',
    world.publicHost,
    world.publicHost.toUpperCase(),
  ];
  for (const host of [...addresses, ...ownHosts]) {
    const refused = await tryAdd(other.headers, host);
    expect(refused.statusCode, host).toBe(422);
    expect(refused.json().errors.host, host).toHaveLength(1);
  }
  expect((await tryAdd(other.headers, '127.0.0.1')).json().errors.host).toEqual([NOT_AN_ADDRESS_MESSAGE]);
  expect((await tryAdd(other.headers, 'panel.localhost')).json().errors.host).toEqual([
    INSTALLATION_HOST_MESSAGE,
  ]);
  expect((await tryAdd(other.headers, world.publicHost)).json().errors.host).toEqual([
    INSTALLATION_HOST_MESSAGE,
  ]);
  const machine = hostname().toLowerCase();
  if (machine.includes('.')) expect((await tryAdd(other.headers, machine)).statusCode).toBe(422);

  const stored = await handle.db
    .select()
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, other.tenant.id));
  expect(stored.map((row) => row.host).sort()).toEqual([other.tenant.host, other.tenant.trackingHost].sort());
  for (const host of ['127.0.0.1', 'localhost', world.publicHost]) {
    expect(await networkOn(app, host)).toBe(fallback.name);
    expect(app.clickEngine.state.resolveHost(host)?.tenant.id).toBe(fallback.id);
  }
});

test('a new domain routes to no network until a TXT record with its token proves control; then to its own at once', async () => {
  const { app, handle } = ctx.current;
  const fallback = await getDefaultTenant(handle.db);
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const host = freshHost('partners');
  const pending = await addDomain(app, headers, host);
  expect(pending).toMatchObject({
    verifiedAt: null,
    verification: {
      type: 'TXT',
      name: `_affnet-verify.${host}`,
      value: expect.stringMatching(/^affnet-verify=[0-9a-f]{32}$/),
    },
  });
  const listed = (await app.inject({ method: 'GET', url: '/api/v1/settings/domain', headers })).json().data;
  expect(listed.domains.find((d: { host: string }) => d.host === host)).toEqual(pending);
  await app.clickEngine.state.sync();
  expect(await networkOn(app, host)).toBe(fallback.name);
  expect(app.clickEngine.state.resolveHost(host)).toMatchObject({
    tenant: { id: fallback.id },
    viaDomain: false,
  });

  const record = pending.verification;
  if (!record) throw new Error('a pending domain shows its record');
  const missing = await pressVerify(app, headers, pending.id);
  expect(missing.statusCode).toBe(200);
  expect(missing.json().data).toMatchObject({ verified: false, domain: { verifiedAt: null } });
  expect(missing.json().data.message).toContain(record.name);
  // Some other token (an earlier claim's, another domain's) is not this domain's.
  zone().set(record.name, 'TXT', ['affnet-verify=0123456789abcdef0123456789abcdef', 'v=spf1 -all']);
  expect((await pressVerify(app, headers, pending.id)).json().data.verified).toBe(false);
  expect(await networkOn(app, host)).toBe(fallback.name);

  const verified = await proveControl(app, zone(), headers, pending);
  expect(verified).toMatchObject({ verifiedAt: expect.any(String), verification: null });
  expect(await networkOn(app, host)).toBe(tenant.name);
  expect(app.clickEngine.state.resolveHost(host)).toMatchObject({
    tenant: { id: tenant.id },
    domainKind: 'panel',
  });
  const history = await app.inject({ method: 'GET', url: '/api/v1/settings/history/domain', headers });
  expect(history.json().data[0].summary).toBe(`Verified the panel domain ${host}`);
  // Verifying again changes nothing.
  const again = await pressVerify(app, headers, pending.id);
  expect(again.json().data).toMatchObject({ verified: true, domain: { verifiedAt: verified.verifiedAt } });
});

test("tracking links never use a pending domain; a network's first verified tracking domain carries them", async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
  const linkDomain = async () =>
    (await app.inject({ method: 'GET', url: `/api/v1/offers/${offer.id}/integration`, headers })).json().data
      .domain.origin;
  const [own] = await handle.db
    .select()
    .from(tenantDomains)
    .where(eq(tenantDomains.host, tenant.trackingHost));
  await app.inject({ method: 'DELETE', url: `/api/v1/settings/domains/${own?.id}`, headers });
  const host = freshHost('go');
  const pending = await addDomain(app, headers, host, 'tracking');
  expect(await linkDomain()).not.toContain(host);
  await proveControl(app, zone(), headers, pending);
  expect(await linkDomain()).toBe(`https://${host}`);
});

test('a claimed name, pending or verified, is never another network’s; a record left by an earlier claim proves nothing', async () => {
  const { app, handle } = ctx.current;
  const first = await adminOfNewTenant(app, handle.db);
  const second = await adminOfNewTenant(app, handle.db);
  const host = freshHost('claimed');
  const pending = await addDomain(app, first.headers, host);
  for (const name of [host, host.toUpperCase(), first.tenant.host]) {
    const taken = await tryAdd(second.headers, name, 'tracking');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.host).toEqual(['This domain is already in use.']);
  }
  // The operator's CLI sees the pending claim too (tenant create refuses a claimed host).
  expect((await findTenantByHost(handle.db, host))?.id).toBe(first.tenant.id);
  // The first network publishes its record, then gives the name up; the second claims it.
  const record = pending.verification;
  if (!record) throw new Error('a pending domain shows its record');
  zone().set(record.name, 'TXT', [record.value]);
  await app.inject({
    method: 'DELETE',
    url: `/api/v1/settings/domains/${pending.id}`,
    headers: first.headers,
  });
  const claimed = await addDomain(app, second.headers, host);
  expect(claimed.verification?.value).not.toBe(record.value);
  expect((await pressVerify(app, second.headers, claimed.id)).json().data.verified).toBe(false);
  expect(await networkOn(app, host)).not.toBe(second.tenant.name);
});

test('who may verify a domain: staff with settings.write', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const result = await statusesByCaller(app, handle.db, tenant, {
    permission: 'settings.write',
    expected: STAFF_ONLY(200),
    request: async () => {
      const [row] = await handle.db
        .insert(tenantDomains)
        .values({ tenantId: tenant.id, host: freshHost('verify'), kind: 'panel' })
        .returning();
      return { method: 'POST', url: `/api/v1/settings/domains/${row?.id}/verify` };
    },
    snapshot: () => handle.db.select().from(tenantDomains).where(eq(tenantDomains.tenantId, tenant.id)),
  });
  expect(result.statuses).toEqual(STAFF_ONLY(200));
  expect(result.afterRefused).toEqual(result.before);
});

test('a pending row from before these rules that names an address never verifies, whatever DNS says', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const host = `127.${octet()}.${octet()}.${octet()}`;
  const [legacy] = await handle.db
    .insert(tenantDomains)
    .values({ tenantId: tenant.id, host, kind: 'panel' })
    .returning();
  if (!legacy) throw new Error('no row inserted');
  zone().set(`_affnet-verify.${host}`, 'TXT', [`affnet-verify=${legacy.verificationToken}`]);
  const refused = await pressVerify(app, headers, legacy.id);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toContain('no network may use it');
  const [after] = await handle.db.select().from(tenantDomains).where(eq(tenantDomains.id, legacy.id));
  expect(after?.verifiedAt).toBeNull();
});
