import { PERMISSIONS, type Permission } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { authHeaders, loginAs, seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { seedOffer } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';
import { minimalOfferBody, OFFERS, offersOf, storedOffer } from './offer-api';

const ctx = useTestApp();

type Seeded = { offerId: string; baseId: string; advertiserId: string; publisherId: string };

type Endpoint = {
  method: 'GET' | 'POST' | 'PUT';
  route: string;
  url: (s: Seeded) => string;
  body?: (s: Seeded) => Record<string, unknown>;
  needs: Permission;
  ok: number;
};

const tab = (name: string, body: (s: Seeded) => Record<string, unknown>): Endpoint => ({
  method: 'PUT',
  route: `${OFFERS}/:id/${name}`,
  url: (s) => `${OFFERS}/${s.offerId}/${name}`,
  body,
  needs: 'offers.write',
  ok: 200,
});

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', route: OFFERS, url: () => OFFERS, needs: 'offers.read', ok: 200 },
  {
    method: 'GET',
    route: `${OFFERS}/options`,
    url: () => `${OFFERS}/options?search=a`,
    needs: 'offers.read',
    ok: 200,
  },
  {
    method: 'POST',
    route: OFFERS,
    url: () => OFFERS,
    body: (s) => minimalOfferBody(s.advertiserId),
    needs: 'offers.write',
    ok: 201,
  },
  {
    method: 'GET',
    route: `${OFFERS}/:id`,
    url: (s) => `${OFFERS}/${s.offerId}`,
    needs: 'offers.read',
    ok: 200,
  },
  {
    method: 'GET',
    route: `${OFFERS}/:id/payouts/resolve`,
    url: (s) => `${OFFERS}/${s.offerId}/payouts/resolve?publisherId=${s.publisherId}&country=de`,
    needs: 'offers.read',
    ok: 200,
  },
  {
    method: 'GET',
    route: `${OFFERS}/:id/status-changes`,
    url: (s) => `${OFFERS}/${s.offerId}/status-changes`,
    needs: 'offers.read',
    ok: 200,
  },
  {
    method: 'POST',
    route: `${OFFERS}/status`,
    url: () => `${OFFERS}/status`,
    body: (s) => ({ ids: [s.offerId], action: 'pause' }),
    needs: 'offers.write',
    ok: 200,
  },
  tab('general', (s) => minimalOfferBody(s.advertiserId, { payouts: undefined, name: 'Renamed' })),
  tab('events', (s) => ({ events: [{ id: s.baseId, key: 'conversion', name: 'Sale', isBase: true }] })),
  tab('landing-pages', () => ({ landingPages: [{ name: 'Main', url: 'https://shop.example/a' }] })),
  tab('payouts', () => ({ payouts: [{ eventKey: 'conversion', payoutAmount: '1', revenueAmount: '2' }] })),
  tab('caps', () => ({ caps: [{ metric: 'clicks', period: 'day', limit: '10', action: 'pause' }] })),
  tab('targeting', () => ({ targeting: { country: { include: ['DE'] } } })),
  tab('schedule', () => ({ timezone: 'Europe/Berlin', liveFrom: '2031-01-01 00:00' })),
  tab('fallback', () => ({ fallbacks: [{ kind: 'url', url: 'https://elsewhere.example/' }] })),
  tab('permission', () => ({ visibility: 'public', approvalQuestions: ['Why?'] })),
];

async function seedWorld(tenant: TestTenant): Promise<Seeded> {
  const { db } = ctx.current.handle;
  const advertiser = await seedPartner(db, tenant, { kind: 'advertiser' });
  const publisher = await seedPartner(db, tenant, { kind: 'publisher' });
  const { offer, base } = await seedOffer(db, tenant, {
    advertiserId: advertiser.partner.id,
    name: 'Secret Sauce',
  });
  return {
    offerId: offer.id,
    baseId: base.id,
    advertiserId: advertiser.partner.id,
    publisherId: publisher.partner.id,
  };
}

function call(endpoint: Endpoint, seeded: Seeded, headers: Record<string, string>) {
  return ctx.current.app.inject({
    method: endpoint.method,
    url: endpoint.url(seeded),
    headers,
    payload: endpoint.body?.(seeded),
  });
}

describe('who may call the offer endpoints', () => {
  test.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.route}`, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const { app, handle } = ctx.current;
      const tenant = await seedTenant(handle.db);
      const seeded = await seedWorld(tenant);
      const partnerLogin = async (kind: 'publisher' | 'advertiser') =>
        authHeaders(
          tenant,
          await loginAs(app, tenant, (await seedPartner(handle.db, tenant, { kind })).user),
        );
      const denied = {
        anonymous: { host: tenant.host },
        publisher: await partnerLogin('publisher'),
        advertiser: await partnerLogin('advertiser'),
        // Every permission but the one this route needs.
        employeeWithout: (
          await signedIn(app, handle.db, tenant, {
            role: 'employee',
            permissions: PERMISSIONS.filter((p) => p !== endpoint.needs),
          })
        ).headers,
      };
      const allowed = {
        employee: (
          await signedIn(app, handle.db, tenant, { role: 'employee', permissions: [endpoint.needs] })
        ).headers,
        admin: (await signedIn(app, handle.db, tenant, { role: 'admin' })).headers,
      };

      const before = await storedOffer(handle.db, seeded.offerId);
      const statuses: Record<string, number> = {};
      for (const [caller, headers] of Object.entries(denied)) {
        const response = await call(endpoint, seeded, headers);
        statuses[caller] = response.statusCode;
        expect(response.body).not.toContain('Secret Sauce');
      }
      expect(await storedOffer(handle.db, seeded.offerId)).toEqual(before);
      expect(await offersOf(handle.db, tenant.id)).toHaveLength(1);
      for (const [caller, headers] of Object.entries(allowed)) {
        statuses[caller] = (await call(endpoint, seeded, headers)).statusCode;
      }
      expect(statuses).toEqual({
        anonymous: 401,
        publisher: 403,
        advertiser: 403,
        employeeWithout: 403,
        employee: endpoint.ok,
        admin: endpoint.ok,
      });
    },
  );
});

describe('ids of another tenant', () => {
  const byId = ENDPOINTS.filter(
    (endpoint) => endpoint.route.includes(':id') || endpoint.route.endsWith('/status'),
  );

  test.each(byId.map((endpoint) => [`${endpoint.method} ${endpoint.route}`, endpoint] as const))(
    '%s answers 404, shows nothing and changes nothing',
    async (_name, endpoint) => {
      const { app, handle } = ctx.current;
      const home = await seedTenant(handle.db);
      const other = await seedTenant(handle.db);
      const foreign = await seedWorld(home);
      // Valid references of the caller's own tenant, so only the offer id is foreign.
      const own = await seedWorld(other);
      const { headers } = await signedIn(app, handle.db, other);
      const before = await storedOffer(handle.db, foreign.offerId);

      const response = await call(
        endpoint,
        { ...own, offerId: foreign.offerId, baseId: foreign.baseId },
        headers,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/not found|do not exist/);
      expect(response.body).not.toContain('Secret Sauce');
      expect(await storedOffer(handle.db, foreign.offerId)).toEqual(before);
    },
  );

  test('an unknown id is 404 and a malformed one 422', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await adminOfNewTenant(app, handle.db);
    const unknown = await app.inject({
      method: 'GET',
      url: `${OFFERS}/4b5e143f-7190-4418-a30d-298e4fda88e0`,
      headers,
    });
    const malformed = await app.inject({ method: 'GET', url: `${OFFERS}/1001`, headers });
    expect([unknown.statusCode, malformed.statusCode]).toEqual([404, 422]);
  });
});
