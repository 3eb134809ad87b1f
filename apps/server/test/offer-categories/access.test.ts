import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { offerCategories } from '../../src/db/schema/index';
import { type CallerSetup, PUBLISHER_ONLY, STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedTenant, type TestTenant } from '../helpers/factories';
import { seedCategory } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PATH = '/api/v1/offer-categories';

/** Each call gets a category of its own, so one caller's delete does not decide the next one's answer. */
const freshCategory = (tenant: TestTenant) => seedCategory(ctx.current.handle.db, tenant);

const CASES: Array<[string, (tenant: TestTenant) => Omit<CallerSetup, 'snapshot'>]> = [
  [
    'GET /offer-categories',
    () => ({
      permission: 'offers.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: PATH }),
    }),
  ],
  [
    'GET /offer-categories/options',
    () => ({
      permission: 'offers.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: `${PATH}/options` }),
    }),
  ],
  [
    'POST /offer-categories',
    () => ({
      permission: 'offers.write',
      expected: STAFF_ONLY(201),
      request: async (caller) => ({ method: 'POST', url: PATH, payload: { name: `By ${caller}` } }),
    }),
  ],
  [
    'PUT /offer-categories/:id',
    (tenant) => ({
      permission: 'offers.write',
      expected: STAFF_ONLY(200),
      request: async (caller) => ({
        method: 'PUT',
        url: `${PATH}/${(await freshCategory(tenant)).id}`,
        payload: { name: `Renamed by ${caller}` },
      }),
    }),
  ],
  [
    'DELETE /offer-categories/:id',
    (tenant) => ({
      permission: 'offers.write',
      expected: STAFF_ONLY(204),
      request: async () => ({ method: 'DELETE', url: `${PATH}/${(await freshCategory(tenant)).id}` }),
    }),
  ],
  [
    'GET /publisher/offer-categories',
    () => ({
      permission: 'offers.read',
      expected: PUBLISHER_ONLY(200),
      request: async () => ({ method: 'GET', url: '/api/v1/publisher/offer-categories' }),
    }),
  ],
];

test.each(CASES)('who may call %s; refused callers change nothing', async (_name, setupOf) => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const setup = setupOf(tenant);
  const result = await statusesByCaller(app, handle.db, tenant, {
    ...setup,
    snapshot: () => handle.db.select().from(offerCategories).where(eq(offerCategories.tenantId, tenant.id)),
  });
  expect(result.statuses).toEqual(setup.expected);
  expect(result.afterRefused).toEqual(result.before);
});
