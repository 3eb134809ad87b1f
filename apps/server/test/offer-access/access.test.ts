import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { offerAccess } from '../../src/db/schema/index';
import { type CallerSetup, PUBLISHER_ONLY, STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { seedOffer, seedOfferAccess } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

/** An approval offer of the tenant, and a pending request on it by a fresh publisher. */
async function pendingRequest(tenant: TestTenant) {
  const { db } = ctx.current.handle;
  const { partner: advertiser } = await seedPartner(db, tenant, { kind: 'advertiser' });
  const { partner: publisher } = await seedPartner(db, tenant, { kind: 'publisher' });
  const { offer } = await seedOffer(db, tenant, { advertiserId: advertiser.id, visibility: 'approval' });
  const entry = await seedOfferAccess(db, tenant, {
    offerId: offer.id,
    publisherId: publisher.id,
    status: 'pending',
  });
  return { offer, publisher, entry };
}

const CASES: Array<[string, (tenant: TestTenant) => Omit<CallerSetup, 'snapshot'>]> = [
  [
    'GET /offer-access',
    () => ({
      permission: 'offers.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: '/api/v1/offer-access' }),
    }),
  ],
  [
    'POST /offer-access/status',
    (tenant) => ({
      permission: 'offers.write',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'POST',
        url: '/api/v1/offer-access/status',
        payload: { ids: [(await pendingRequest(tenant)).entry.id], action: 'reject' },
      }),
    }),
  ],
  [
    'POST /offer-access',
    (tenant) => ({
      permission: 'offers.write',
      expected: STAFF_ONLY(200),
      request: async () => {
        const { offer } = await pendingRequest(tenant);
        const { partner } = await seedPartner(ctx.current.handle.db, tenant, { kind: 'publisher' });
        return {
          method: 'POST',
          url: '/api/v1/offer-access',
          payload: { offerId: offer.id, publisherIds: [partner.id], status: 'approved' },
        };
      },
    }),
  ],
  [
    'POST /publisher/offers/:id/access-request',
    (tenant) => ({
      permission: 'offers.write',
      expected: PUBLISHER_ONLY(200),
      request: async () => {
        const { offer } = await pendingRequest(tenant);
        return { method: 'POST', url: `/api/v1/publisher/offers/${offer.id}/access-request`, payload: {} };
      },
    }),
  ],
];

test.each(CASES)('who may call %s; refused callers change nothing', async (_name, setupOf) => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const setup = setupOf(tenant);
  const result = await statusesByCaller(app, handle.db, tenant, {
    ...setup,
    snapshot: () => handle.db.select().from(offerAccess).where(eq(offerAccess.tenantId, tenant.id)),
  });
  expect(result.statuses).toEqual(setup.expected);
  expect(result.afterRefused).toEqual(result.before);
});
