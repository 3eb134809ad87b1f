import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { paymentMethods } from '../../src/db/schema/index';
import { type CallerSetup, STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { historySummaries, seedPartnerChoice, seedPaymentMethod } from '../helpers/money-settings';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PATH = '/api/v1/settings/payment-methods';
const fresh = (tenant: TestTenant) => seedPaymentMethod(ctx.current.handle.db, tenant);
const wire = { kind: 'wire', name: 'Bank transfer', minimumPayout: '100', currency: 'EUR' };

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
      request: async () => ({ method: 'POST', url: PATH, payload: wire }),
    }),
  ],
  [
    'PUT /:id',
    (tenant) => ({
      permission: 'settings.write',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'PUT', url: `${PATH}/${(await fresh(tenant)).id}`, payload: wire }),
    }),
  ],
  [
    'PUT /:id/enabled',
    (tenant) => ({
      permission: 'settings.write',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'PUT',
        url: `${PATH}/${(await fresh(tenant)).id}/enabled`,
        payload: { enabled: false },
      }),
    }),
  ],
  [
    'DELETE /:id',
    (tenant) => ({
      permission: 'settings.write',
      expected: STAFF_ONLY(204),
      request: async () => ({ method: 'DELETE', url: `${PATH}/${(await fresh(tenant)).id}` }),
    }),
  ],
];

test.each(CASES)(
  'who may call %s /settings/payment-methods; refused callers change nothing',
  async (_name, setupOf) => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const setup = setupOf(tenant);
    const result = await statusesByCaller(app, handle.db, tenant, {
      ...setup,
      snapshot: () => handle.db.select().from(paymentMethods).where(eq(paymentMethods.tenantId, tenant.id)),
    });
    expect(result.statuses).toEqual(setup.expected);
    expect(result.afterRefused).toEqual(result.before);
  },
);

test('a custom method round-trips with its fields, and each save is in the history', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const created = await app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: {
      kind: 'custom',
      name: 'Payoneer',
      minimumPayout: '25.5',
      currency: 'usd',
      fields: [
        { label: 'Payoneer e-mail', type: 'email', required: true },
        { label: 'Customer ID', type: 'number', required: false },
      ],
    },
  });
  expect(created.statusCode).toBe(201);
  const method = created.json().data;
  expect(method).toMatchObject({
    kind: 'custom',
    name: 'Payoneer',
    enabled: true,
    minimumPayout: '25.50',
    currency: 'USD',
    chosenBy: 0,
  });
  expect(method.fields).toEqual([
    { key: 'payoneer-e-mail', label: 'Payoneer e-mail', type: 'email', required: true },
    { key: 'customer-id', label: 'Customer ID', type: 'number', required: false },
  ]);

  const disabled = await app.inject({
    method: 'PUT',
    url: `${PATH}/${method.id}/enabled`,
    headers,
    payload: { enabled: false },
  });
  expect(disabled.json().data.enabled).toBe(false);
  const listed = await app.inject({ method: 'GET', url: PATH, headers });
  expect(listed.json().data).toEqual([{ ...method, enabled: false }]);
  expect(await historySummaries(handle.db, tenant, 'payment-method')).toEqual([
    'Added the payment method Payoneer',
    'Disabled the payment method Payoneer',
  ]);
});

test('bad input is a 422 on its fields and writes nothing', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const response = await app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: { kind: 'custom', name: ' ', minimumPayout: '-3', currency: 'XYZ', fields: [] },
  });
  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json().errors).sort()).toEqual(['currency', 'minimumPayout', 'name']);
  const twins = await app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: {
      kind: 'custom',
      name: 'Skrill',
      minimumPayout: '10',
      currency: 'USD',
      fields: [
        { label: 'Account', type: 'text' },
        { label: 'account', type: 'email' },
      ],
    },
  });
  expect(twins.statusCode).toBe(422);
  expect(twins.json().errors).toEqual({ 'fields.1.label': ['Another field has this label'] });
  const noFields = await app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: { kind: 'custom', name: 'Skrill', minimumPayout: '10', currency: 'USD' },
  });
  expect(noFields.json().errors).toEqual({ fields: ['Add at least one field'] });
  expect(await handle.db.select().from(paymentMethods).where(eq(paymentMethods.tenantId, tenant.id))).toEqual(
    [],
  );
});

test('a method partners chose is not deleted (409, disable instead); one nobody chose is', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const chosen = await seedPaymentMethod(handle.db, tenant, { name: 'PayPal' });
  const { partner } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
  await seedPartnerChoice(handle.db, tenant, partner.id, chosen.id);

  const refused = await app.inject({ method: 'DELETE', url: `${PATH}/${chosen.id}`, headers });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    'A partner has chosen PayPal: disable it instead, so no one new can choose it.',
  );
  const listed = await app.inject({ method: 'GET', url: PATH, headers });
  expect(listed.json().data[0]).toMatchObject({ id: chosen.id, chosenBy: 1 });

  const unused = await seedPaymentMethod(handle.db, tenant);
  expect((await app.inject({ method: 'DELETE', url: `${PATH}/${unused.id}`, headers })).statusCode).toBe(204);
  expect((await app.inject({ method: 'GET', url: PATH, headers })).json().data).toHaveLength(1);
});

test("another network's admin sees none of the methods and cannot change them", async () => {
  const { app, handle } = ctx.current;
  const owner = await adminOfNewTenant(app, handle.db);
  const other = await adminOfNewTenant(app, handle.db);
  const method = await seedPaymentMethod(handle.db, owner.tenant);
  expect((await app.inject({ method: 'GET', url: PATH, headers: other.headers })).json().data).toEqual([]);
  const edit = await app.inject({
    method: 'PUT',
    url: `${PATH}/${method.id}`,
    headers: other.headers,
    payload: wire,
  });
  expect(edit.statusCode).toBe(404);
  const remove = await app.inject({ method: 'DELETE', url: `${PATH}/${method.id}`, headers: other.headers });
  expect(remove.statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: PATH, headers: owner.headers })).json().data).toHaveLength(
    1,
  );
});
