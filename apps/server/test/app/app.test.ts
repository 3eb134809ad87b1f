import { AppConfigSchema } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { getDefaultTenant, seedTenant } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

const APP_CONFIG_KEYS = Object.keys(AppConfigSchema.shape).sort();

async function getApp(host: string) {
  return ctx.current.app.inject({ method: 'GET', url: '/api/v1/app', headers: { host } });
}

describe('GET /api/v1/app', () => {
  test('answers the tenant of a registered domain, with exactly the fields of AppConfigSchema', async () => {
    const tenant = await seedTenant(ctx.current.handle.db, {
      logoUrl: 'https://cdn.example.test/logo.png',
      faviconUrl: 'https://cdn.example.test/favicon.ico',
      brandColor: '#ff6600',
      defaultCurrency: 'EUR',
      timezone: 'Europe/Berlin',
      advertiserRegistrationOpen: false,
    });
    const response = await getApp(tenant.host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data).sort()).toEqual(APP_CONFIG_KEYS);
    expect(AppConfigSchema.parse(body.data)).toEqual(body.data);
    expect(body.data).toEqual({
      name: tenant.name,
      logo: 'https://cdn.example.test/logo.png',
      favicon: 'https://cdn.example.test/favicon.ico',
      status: 'active',
      supportEmail: tenant.supportEmail,
      brandColor: '#ff6600',
      defaultCurrency: 'EUR',
      timezone: 'Europe/Berlin',
      registration: { publisher: true, advertiser: false },
      demoAccounts: null,
    });
  });

  test('ignores the port and the letter case of the Host header', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    for (const host of [`${tenant.host}:8443`, tenant.host.toUpperCase(), `${tenant.host}.`]) {
      const response = await getApp(host);
      expect(response.statusCode, host).toBe(200);
      expect(response.json().data.name, host).toBe(tenant.name);
    }
  });

  test('an unknown host is served by the default tenant', async () => {
    const { db } = ctx.current.handle;
    const fallback = await getDefaultTenant(db);
    const other = await seedTenant(db);
    const response = await getApp(fallback.host);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe(fallback.name);
    expect(response.json().data.name).not.toBe(other.name);
    expect(response.json().data.demoAccounts).toBeNull();
  });

  test('localhost, with or without a port, is served by the default tenant', async () => {
    const fallback = await getDefaultTenant(ctx.current.handle.db);
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000']) {
      const response = await getApp(host);
      expect(response.statusCode, host).toBe(200);
      expect(response.json().data.name, host).toBe(fallback.name);
    }
  });

  test('a suspended tenant answers 200 with status suspended and its support e-mail', async () => {
    const tenant = await seedTenant(ctx.current.handle.db, { status: 'suspended' });
    const response = await getApp(tenant.host);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: tenant.name,
      status: 'suspended',
      supportEmail: tenant.supportEmail,
    });
  });

  test('a tenant without logo, favicon or support e-mail answers null for them', async () => {
    const tenant = await seedTenant(ctx.current.handle.db, { supportEmail: null });
    const { data } = (await getApp(tenant.host)).json();
    expect(data).toMatchObject({ logo: null, favicon: null, supportEmail: null, brandColor: null });
    expect(data.defaultCurrency).toBe('USD');
    expect(data.timezone).toBe('UTC');
  });
});

describe('GET /api/v1/health', () => {
  test('answers ok after a database round trip, also for a suspended tenant', async () => {
    const tenant = await seedTenant(ctx.current.handle.db, { status: 'suspended' });
    const response = await ctx.current.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { host: tenant.host },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
