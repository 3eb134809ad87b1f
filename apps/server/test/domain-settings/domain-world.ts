import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { NetworkDomain } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { type DnsZone, startDnsZone } from './dns-zone';

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

/** A name no test has used, under `.test` (RFC 2606), which only the test DNS zone answers. */
export const freshHost = (label: string) => `${label}-${randomUUID().slice(0, 8)}.test`;

/**
 * The app listening on loopback, asking a DNS zone of the file's own (DOMAIN_DNS_SERVERS).
 * `PUBLIC_URL` names `publicHost` on the app's port; `reachableHost` is the one name the operator
 * allows the check to call on a loopback address (DOMAIN_CHECK_ALLOW_HOSTS), as an internal
 * deployment would.
 */
export function useDomainWorld() {
  const world = {
    port: 0,
    zone: undefined as DnsZone | undefined,
    publicHost: freshHost('affnet'),
    reachableHost: freshHost('reach'),
  };
  beforeAll(async () => {
    world.port = await freePort();
    world.zone = await startDnsZone();
  });
  const ctx = useTestApp({
    env: () => ({
      PUBLIC_URL: `http://${world.publicHost}:${world.port}`,
      DOMAIN_DNS_SERVERS: `127.0.0.1:${world.zone?.port}`,
      DOMAIN_CHECK_ALLOW_HOSTS: world.reachableHost,
    }),
  });
  beforeAll(async () => {
    await ctx.current.app.listen({ port: world.port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await world.zone?.close();
  });
  const zone = (): DnsZone => {
    if (!world.zone) throw new Error('the DNS zone starts in beforeAll');
    return world.zone;
  };
  return { ctx, world, zone };
}

export type Headers = Record<string, string>;

/** `POST /settings/domains` as the caller; the added domain (a 201 is expected). */
export async function addDomain(
  app: FastifyInstance,
  headers: Headers,
  host: string,
  kind: 'panel' | 'tracking' = 'panel',
): Promise<NetworkDomain> {
  const added = await app.inject({
    method: 'POST',
    url: '/api/v1/settings/domains',
    headers,
    payload: { host, kind },
  });
  expect(added.statusCode).toBe(201);
  return added.json().data;
}

export function pressVerify(app: FastifyInstance, headers: Headers, id: string) {
  return app.inject({ method: 'POST', url: `/api/v1/settings/domains/${id}/verify`, headers });
}

/** Publishes the domain's TXT record in the zone, then presses "Verify" (which must succeed). */
export async function proveControl(
  app: FastifyInstance,
  zone: DnsZone,
  headers: Headers,
  domain: NetworkDomain,
): Promise<NetworkDomain> {
  const record = domain.verification;
  if (!record) throw new Error(`${domain.host} is verified already`);
  zone.set(record.name, 'TXT', [record.value]);
  const verified = await pressVerify(app, headers, domain.id);
  expect(verified.json().data).toMatchObject({ verified: true });
  return verified.json().data.domain;
}

/** A domain added by the caller and verified through its TXT record. */
export async function verifiedDomain(
  app: FastifyInstance,
  zone: DnsZone,
  headers: Headers,
  host: string,
  kind: 'panel' | 'tracking' = 'panel',
): Promise<NetworkDomain> {
  return proveControl(app, zone, headers, await addDomain(app, headers, host, kind));
}

/** `POST /settings/domains/:id/check` as the caller. */
export function pressCheck(app: FastifyInstance, headers: Headers, id: string) {
  return app.inject({ method: 'POST', url: `/api/v1/settings/domains/${id}/check`, headers });
}
