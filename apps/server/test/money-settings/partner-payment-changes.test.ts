import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { partnerPaymentChanges, partners } from '../../src/db/schema/index';
import { type CallerSetup, STAFF_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { seedPaymentMethod } from '../helpers/money-settings';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

/*
 * Every save of a partner's payment settings is recorded with who, when, the method before and
 * after and the changed fields; staff with the partner-read permission list them (docs/settings.md).
 */

const ctx = useTestApp();
const PASSWORD = 'partner-secret-1';
const changesUrl = (path: 'publishers' | 'advertisers', id: string, query = '') =>
  `/api/v1/${path}/${id}/payment-changes${query}`;

test('who may call GET /publishers/:id/payment-changes', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const setup: Omit<CallerSetup, 'snapshot'> = {
    permission: 'publishers.read',
    expected: STAFF_ONLY(200),
    request: async () => {
      const { partner } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
      return { method: 'GET', url: changesUrl('publishers', partner.id) };
    },
  };
  expect((await statusesByCaller(app, handle.db, tenant, setup)).statuses).toEqual(setup.expected);
});

/** A publisher who chose PayPal, then moved to a custom method with a secret field. */
async function publisherWithTwoChanges(tenant: TestTenant) {
  const { app, handle } = ctx.current;
  const paypal = await seedPaymentMethod(handle.db, tenant, { name: 'PayPal' });
  const custom = await seedPaymentMethod(handle.db, tenant, {
    kind: 'custom',
    name: 'Payoneer',
    customFields: [
      { key: 'account-e-mail', label: 'Account e-mail', type: 'email', required: true },
      { key: 'api-key', label: 'API key', type: 'text', required: true },
    ],
  });
  const publisher = await signedInPartner(app, handle.db, tenant, 'publisher');
  const save = async (paymentMethodId: string, details: Record<string, string>) => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/publisher/payment-settings',
      headers: publisher.headers,
      payload: { paymentMethodId, details, currentPassword: PASSWORD },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  await save(paypal.id, { email: 'old@payee.test' });
  await save(paypal.id, { email: 'new@payee.test' });
  await save(custom.id, { 'account-e-mail': 'pay@payee.test', 'api-key': 'sk-very-secret-42' });
  await save(custom.id, { 'account-e-mail': 'pay@payee.test', 'api-key': 'sk-other-secret-43' });
  return publisher;
}

test('each change is listed newest first with who, when, the methods and the fields; secrets never appear', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const publisher = await publisherWithTwoChanges(tenant);

  const listed = await app.inject({
    method: 'GET',
    url: changesUrl('publishers', publisher.partner.id),
    headers,
  });
  expect(listed.statusCode, listed.body).toBe(200);
  expect(listed.body).not.toContain('secret-4');
  const { data, meta } = listed.json();
  expect(meta).toEqual({ page: 1, perPage: 25, total: 4 });
  const actor = {
    id: publisher.user.id,
    name: publisher.user.name,
    email: publisher.user.email,
    kind: 'partner',
  };
  expect(data).toMatchObject([
    {
      actor,
      methodBefore: 'Payoneer',
      methodAfter: 'Payoneer',
      fields: [{ key: 'api-key', label: 'API key', before: null, after: null, secret: true }],
    },
    {
      methodBefore: 'PayPal',
      methodAfter: 'Payoneer',
      fields: [
        { key: 'account-e-mail', before: null, after: 'pay@payee.test', secret: false },
        { key: 'api-key', before: null, after: null, secret: true },
      ],
    },
    {
      methodBefore: 'PayPal',
      methodAfter: 'PayPal',
      fields: [{ key: 'email', label: 'PayPal e-mail', before: 'old@payee.test', after: 'new@payee.test' }],
    },
    { actor, methodBefore: null, methodAfter: 'PayPal', fields: [{ key: 'email', after: 'old@payee.test' }] },
  ]);
  const times = data.map((change: { at: string }) => Date.parse(change.at));
  expect(times).toEqual([...times].sort((a, b) => b - a));

  // The secret is not kept in the history at all, not only left out of the answer.
  const stored = await handle.db
    .select()
    .from(partnerPaymentChanges)
    .where(eq(partnerPaymentChanges.partnerId, publisher.partner.id));
  expect(JSON.stringify(stored)).not.toContain('secret-4');

  const second = await app.inject({
    method: 'GET',
    url: changesUrl('publishers', publisher.partner.id, '?page=2&perPage=3'),
    headers,
  });
  expect(second.json().meta).toEqual({ page: 2, perPage: 3, total: 4 });
  expect(second.json().data.map((change: { methodBefore: string | null }) => change.methodBefore)).toEqual([
    null,
  ]);
});

test("another network's admin, and an employee who does not manage the partner, get 404", async () => {
  const { app, handle } = ctx.current;
  const owner = await adminOfNewTenant(app, handle.db);
  const other = await adminOfNewTenant(app, handle.db);
  const publisher = await publisherWithTwoChanges(owner.tenant);
  const url = changesUrl('publishers', publisher.partner.id);

  const stranger = await app.inject({ method: 'GET', url, headers: other.headers });
  expect(stranger.statusCode).toBe(404);
  expect(stranger.body).not.toContain('payee.test');

  const scoped = {
    role: 'employee' as const,
    permissions: ['publishers.read'],
    dataScope: 'managed' as const,
  };
  const outsider = await signedIn(app, handle.db, owner.tenant, scoped);
  const manager = await signedIn(app, handle.db, owner.tenant, scoped);
  await handle.db
    .update(partners)
    .set({ accountManagerId: manager.user.id })
    .where(eq(partners.id, publisher.partner.id));
  for (const suffix of ['payment-changes', 'payment-settings']) {
    const path = `/api/v1/publishers/${publisher.partner.id}/${suffix}`;
    const refused = await app.inject({ method: 'GET', url: path, headers: outsider.headers });
    expect(refused.statusCode, suffix).toBe(404);
    expect(refused.body).not.toContain('payee.test');
    const allowed = await app.inject({ method: 'GET', url: path, headers: manager.headers });
    expect(allowed.statusCode, suffix).toBe(200);
  }
  // Advertisers pay the network (their billing): there is no payout history under their path.
  const wrongKind = await app.inject({
    method: 'GET',
    url: changesUrl('advertisers', publisher.partner.id),
    headers: owner.headers,
  });
  expect(wrongKind.statusCode).toBe(404);
});
