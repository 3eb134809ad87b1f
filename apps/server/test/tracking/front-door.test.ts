import { Writable } from 'node:stream';
import { beforeAll, describe, expect, test } from 'vitest';
import { seedTenant } from '../helpers/factories';
import { httpRequest, listenOnLoopback } from '../helpers/http';
import { useTestApp } from '../helpers/test-app';

/*
 * The server's two contexts over real HTTP: tracking requests are answered in front of Fastify
 * (plain answers, no panel headers, no access log), everything else reaches the panel unchanged.
 */

const logLines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const ctx = useTestApp({ logger: { level: 'info', stream: capture } });
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
});

/** Log lines that mention this path (Fastify's access lines carry the URL). */
const linesAbout = (path: string) => logLines.filter((line) => line.includes(`"url":"${path}"`));

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><p>This link is not valid.</p></html>';

describe('the tracking context', () => {
  test('a tracking domain’s root answers plain text, with no panel header and no access log line', async () => {
    const tenant = await seedTenant(ctx.current.handle.db, { name: 'Acme Network' });
    await ctx.current.app.clickEngine.state.sync();
    const path = `/?probe=${tenant.slug}`;
    const answer = await httpRequest(baseUrl, { path, headers: { host: tenant.trackingHost } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe('This address carries the tracking links of Acme Network.\n');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(linesAbout(path)).toEqual([]);

    // The same capture sees the panel's access lines, so the silence above is the tracking context's.
    const panelPath = `/api/v1/app?probe=${tenant.slug}`;
    await httpRequest(baseUrl, { path: panelPath, headers: { host: tenant.host } });
    expect(linesAbout(panelPath).length).toBeGreaterThan(0);
  });

  test('a tracking domain serves nothing of the panel: every other path is the plain 404 page', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    await ctx.current.app.clickEngine.state.sync();
    const requests = [
      { path: '/c/unknown' },
      { path: '/api/v1/app' },
      { path: '/api/docs' },
      { path: '/auth/login' },
      { path: '/%E0%A4%A', method: 'GET' },
      { path: '/api/v1/auth/login', method: 'POST', body: '{"email":"a@b.test","password":"x"}' },
    ];
    for (const { path, method, body } of requests) {
      const headers = { host: tenant.trackingHost, 'content-type': 'application/json' };
      const answer = await httpRequest(baseUrl, { path, method, headers, body });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(answer.body, path).toBe(NOT_FOUND_PAGE);
      expect(answer.headers['content-security-policy'], path).toBeUndefined();
      expect(linesAbout(path), path).toEqual([]);
    }
  });

  test('HEAD on a tracking route answers its headers without a body', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    await ctx.current.app.clickEngine.state.sync();
    const answer = await httpRequest(baseUrl, {
      method: 'HEAD',
      path: '/',
      headers: { host: tenant.trackingHost },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe('');
  });
});

describe('the panel behind it', () => {
  test('keeps its headers, JSON errors and access log on panel hosts, and owns `/` there', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const app = await httpRequest(baseUrl, { path: '/api/v1/app', headers: { host: tenant.host } });
    expect(app.status).toBe(200);
    expect(app.headers['content-security-policy']).toContain("default-src 'self'");
    expect(JSON.parse(app.body).data.name).toBe(tenant.name);

    const missing = await httpRequest(baseUrl, { path: '/api/v1/nope', headers: { host: tenant.host } });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ message: 'Not found.' });
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
    expect(linesAbout('/api/v1/nope').length).toBeGreaterThan(0);

    // `/` on a panel host is the panel's (the web client; here, without a build, its JSON 404).
    const root = await httpRequest(baseUrl, { path: '/', headers: { host: tenant.host } });
    expect(root.body).not.toContain('tracking links');
  });

  test('the server keeps Fastify’s timeouts although the front door makes it', () => {
    const { server } = ctx.current.app;
    expect(server.timeout).toBe(30_000);
    expect(server.requestTimeout).toBe(60_000);
    expect(server.keepAliveTimeout).toBe(72_000);
  });
});
