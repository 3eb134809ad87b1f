import type { Server, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { TenantResolver } from '../../src/tenancy/index';
import {
  createFrontDoorServer,
  createTrackingContext,
  type TrackingContextOptions,
} from '../../src/tracking/tracking-context';
import { getDefaultTenant, seedTenant } from '../helpers/factories';
import { httpRequest } from '../helpers/http';
import { useTestApp } from '../helpers/test-app';

/*
 * The tracking context on its own, with routes of the test's making (the engine's come with it):
 * what a handler is given, and what the visitor sees when something fails. Everything the context
 * does not take goes to the panel, here a handler that says so.
 */

const ctx = useTestApp();
const servers: Server[] = [];
const logged: string[] = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString('utf8'));
      done();
    },
  }),
);

async function serve(options: Partial<TrackingContextOptions> = {}): Promise<string> {
  const tracking = createTrackingContext({
    tenants: new TenantResolver(ctx.current.handle.db),
    trustProxy: 'loopback',
    log: () => log,
    ...options,
  });
  tracking.route({
    method: 'GET',
    url: '/echo/:code',
    hosts: 'any',
    handler: (request, response) => {
      const { ip, protocol, behindProxy, params, tenant, onTrackingDomain } = request;
      const seen = {
        ip,
        protocol,
        behindProxy,
        params,
        sub1: request.query.get('sub1'),
        tenant: tenant.slug,
        onTrackingDomain,
      };
      response.end(JSON.stringify(seen));
    },
  });
  tracking.route({
    method: 'GET',
    url: '/fail',
    hosts: 'any',
    handler: () => {
      throw new Error('secret internals');
    },
  });
  tracking.route({
    method: 'GET',
    url: '/fail-later',
    hosts: 'any',
    handler: async () => {
      await Promise.resolve();
      throw new Error('secret internals, later');
    },
  });
  const panel = (_request: unknown, response: ServerResponse) => response.end('panel');
  const timeouts = { connectionTimeout: 5_000, requestTimeout: 5_000, keepAliveTimeout: 5_000 };
  const server = createFrontDoorServer(tracking, panel, timeouts);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

let baseUrl: string;
beforeAll(async () => {
  baseUrl = await serve();
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
});

const echo = async (url: string, headers: Record<string, string>, path = '/echo/A%20b?sub1=x%26y') =>
  JSON.parse((await httpRequest(url, { path, headers })).body);

describe('a tracking route', () => {
  test('gets its decoded params, the query and the tenant of the Host, on every kind of host', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const fallback = await getDefaultTenant(ctx.current.handle.db);
    expect(await echo(baseUrl, { host: tenant.host })).toMatchObject({
      params: { code: 'A b' },
      sub1: 'x&y',
      tenant: tenant.slug,
      onTrackingDomain: false,
    });
    expect(await echo(baseUrl, { host: tenant.trackingHost })).toMatchObject({
      tenant: tenant.slug,
      onTrackingDomain: true,
    });
    // A fresh install has no tracking domain: its links work on whatever host serves the default network.
    expect(await echo(baseUrl, { host: fallback.host })).toMatchObject({ tenant: fallback.slug });
  });

  test('reads the client address and scheme through trusted proxies only, and only http or https', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const forwarded = { host: tenant.host, 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };
    expect(await echo(baseUrl, forwarded)).toMatchObject({ ip: '203.0.113.9', protocol: 'https' });
    expect(await echo(baseUrl, { ...forwarded, 'x-forwarded-proto': 'javascript' })).toMatchObject({
      protocol: 'http',
    });
    const distrusting = await serve({ trustProxy: false });
    expect(await echo(distrusting, forwarded)).toMatchObject({ ip: '127.0.0.1', protocol: 'http' });
  });

  test('gets a parameter it cannot decode, or an overlong one, as it came', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const headers = { host: tenant.host };
    expect(await echo(baseUrl, headers, '/echo/%')).toMatchObject({ params: { code: '%' } });
    expect(await echo(baseUrl, headers, '/echo/%E0%A4%A')).toMatchObject({ params: { code: '%E0%A4%A' } });
    const long = 'a'.repeat(3000);
    expect(await echo(baseUrl, headers, `/echo/${long}`)).toMatchObject({ params: { code: long } });
  });

  test('is told of a proxy beyond the trusted ones, by the forwarding chain or the proxy headers', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const host = tenant.host;
    // Through the trusted loopback proxy: the client is the last address it names.
    expect(await echo(baseUrl, { host, 'x-forwarded-for': '203.0.113.9' })).toMatchObject({
      ip: '203.0.113.9',
      behindProxy: false,
    });
    // The client's request already named an address: a proxy forwarded it for someone.
    expect(await echo(baseUrl, { host, 'x-forwarded-for': '198.51.100.7, 203.0.113.9' })).toMatchObject({
      ip: '203.0.113.9',
      behindProxy: true,
    });
    // A trusted proxy or CDN may add Via itself: not a sign of the visitor's.
    expect(
      await echo(baseUrl, { host, 'x-forwarded-for': '203.0.113.9', via: '1.1 cdn.example' }),
    ).toMatchObject({ behindProxy: false });
    // With no trusted proxy in front, the connection is the visitor's: its proxy headers count.
    const direct = await serve({ trustProxy: false });
    expect(await echo(direct, { host })).toMatchObject({ ip: '127.0.0.1', behindProxy: false });
    for (const header of ['via', 'forwarded', 'x-real-ip', 'x-forwarded-for']) {
      const proxied = await echo(direct, {
        host,
        [header]: header === 'via' ? '1.1 squid' : 'for=192.0.2.60',
      });
      expect(proxied, header).toMatchObject({ ip: '127.0.0.1', behindProxy: true });
    }
  });

  test('that fails answers a plain page that tells nothing, and the error is logged', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const answer = await httpRequest(baseUrl, { path: '/fail', headers: { host: tenant.host } });
    expect(answer.status).toBe(500);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).not.toContain('secret');
    expect(logged.some((line) => line.includes('secret internals') && line.includes('"level":50'))).toBe(
      true,
    );
  });
});

describe('with the tenant answered from memory (as the tracking state does, without a promise)', () => {
  test('a handler that throws or rejects answers the plain page, and the error is logged', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const async = new TenantResolver(ctx.current.handle.db);
    const known = await async.resolve(tenant.host);
    const url = await serve({ tenants: { resolve: (host) => (host === tenant.host ? known : null) } });
    const echoed = await echo(url, { host: tenant.host });
    expect(echoed).toMatchObject({ params: { code: 'A b' }, sub1: 'x&y', tenant: tenant.slug });
    for (const path of ['/fail', '/fail-later']) {
      const answer = await httpRequest(url, { path, headers: { host: tenant.host } });
      expect(answer.status, path).toBe(500);
      expect(answer.body, path).not.toContain('secret');
    }
    expect(logged.some((line) => line.includes('secret internals, later'))).toBe(true);
    // A host it does not know: the panel's, as on any unclaimed host.
    expect((await httpRequest(url, { path: '/api/v1/app', headers: { host: 'nobody.test' } })).body).toBe(
      'panel',
    );
  });
});

describe('what is not a tracking route', () => {
  test('goes to the panel on panel hosts, and to the plain 404 page on tracking domains', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const panelHost = await httpRequest(baseUrl, { path: '/api/v1/app', headers: { host: tenant.host } });
    expect(panelHost.body).toBe('panel');
    const trackingHost = await httpRequest(baseUrl, {
      path: '/api/v1/app',
      headers: { host: tenant.trackingHost },
    });
    expect(trackingHost.status).toBe(404);
    expect(trackingHost.body).toContain('This link is not valid.');
  });

  test('when the tenant cannot be looked up: tracking routes answer 503, the rest is the panel’s', async () => {
    // A database without its tables: every lookup fails, as it would with the database gone.
    const broken = openDatabase({ pgliteDir: 'memory://' });
    try {
      const url = await serve({ tenants: new TenantResolver(broken.db) });
      const tracked = await httpRequest(url, { path: '/echo/x', headers: { host: 'any.test' } });
      expect(tracked.status).toBe(503);
      expect(tracked.body).toContain('Try this link again in a moment.');
      const other = await httpRequest(url, { path: '/api/v1/app', headers: { host: 'any.test' } });
      expect(other.body).toBe('panel');
    } finally {
      await broken.close();
    }
  });
});
