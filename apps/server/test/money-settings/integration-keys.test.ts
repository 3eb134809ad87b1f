import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { integrationApiKeys } from '../../src/db/schema/index';
import { authenticateIntegrationKey } from '../../src/modules/integration-keys/index';
import { type CallerSetup, STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedTenant, type TestTenant } from '../helpers/factories';
import { historySummaries } from '../helpers/money-settings';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PATH = '/api/v1/settings/integration-keys';

async function freshKey(tenant: TestTenant) {
  const [row] = await ctx.current.handle.db
    .insert(integrationApiKeys)
    .values({ tenantId: tenant.id, name: 'CRM', keyHash: crypto.randomUUID(), last4: 'abcd' })
    .returning();
  return row?.id;
}

const CASES: Array<[string, (tenant: TestTenant) => Omit<CallerSetup, 'snapshot'>]> = [
  [
    'GET',
    () => ({
      permission: 'settings.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: PATH }),
    }),
  ],
  [
    'POST',
    () => ({
      permission: 'settings.write',
      expected: STAFF_ONLY(201),
      request: async () => ({ method: 'POST', url: PATH, payload: { name: 'CRM' } }),
    }),
  ],
  [
    'POST /:id/revoke',
    (t) => ({
      permission: 'settings.write',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'POST', url: `${PATH}/${await freshKey(t)}/revoke` }),
    }),
  ],
];

test.each(CASES)(
  'who may call %s /settings/integration-keys; refused callers change nothing',
  async (_name, setupOf) => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const setup = setupOf(tenant);
    const result = await statusesByCaller(app, handle.db, tenant, {
      ...setup,
      snapshot: () =>
        handle.db.select().from(integrationApiKeys).where(eq(integrationApiKeys.tenantId, tenant.id)),
    });
    expect(result.statuses).toEqual(setup.expected);
    expect(result.afterRefused).toEqual(result.before);
  },
);

test('a key is shown once, stored as a hash, listed by its last four, and stops working when revoked', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const created = await app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: { name: 'Billing sync', expiresOn: '2099-12-31' },
  });
  expect(created.statusCode).toBe(201);
  const { key, ...shown } = created.json().data;
  expect(key).toMatch(/^afk_[A-Za-z0-9_-]{43}$/);
  expect(shown).toMatchObject({
    name: 'Billing sync',
    last4: key.slice(-4),
    expiresOn: '2099-12-31',
    lastUsedAt: null,
    revokedAt: null,
  });

  const stored = await handle.db
    .select()
    .from(integrationApiKeys)
    .where(eq(integrationApiKeys.tenantId, tenant.id));
  expect(JSON.stringify(stored)).not.toContain(key);
  const listed = await app.inject({ method: 'GET', url: PATH, headers });
  expect(listed.json().data).toEqual([shown]);
  expect(listed.body).not.toContain(key);

  expect(await authenticateIntegrationKey(handle.db, key)).toEqual({ tenantId: tenant.id });
  const used = await app.inject({ method: 'GET', url: PATH, headers });
  expect(used.json().data[0].lastUsedAt).not.toBeNull();

  const revoked = await app.inject({ method: 'POST', url: `${PATH}/${shown.id}/revoke`, headers });
  expect(revoked.json().data.revokedAt).not.toBeNull();
  expect(await authenticateIntegrationKey(handle.db, key)).toBeUndefined();
  const again = await app.inject({ method: 'POST', url: `${PATH}/${shown.id}/revoke`, headers });
  expect(again.statusCode).toBe(409);
  expect(await historySummaries(handle.db, tenant, 'integration')).toEqual([
    `Created the API key Billing sync (…${shown.last4})`,
    `Revoked the API key Billing sync (…${shown.last4})`,
  ]);
});

test('bad input is a 422 on its fields; an expired key does not work', async () => {
  const { app, handle } = ctx.current;
  const { headers } = await adminOfNewTenant(app, handle.db);
  const bad = await app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: { name: ' ', expiresOn: 'soon' },
  });
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors).sort()).toEqual(['expiresOn', 'name']);
  const past = await app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: { name: 'Old', expiresOn: '2020-01-01' },
  });
  expect(past.json().errors).toEqual({ expiresOn: ['Choose today or a later day'] });

  const created = await app.inject({ method: 'POST', url: PATH, headers, payload: { name: 'Ends soon' } });
  const { id, key } = created.json().data;
  await handle.db
    .update(integrationApiKeys)
    .set({ expiresOn: '2020-01-01' })
    .where(eq(integrationApiKeys.id, id));
  expect(await authenticateIntegrationKey(handle.db, key)).toBeUndefined();
});

test("another network's admin sees none of the keys and cannot revoke them", async () => {
  const { app, handle } = ctx.current;
  const owner = await adminOfNewTenant(app, handle.db);
  const other = await adminOfNewTenant(app, handle.db);
  const created = await app.inject({
    method: 'POST',
    url: PATH,
    headers: owner.headers,
    payload: { name: 'CRM' },
  });
  expect((await app.inject({ method: 'GET', url: PATH, headers: other.headers })).json().data).toEqual([]);
  const revoke = await app.inject({
    method: 'POST',
    url: `${PATH}/${created.json().data.id}/revoke`,
    headers: other.headers,
  });
  expect(revoke.statusCode).toBe(404);
});
