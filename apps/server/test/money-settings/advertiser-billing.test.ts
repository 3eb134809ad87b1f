import { advertiserBillingResponseSchema } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { advertiserBilling, partners } from '../../src/db/schema/index';
import { ADVERTISER_ONLY, STAFF_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedPaymentMethod } from '../helpers/money-settings';
import { signedIn, storedPartner } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

/*
 * The advertiser's setting/payment: how they pay the network (billing details and an accepted
 * method), stored in the shape an invoice prints; not the publishers' payout form.
 */

const ctx = useTestApp();
const OWN = '/api/v1/advertiser/billing';

const billing = {
  legalName: 'Acme Shop Ltd',
  contactName: 'Ada Accounts',
  invoiceEmail: 'ACCOUNTS@acme.example',
  phone: '+44 20 7946 0000',
  addressLine1: '1 Market Street',
  addressLine2: '',
  city: 'London',
  postalCode: 'EC1A 1AA',
  region: '',
  country: 'gb',
  taxId: 'GB123456789',
};

test('who may read and save an advertiser’s billing; refused callers change nothing', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const wire = await seedPaymentMethod(handle.db, tenant, { kind: 'wire' });
  const snapshot = () =>
    handle.db.select().from(advertiserBilling).where(eq(advertiserBilling.tenantId, tenant.id));
  for (const [method, payload] of [
    ['GET', undefined],
    ['PUT', { ...billing, paymentMethodId: wire.id }],
  ] as const) {
    const result = await statusesByCaller(app, handle.db, tenant, {
      permission: 'settings.write',
      expected: ADVERTISER_ONLY(200),
      request: async () => ({ method, url: OWN, payload }),
      snapshot,
    });
    expect(result.statuses, method).toEqual(ADVERTISER_ONLY(200));
    expect(result.afterRefused).toEqual(result.before);
  }
  const staff = await statusesByCaller(app, handle.db, tenant, {
    permission: 'advertisers.read',
    expected: STAFF_ONLY(200),
    request: async () => {
      const { partner } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
      return { method: 'GET', url: `/api/v1/advertisers/${partner.id}/billing` };
    },
  });
  expect(staff.statuses).toEqual(STAFF_ONLY(200));
});

test('starts from their profile, saves who invoices go to and how they pay, and staff see it', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers: adminHeaders } = await adminOfNewTenant(app, handle.db);
  const wire = await seedPaymentMethod(handle.db, tenant, { kind: 'wire', name: 'Bank wire' });
  await seedPaymentMethod(handle.db, tenant, { name: 'Old PayPal', enabled: false });
  const advertiser = await signedInPartner(app, handle.db, tenant, 'advertiser');

  const before = advertiserBillingResponseSchema.parse(
    (await app.inject({ method: 'GET', url: OWN, headers: advertiser.headers })).json(),
  ).data;
  expect(before.billing).toBeNull();
  expect(before.defaults).toMatchObject({
    legalName: advertiser.partner.company,
    contactName: advertiser.user.name,
    invoiceEmail: advertiser.user.email,
  });
  // The network's accepted methods: no minimum payout, no payout details to fill in.
  expect(before.methods).toEqual([{ id: wire.id, kind: 'wire', name: 'Bank wire' }]);

  const saved = await app.inject({
    method: 'PUT',
    url: OWN,
    headers: advertiser.headers,
    payload: { ...billing, paymentMethodId: wire.id },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const expected = {
    legalName: 'Acme Shop Ltd',
    contactName: 'Ada Accounts',
    invoiceEmail: 'accounts@acme.example',
    phone: '+44 20 7946 0000',
    addressLine1: '1 Market Street',
    addressLine2: null,
    city: 'London',
    postalCode: 'EC1A 1AA',
    region: null,
    country: 'GB',
    taxId: 'GB123456789',
    paymentMethod: { id: wire.id, kind: 'wire', name: 'Bank wire', enabled: true },
  };
  expect(saved.json().data.billing).toMatchObject(expected);
  // The tax number is the advertiser's one tax id, the field staff edit too.
  expect((await storedPartner(handle.db, advertiser.partner.id))?.partner.taxId).toBe('GB123456789');

  const staffView = await app.inject({
    method: 'GET',
    url: `/api/v1/advertisers/${advertiser.partner.id}/billing`,
    headers: adminHeaders,
  });
  expect(staffView.json().data).toMatchObject(expected);

  // A method an advertiser pays by counts as chosen: it is disabled, not deleted.
  const remove = await app.inject({
    method: 'DELETE',
    url: `/api/v1/settings/payment-methods/${wire.id}`,
    headers: adminHeaders,
  });
  expect(remove.statusCode).toBe(409);
});

test('a method is required once the network accepts any; a disabled or foreign one is refused', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const other = await seedTenant(handle.db);
  const advertiser = await signedInPartner(app, handle.db, tenant, 'advertiser');
  const put = (payload: object) =>
    app.inject({ method: 'PUT', url: OWN, headers: advertiser.headers, payload });

  // No method offered yet: the billing details can be saved without one.
  expect((await put(billing)).statusCode).toBe(200);

  await seedPaymentMethod(handle.db, tenant);
  const disabled = await seedPaymentMethod(handle.db, tenant, { enabled: false });
  const foreign = await seedPaymentMethod(handle.db, other);
  expect((await put(billing)).json().errors).toEqual({ paymentMethodId: ['Choose how you pay'] });
  for (const id of [disabled.id, foreign.id]) {
    const refused = await put({ ...billing, paymentMethodId: id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      paymentMethodId: ['Choose one of the payment methods the network accepts'],
    });
  }

  const bad = await put({ paymentMethodId: 'x', invoiceEmail: 'not-mail', country: 'Narnia' });
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors).sort()).toEqual(
    ['addressLine1', 'city', 'contactName', 'country', 'invoiceEmail', 'legalName', 'paymentMethodId'].sort(),
  );
  const [stored] = await handle.db
    .select()
    .from(advertiserBilling)
    .where(eq(advertiserBilling.partnerId, advertiser.partner.id));
  expect(stored?.paymentMethodId).toBeNull();
});

test('a method the network disabled since may be kept as it was, not newly chosen', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers: adminHeaders } = await adminOfNewTenant(app, handle.db);
  const paypal = await seedPaymentMethod(handle.db, tenant);
  const advertiser = await signedInPartner(app, handle.db, tenant, 'advertiser');
  const put = (payload: object) =>
    app.inject({ method: 'PUT', url: OWN, headers: advertiser.headers, payload });
  expect((await put({ ...billing, paymentMethodId: paypal.id })).statusCode).toBe(200);
  await app.inject({
    method: 'PUT',
    url: `/api/v1/settings/payment-methods/${paypal.id}/enabled`,
    headers: adminHeaders,
    payload: { enabled: '0' },
  });
  const kept = await put({ ...billing, city: 'Leeds', paymentMethodId: paypal.id });
  expect(kept.statusCode, kept.body).toBe(200);
  expect(kept.json().data.billing).toMatchObject({ city: 'Leeds', paymentMethod: { enabled: false } });
});

test('another network’s staff, and an employee who does not manage the advertiser, get 404', async () => {
  const { app, handle } = ctx.current;
  const owner = await adminOfNewTenant(app, handle.db);
  const stranger = await adminOfNewTenant(app, handle.db);
  const advertiser = await signedInPartner(app, handle.db, owner.tenant, 'advertiser');
  await app.inject({ method: 'PUT', url: OWN, headers: advertiser.headers, payload: billing });
  const url = `/api/v1/advertisers/${advertiser.partner.id}/billing`;
  expect((await app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);

  const managed = {
    role: 'employee' as const,
    permissions: ['advertisers.read'],
    dataScope: 'managed' as const,
  };
  const outsider = await signedIn(app, handle.db, owner.tenant, managed);
  const manager = await signedIn(app, handle.db, owner.tenant, managed);
  await handle.db
    .update(partners)
    .set({ accountManagerId: manager.user.id })
    .where(eq(partners.id, advertiser.partner.id));
  const refused = await app.inject({ method: 'GET', url, headers: outsider.headers });
  expect(refused.statusCode).toBe(404);
  expect(refused.body).not.toContain('Market Street');
  expect((await app.inject({ method: 'GET', url, headers: manager.headers })).json().data.city).toBe(
    'London',
  );
});
