import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { tenants } from '../../src/db/schema/index';
import { AppError } from '../../src/lib/app-error';
import { registerErrorHandler } from '../../src/plugins/error-handler';
import { seedTenant } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

/** A bare Fastify with only the real error handler, and its log lines. */
function bareApp() {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  return { app, logs };
}

describe('error handling', () => {
  test('malformed JSON answers 400 with a message', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const response = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: tenant.host, 'content-type': 'application/json' },
      payload: '{"email": "a@b.test", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  test('an unsupported content type answers 415, a body over 1 MB answers 413', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const unsupported = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: tenant.host, 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toEqual({ message: expect.any(String) });
    const huge = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: tenant.host, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  test('an unknown /api path answers 404 JSON', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    for (const url of ['/api/v1/nope', '/api/v2/app', '/api/']) {
      const response = await ctx.current.app.inject({ method: 'GET', url, headers: { host: tenant.host } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ message: 'Not found.' });
    }
  });

  test('with the web client served, unknown /api paths stay JSON 404 while pages get HTML', async () => {
    const { handle, config, tenants: resolver, files, events } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const webDistDir = mkdtempSync(join(tmpdir(), 'affnet-no-web-'));
    const mailer = { send: async () => ({ response: 'not sent' }), close: () => {} };
    const app = await buildApp({
      config: { ...config, webDistDir },
      db: handle.db,
      events,
      files,
      mailer,
      tenants: resolver,
      logger: false,
      serveWeb: true,
    });
    try {
      const api = await app.inject({ method: 'GET', url: '/api/v1/nope', headers: { host: tenant.host } });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ message: 'Not found.' });
      const page = await app.inject({
        method: 'GET',
        url: '/publisher/dashboard',
        headers: { host: tenant.host },
      });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await app.close();
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });

  test('an unexpected error answers 500 Internal Server Error without details, and is logged', async () => {
    const { app, logs } = bareApp();
    app.get('/boom', async () => {
      throw new Error('secret connection string postgres://u:p@db');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error' });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('stack');
    expect(logs.join('')).toContain('secret connection string');
    await app.close();
  });

  test('an answer that breaks its response schema is a 500, not a leak', async () => {
    const { app } = bareApp();
    app.get(
      '/leaky',
      { schema: { response: { 200: z.object({ id: z.string() }) } } },
      async () => ({ id: 42, passwordHash: 'argon2...' }) as never,
    );
    const response = await app.inject({ method: 'GET', url: '/leaky' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error' });
    await app.close();
  });

  test('AppError maps to its status with field errors; zod validation to 422', async () => {
    const { app } = bareApp();
    app.post('/app-error', async () => {
      throw new AppError('CONFLICT', 'Already there.', { slug: ['Taken'] });
    });
    app.post('/validated', { schema: { body: z.object({ count: z.number().int() }) } }, async () => ({}));
    const conflict = await app.inject({ method: 'POST', url: '/app-error' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: 'Already there.', errors: { slug: ['Taken'] } });
    const invalid = await app.inject({ method: 'POST', url: '/validated', payload: { count: 'many' } });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(['count']);
    await app.close();
  });

  test('a PostgreSQL unique violation answers 409', async () => {
    const { handle } = ctx.current;
    const existing = await seedTenant(handle.db);
    const { app } = bareApp();
    app.post('/duplicate', async () => {
      await handle.db.insert(tenants).values({ slug: existing.slug, name: 'Copy' });
      return {};
    });
    const response = await app.inject({ method: 'POST', url: '/duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This record already exists.' });
    await app.close();
  });
});
