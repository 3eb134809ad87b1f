import { randomUUID } from 'node:crypto';
import {
  OFFER_ACCESS_STATUSES,
  OFFER_STATUSES,
  OFFER_VISIBILITIES,
  type OfferVersion,
} from '@affnet/contracts';
import pino from 'pino';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoNetwork } from '../../src/demo/index';
import { eventStoreOn } from '../../src/events/index';
import { insertTenant } from '../../src/tenancy/index';
import type { TestUser } from '../helpers/factories';
import { authHeaders, loginAs, type TestTenant } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
let tenant: TestTenant;

const account = (email: string) => ({ email, password: DEMO_PASSWORD }) as TestUser;

async function get<T>(email: string, url: string): Promise<T> {
  const { app } = ctx.current;
  const headers = authHeaders(tenant, await loginAs(app, tenant, account(email)));
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
}

type Page<R> = { data: R[]; meta: { total: number } };

let trackingDomain: string;

// The demo network goes into a tenant of its own here: the default tenant is shared by test files.
// Like the demo's default network, it starts with no tracking domain; the seeder gives it one.
beforeAll(async () => {
  const { handle, files } = ctx.current;
  const id = randomUUID().slice(0, 8);
  const host = `demo-${id}.test`;
  trackingDomain = `track.demo-${id}.example`;
  tenant = { ...(await insertTenant(handle.db, { slug: `demo-${id}`, name: 'Demo Network' }, [host])), host };
  await seedDemoNetwork(
    { db: handle.db, events: eventStoreOn(handle.db) },
    files,
    pino({ level: 'silent' }),
    tenant,
    { trackingDomain },
  );
}, 120_000);

describe('npm run demo: the catalogue', () => {
  test('20+ offers in every status and visibility, across categories, with creatives and caps', async () => {
    const offers = await get<Page<{ status: string; visibility: string; categories: unknown[] }>>(
      'admin@demo.test',
      '/api/v1/offers?perPage=100',
    );
    expect(offers.meta.total).toBeGreaterThanOrEqual(20);
    expect(new Set(offers.data.map((offer) => offer.status))).toEqual(new Set(OFFER_STATUSES));
    expect(new Set(offers.data.map((offer) => offer.visibility))).toEqual(new Set(OFFER_VISIBILITIES));
    const categories = await get<{ data: Array<{ offerCount: number }> }>(
      'admin@demo.test',
      '/api/v1/offer-categories',
    );
    expect(categories.data.length).toBeGreaterThanOrEqual(6);
    expect(categories.data.every((category) => category.offerCount > 0)).toBe(true);
    const banners = await get<Page<{ file: { url: string } | null }>>(
      'admin@demo.test',
      '/api/v1/creatives?type=banner',
    );
    expect(banners.meta.total).toBeGreaterThanOrEqual(4);
    const image = await ctx.current.app.inject({
      method: 'GET',
      url: banners.data[0]?.file?.url ?? '',
      headers: { host: tenant.host },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  test('an offer with a history: created, then its landing pages saved again', async () => {
    type Option = { id: string; name: string };
    const options = await get<{ data: Option[] }>(
      'admin@demo.test',
      '/api/v1/offers/options?search=Summer%20Sale',
    );
    const acme = options.data.find((option) => option.name === 'Acme Shop – Summer Sale');
    const versions = await get<{ data: OfferVersion[] }>(
      'admin@demo.test',
      `/api/v1/offers/${acme?.id}/versions`,
    );
    expect(versions.data.map(({ version, part }) => [version, part])).toEqual([
      [2, 'landing-pages'],
      [1, 'created'],
    ]);
    expect(versions.data[0]?.changes.map(({ path, item, kind }) => [path, item, kind])).toEqual([
      ['landingPages.weight', 'Sale home', 'changed'],
      ['landingPages.weight', 'Outdoor category', 'changed'],
      ['landingPages', 'Back to school', 'added'],
    ]);
  });

  test('access requests in every state', async () => {
    const access = await get<Page<{ status: string }>>('admin@demo.test', '/api/v1/offer-access?perPage=100');
    expect(new Set(access.data.map((row) => row.status))).toEqual(new Set(OFFER_ACCESS_STATUSES));
  });

  test('the demo publisher has approved, pending and available offers', async () => {
    const available = await get<Page<{ access: string }>>(
      'publisher@demo.test',
      '/api/v1/publisher/offers?scope=available&perPage=100',
    );
    const states = available.data.map((offer) => offer.access);
    expect(states).toContain('pending');
    expect(states).toContain('none');
    expect(states).toContain('rejected');
    const approved = await get<Page<unknown>>(
      'publisher@demo.test',
      '/api/v1/publisher/offers?scope=approved',
    );
    expect(approved.meta.total).toBeGreaterThanOrEqual(5);
  });

  test('seeding again adds nothing', async () => {
    const { handle, files } = ctx.current;
    const before = await get<Page<unknown>>('admin@demo.test', '/api/v1/offers');
    await seedDemoNetwork(
      { db: handle.db, events: eventStoreOn(handle.db) },
      files,
      pino({ level: 'silent' }),
      tenant,
    );
    const after = await get<Page<unknown>>('admin@demo.test', '/api/v1/offers');
    expect(after.meta.total).toBe(before.meta.total);
  }, 60_000);
});

describe('npm run demo: the settings', () => {
  test('company, publisher and advertiser settings are filled in, with their history', async () => {
    const company = await get<{ data: { legalName: string } | null }>(
      'admin@demo.test',
      '/api/v1/settings/company',
    );
    expect(company.data?.legalName).toBe('Demo Network GmbH');
    const publisher = await get<{ data: { welcomeMessage: string | null; defaultAccountManager: unknown } }>(
      'admin@demo.test',
      '/api/v1/settings/publisher',
    );
    expect(publisher.data.welcomeMessage).toContain('Welcome to Demo Network');
    expect(publisher.data.defaultAccountManager).not.toBeNull();
    const history = await get<Page<unknown>>('admin@demo.test', '/api/v1/settings/history/company');
    expect(history.meta.total).toBe(1);
  });
});

describe('npm run demo: the team', () => {
  test('the account manager sees only the partners they manage, the analyst every partner', async () => {
    type Partner = { accountManager: { email: string } | null; status: string };
    const mine = await get<Page<Partner>>('employee@demo.test', '/api/v1/publishers?perPage=100');
    const all = await get<Page<Partner>>('analyst@demo.test', '/api/v1/publishers?perPage=100');
    expect(mine.meta.total).toBeGreaterThan(1);
    expect(mine.data.every((partner) => partner.accountManager?.email === 'employee@demo.test')).toBe(true);
    expect(mine.data.some((partner) => partner.status === 'pending')).toBe(true);
    expect(all.meta.total).toBeGreaterThan(mine.meta.total);
    const advertisers = await get<Page<Partner>>('employee@demo.test', '/api/v1/advertisers');
    expect(advertisers.meta.total).toBeGreaterThan(0);
    const roles = await get<Page<{ name: string; dataScope: string }>>(
      'analyst@demo.test',
      '/api/v1/employee-roles',
    );
    expect(roles.data.map((role) => [role.name, role.dataScope])).toEqual([
      ['Account Manager', 'managed'],
      ['Network Analyst', 'all'],
    ]);
  });
});

describe('npm run demo: links and money look like a real network’s', () => {
  test('links are on the tracking domain, and name a landing page by its short number', async () => {
    type Listed = { id: string };
    type Offer = { landingPages: Array<{ id: string }> };
    const approved = await get<Page<Listed>>(
      'publisher@demo.test',
      '/api/v1/publisher/offers?scope=approved',
    );
    let checked = 0;
    for (const { id } of approved.data) {
      const offer = await get<{ data: Offer }>('publisher@demo.test', `/api/v1/publisher/offers/${id}`);
      const [page] = offer.data.landingPages;
      if (!page) continue;
      const link = await get<{ data: { shortUrl: string; domain: { kind: string; origin: string } } }>(
        'publisher@demo.test',
        `/api/v1/publisher/offers/${id}/tracking-link?landingPageId=${page.id}`,
      );
      expect(link.data.domain).toEqual({ kind: 'tracking', origin: `https://${trackingDomain}` });
      expect(new URL(link.data.shortUrl).searchParams.get('lp')).toMatch(/^\d{1,6}$/);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('every currency the offers are priced in is enabled in the currency settings, with its rates', async () => {
    const offers = await get<Page<{ currency: string }>>('admin@demo.test', '/api/v1/offers?perPage=100');
    const settings = await get<{ data: { currencies: Array<{ code: string; currentRate: unknown }> } }>(
      'admin@demo.test',
      '/api/v1/settings/currencies',
    );
    const enabled = settings.data.currencies.map((currency) => currency.code);
    expect(
      [...new Set(offers.data.map((offer) => offer.currency))].filter((code) => !enabled.includes(code)),
    ).toEqual([]);
    expect(enabled).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP']));
    expect(settings.data.currencies.every((currency) => currency.currentRate !== null)).toBe(true);
  });

  test('the login page tells the two employee accounts apart', () => {
    const employees = DEMO_ACCOUNTS.filter((demo) => demo.role === 'employee');
    expect(employees).toHaveLength(2);
    expect(new Set(employees.map((demo) => demo.description)).size).toBe(2);
    expect(employees.every((demo) => (demo.description ?? '').length > 0)).toBe(true);
  });
});
