import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { partnerPaymentChanges, partnerPaymentDetails } from '../../src/db/schema/index';
import {
  type CallerSetup,
  PUBLISHER_ONLY,
  STAFF_ONLY,
  signedInPartner,
  statusesByCaller,
} from '../helpers/callers';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { seedPartnerChoice, seedPaymentMethod } from '../helpers/money-settings';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const OWN = (kind: string) => `/api/v1/${kind}/payment-settings`;
const PASSWORD = 'partner-secret-1';

const CASES: Array<[string, (tenant: TestTenant) => Omit<CallerSetup, 'snapshot'>]> = [
  [
    'GET /publisher/payment-settings',
    () => ({
      permission: 'settings.read',
      expected: PUBLISHER_ONLY(200),
      request: async () => ({ method: 'GET', url: OWN('publisher') }),
    }),
  ],
  [
    'PUT /publisher/payment-settings',
    (tenant) => ({
      permission: 'settings.write',
      expected: PUBLISHER_ONLY(200),
      request: async () => ({
        method: 'PUT',
        url: OWN('publisher'),
        payload: {
          paymentMethodId: (await seedPaymentMethod(ctx.current.handle.db, tenant)).id,
          details: { email: 'payee@example.test' },
          currentPassword: PASSWORD,
        },
      }),
    }),
  ],
  [
    'GET /publishers/:id/payment-settings',
    (tenant) => ({
      permission: 'publishers.read',
      expected: STAFF_ONLY(200),
      request: async () => {
        const { partner } = await seedPartner(ctx.current.handle.db, tenant, { kind: 'publisher' });
        return { method: 'GET', url: `/api/v1/publishers/${partner.id}/payment-settings` };
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
    snapshot: () =>
      handle.db.select().from(partnerPaymentDetails).where(eq(partnerPaymentDetails.tenantId, tenant.id)),
  });
  expect(result.statuses).toEqual(setup.expected);
  expect(result.afterRefused).toEqual(result.before);
});

test('a publisher chooses an enabled method, fills its fields, and staff see when it changed', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers: adminHeaders } = await adminOfNewTenant(app, handle.db);
  const wire = await seedPaymentMethod(handle.db, tenant, { kind: 'wire', name: 'Wire' });
  await seedPaymentMethod(handle.db, tenant, { name: 'Old PayPal', enabled: false });
  const publisher = await signedInPartner(app, handle.db, tenant, 'publisher');

  const before = await app.inject({ method: 'GET', url: OWN('publisher'), headers: publisher.headers });
  expect(before.json().data.current).toBeNull();
  expect(before.json().data.options.map((option: { name: string }) => option.name)).toEqual(['Wire']);

  const details = {
    accountHolder: 'Nora North',
    accountNumber: 'DE89370400440532013000',
    swift: 'COBADEFF',
    bankName: 'Commerzbank',
    bankAddress: '',
  };
  const saved = await app.inject({
    method: 'PUT',
    url: OWN('publisher'),
    headers: publisher.headers,
    payload: {
      paymentMethodId: wire.id,
      details: { ...details, extra: 'dropped' },
      currentPassword: PASSWORD,
    },
  });
  expect(saved.statusCode).toBe(200);
  const { bankAddress: _blank, ...kept } = details;
  expect(saved.json().data.current).toMatchObject({ method: { id: wire.id, name: 'Wire' }, details: kept });

  const staffView = await app.inject({
    method: 'GET',
    url: `/api/v1/publishers/${publisher.partner.id}/payment-settings`,
    headers: adminHeaders,
  });
  expect(staffView.json().data.changedAt).toBe(saved.json().data.current.changedAt);
  const changes = await handle.db
    .select()
    .from(partnerPaymentChanges)
    .where(eq(partnerPaymentChanges.partnerId, publisher.partner.id));
  expect(changes).toMatchObject([
    {
      methodName: 'Wire',
      changedFields: ['accountHolder', 'accountNumber', 'swift', 'bankName', 'bankAddress'],
    },
  ]);
});

test("details are checked against the method's fields, the password is required, a disabled method is refused", async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const custom = await seedPaymentMethod(handle.db, tenant, {
    kind: 'custom',
    customFields: [
      { key: 'account-e-mail', label: 'Account e-mail', type: 'email', required: true },
      { key: 'customer-id', label: 'Customer ID', type: 'number', required: false },
    ],
  });
  const disabled = await seedPaymentMethod(handle.db, tenant, { enabled: false });
  const publisher = await signedInPartner(app, handle.db, tenant, 'publisher');
  const put = (payload: object) =>
    app.inject({ method: 'PUT', url: OWN('publisher'), headers: publisher.headers, payload });

  const badDetails = await put({
    paymentMethodId: custom.id,
    details: { 'customer-id': 'abc' },
    currentPassword: PASSWORD,
  });
  expect(badDetails.statusCode).toBe(422);
  expect(Object.keys(badDetails.json().errors).sort()).toEqual([
    'details.account-e-mail',
    'details.customer-id',
  ]);

  const wrongPassword = await put({
    paymentMethodId: custom.id,
    details: { 'account-e-mail': 'a@b.test' },
    currentPassword: 'nope',
  });
  expect(wrongPassword.statusCode).toBe(422);
  expect(wrongPassword.json().errors).toEqual({ currentPassword: ['The current password is not right'] });

  const off = await put({
    paymentMethodId: disabled.id,
    details: { email: 'a@b.test' },
    currentPassword: PASSWORD,
  });
  expect(off.json().errors).toEqual({ paymentMethodId: ['Choose one of the payment methods offered'] });

  const noPassword = await put({ paymentMethodId: custom.id, details: { 'account-e-mail': 'a@b.test' } });
  expect(noPassword.statusCode).toBe(422);
  expect(Object.keys(noPassword.json().errors)).toEqual(['currentPassword']);
  expect(
    await handle.db.select().from(partnerPaymentDetails).where(eq(partnerPaymentDetails.tenantId, tenant.id)),
  ).toEqual([]);
});

test("another network's method cannot be chosen, nor its partners' payment seen", async () => {
  const { app, handle } = ctx.current;
  const owner = await adminOfNewTenant(app, handle.db);
  const other = await adminOfNewTenant(app, handle.db);
  const method = await seedPaymentMethod(handle.db, owner.tenant);
  const { partner } = await seedPartner(handle.db, owner.tenant, { kind: 'publisher' });
  await seedPartnerChoice(handle.db, owner.tenant, partner.id, method.id);
  const seen = await app.inject({
    method: 'GET',
    url: `/api/v1/publishers/${partner.id}/payment-settings`,
    headers: other.headers,
  });
  expect(seen.statusCode).toBe(404);

  const stranger = await signedInPartner(app, handle.db, other.tenant, 'publisher');
  const chosen = await app.inject({
    method: 'PUT',
    url: OWN('publisher'),
    headers: stranger.headers,
    payload: { paymentMethodId: method.id, details: { email: 'a@b.test' }, currentPassword: PASSWORD },
  });
  expect(chosen.statusCode).toBe(422);
  expect(chosen.json().errors).toHaveProperty('paymentMethodId');
});

test('advertisers have no payout form: their setting/payment is their billing', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const method = await seedPaymentMethod(handle.db, tenant);
  const advertiser = await signedInPartner(app, handle.db, tenant, 'advertiser');
  for (const [method_, url] of [
    ['GET', OWN('advertiser')],
    ['PUT', OWN('advertiser')],
  ] as const) {
    const answer = await app.inject({
      method: method_,
      url,
      headers: advertiser.headers,
      payload: method_ === 'PUT' ? { paymentMethodId: method.id, currentPassword: PASSWORD } : undefined,
    });
    expect(answer.statusCode, `${method_} ${url}`).toBe(404);
  }
  const staff = await app.inject({
    method: 'GET',
    url: `/api/v1/advertisers/${advertiser.partner.id}/payment-settings`,
    headers,
  });
  expect(staff.statusCode).toBe(404);
});
