import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { tenantCompany } from '../../src/db/schema/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedTenant } from '../helpers/factories';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PATH = '/api/v1/settings/company';

const company = {
  legalName: 'Orbit Media GmbH',
  addressLine1: 'Torstraße 1',
  city: 'Berlin',
  postalCode: '10119',
  country: 'de',
  taxNumber: 'DE123456789',
  registrationNumber: 'HRB 12345',
  bankName: 'Deutsche Bank',
  bankAccountHolder: 'Orbit Media GmbH',
  bankAccount: 'DE89370400440532013000',
  bankBic: 'deutdeff',
};

test('who may read and save the company details', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const reads = await statusesByCaller(app, handle.db, tenant, {
    permission: 'settings.read',
    expected: STAFF_ONLY(200),
    request: async () => ({ method: 'GET', url: PATH }),
  });
  expect(reads.statuses).toEqual(STAFF_ONLY(200));
  const writes = await statusesByCaller(app, handle.db, tenant, {
    permission: 'settings.write',
    expected: STAFF_ONLY(200),
    request: async () => ({ method: 'PUT', url: PATH, payload: company }),
    snapshot: () => handle.db.select().from(tenantCompany).where(eq(tenantCompany.tenantId, tenant.id)),
  });
  expect(writes.statuses).toEqual(STAFF_ONLY(200));
  expect(writes.before).toEqual([]);
  expect(writes.afterRefused).toEqual([]);
});

test('the details round-trip typed, each change is recorded, another network sees none of them', async () => {
  const { app, handle } = ctx.current;
  const { headers } = await adminOfNewTenant(app, handle.db);
  const empty = await app.inject({ method: 'GET', url: PATH, headers });
  expect(empty.json()).toEqual({ data: null });

  const saved = await app.inject({ method: 'PUT', url: PATH, headers, payload: company });
  expect(saved.statusCode).toBe(200);
  const expected = {
    ...company,
    country: 'DE',
    bankBic: 'DEUTDEFF',
    addressLine2: null,
    region: null,
  };
  expect(saved.json().data).toEqual(expected);
  expect((await app.inject({ method: 'GET', url: PATH, headers })).json().data).toEqual(expected);

  await app.inject({ method: 'PUT', url: PATH, headers, payload: { ...company, city: 'Hamburg' } });
  const history = await app.inject({ method: 'GET', url: '/api/v1/settings/history/company', headers });
  const [latest, first] = history.json().data;
  expect(latest.changes).toEqual([{ field: 'city', before: 'Berlin', after: 'Hamburg', secret: false }]);
  expect(first.summary).toBe('Entered the company details');

  const other = await adminOfNewTenant(app, handle.db);
  expect((await app.inject({ method: 'GET', url: PATH, headers: other.headers })).json()).toEqual({
    data: null,
  });
  const otherHistory = await app.inject({
    method: 'GET',
    url: '/api/v1/settings/history/company',
    headers: other.headers,
  });
  expect(otherHistory.json().meta.total).toBe(0);
});

test('bad input is a 422 with field errors and stores nothing', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const response = await app.inject({
    method: 'PUT',
    url: PATH,
    headers,
    payload: { legalName: '', addressLine1: 'x', city: 'Berlin', country: 'ZZ', bankBic: 'NOT-A-BIC' },
  });
  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json().errors).sort()).toEqual(['bankBic', 'country', 'legalName']);
  expect(await handle.db.select().from(tenantCompany).where(eq(tenantCompany.tenantId, tenant.id))).toEqual(
    [],
  );
});
