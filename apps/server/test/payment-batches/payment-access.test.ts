import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { partners, paymentMethods } from '../../src/db/schema/index';
import { ALL_PARTNERS } from '../../src/modules/partner-scope/index';
import { approveBatch, createBatch } from '../../src/modules/payment-batches/index';
import { type CallerSetup, STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedPartner } from '../helpers/factories';
import { seedPartnerChoice, seedPaymentMethod } from '../helpers/money-settings';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';
import { BILLING } from '../invoices/invoice-world';
import { paymentWorld } from './payment-world';

/*
 * Who may call each payment-batch endpoint (docs/money.md "Who sees what"): billing.read to read,
 * billing.pay to act; refused callers write nothing; another network's batches answer 404, and an
 * employee with a managed scope reaches only batches of their own publishers.
 */

const ctx = useTestApp();
type World = Awaited<ReturnType<typeof paymentWorld>>;
type Case = [string, (w: World) => Omit<CallerSetup, 'snapshot'>];

/** A method of its own with one publisher's issued invoice: each caller's batch takes only its own. */
async function freshPayable(w: World) {
  const { handle } = ctx.current;
  const method = await seedPaymentMethod(handle.db, w.tenant, { kind: 'paypal' });
  await handle.db
    .update(paymentMethods)
    .set({ minimumPayout: '0.01' })
    .where(eq(paymentMethods.id, method.id));
  const { partner } = await seedPartner(handle.db, w.tenant, { kind: 'publisher' });
  await seedPartnerChoice(handle.db, w.tenant, partner.id, method.id);
  await w.issuedFor(partner.id);
  return method.id;
}

async function freshBatch(w: World, approved = false) {
  const { handle } = ctx.current;
  const methodId = await freshPayable(w);
  const id = await createBatch(handle.db, {
    tenantId: w.tenant.id,
    actorId: w.admin.id,
    scope: ALL_PARTNERS,
    body: w.bodyOf(methodId),
  });
  if (approved)
    await approveBatch(handle.db, {
      tenantId: w.tenant.id,
      batchId: id,
      actorId: w.admin.id,
      scope: ALL_PARTNERS,
    });
  return id;
}

const read =
  (url: (w: World) => Promise<string> | string): ((w: World) => Omit<CallerSetup, 'snapshot'>) =>
  (w) => ({
    permission: 'billing.read',
    expected: STAFF_ONLY(200),
    request: async () => ({ method: 'GET', url: `${BILLING}${await url(w)}` }),
  });

const CASES: Case[] = [
  ['GET /billing/payment-methods', read(() => '/payment-methods')],
  ['GET /billing/payment-batches', read(() => '/payment-batches')],
  ['GET /billing/payment-batches/:id', read(async (w) => `/payment-batches/${await freshBatch(w)}`)],
  ['GET /billing/payment-settings', read(() => '/payment-settings')],
  [
    'GET /billing/payment-candidates',
    read(
      (w) =>
        `/payment-candidates?${new URLSearchParams({ paymentMethodId: w.paypal.id, currency: 'USD', issuedUntil: w.today })}`,
    ),
  ],
  [
    'POST /billing/payment-batches',
    (w) => ({
      permission: 'billing.pay',
      expected: STAFF_ONLY(201),
      request: async () => ({
        method: 'POST',
        url: `${BILLING}/payment-batches`,
        payload: w.bodyOf(await freshPayable(w)),
      }),
    }),
  ],
  ...(['approve', 'cancel'] as const).map(
    (action): Case => [
      `POST /billing/payment-batches/:id/${action}`,
      (w) => ({
        permission: 'billing.pay',
        expected: STAFF_ONLY(200),
        request: async () => ({
          method: 'POST',
          url: `${BILLING}/payment-batches/${await freshBatch(w)}/${action}`,
        }),
      }),
    ],
  ),
  [
    'POST /billing/payment-batches/:id/export',
    (w) => ({
      permission: 'billing.pay',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'POST',
        url: `${BILLING}/payment-batches/${await freshBatch(w, true)}/export`,
        payload: { format: 'paypal_csv' },
      }),
    }),
  ],
  [
    'POST /billing/payment-batches/:id/settle',
    (w) => ({
      permission: 'billing.pay',
      expected: STAFF_ONLY(200),
      request: async () => {
        const id = await freshBatch(w, true);
        const batch = await w.call('GET', `/payment-batches/${id}`);
        const itemIds = batch.json().data.items.map((item: { id: string }) => item.id);
        return {
          method: 'POST',
          url: `${BILLING}/payment-batches/${id}/settle`,
          payload: { outcome: 'failed', itemIds, reason: 'Bounced' },
        };
      },
    }),
  ],
  [
    'PUT /billing/payment-settings',
    () => ({
      permission: 'billing.pay',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'PUT',
        url: `${BILLING}/payment-settings`,
        payload: { detailsHoldDays: 3, secondApprover: true },
      }),
    }),
  ],
];

test.each(CASES)('who may call %s; refused callers write nothing', async (_name, setupOf) => {
  const { app, handle } = ctx.current;
  const w = await paymentWorld(app, handle.db);
  const setup = setupOf(w);
  const result = await statusesByCaller(app, handle.db, w.tenant, { ...setup, snapshot: w.paymentState });
  expect(result.statuses).toEqual(setup.expected);
  expect(result.afterRefused).toEqual(result.before);
});

test("another network's admin gets 404 for a batch and its actions, and an empty list", async () => {
  const { app, handle } = ctx.current;
  const w = await paymentWorld(app, handle.db);
  const batch = await freshBatch(w, true);
  const other = await adminOfNewTenant(app, handle.db);
  const before = await w.paymentState();
  const calls = [
    { method: 'GET', url: `/payment-batches/${batch}` },
    { method: 'POST', url: `/payment-batches/${batch}/approve` },
    { method: 'POST', url: `/payment-batches/${batch}/cancel` },
    { method: 'POST', url: `/payment-batches/${batch}/export`, payload: { format: 'generic_csv' } },
    {
      method: 'POST',
      url: `/payment-batches/${batch}/settle`,
      payload: { outcome: 'paid', itemIds: [crypto.randomUUID()], paidOn: w.today },
    },
  ] as const;
  for (const call of calls) {
    const response = await app.inject({ ...call, url: `${BILLING}${call.url}`, headers: other.headers });
    expect(response.statusCode, call.url).toBe(404);
  }
  const candidates = await app.inject({
    method: 'GET',
    url: `${BILLING}/payment-candidates?${new URLSearchParams({ paymentMethodId: w.paypal.id, currency: 'USD', issuedUntil: w.today })}`,
    headers: other.headers,
  });
  expect(candidates.json().errors.paymentMethodId).toBeDefined();
  const list = await app.inject({ method: 'GET', url: `${BILLING}/payment-batches`, headers: other.headers });
  expect(list.json().data).toEqual([]);
  expect(await w.paymentState()).toEqual(before);
});

test('an employee who sees only managed partners pays only their publishers and reaches only their batches', async () => {
  const { app, handle } = ctx.current;
  const w = await paymentWorld(app, handle.db);
  const { user, headers } = await signedIn(app, handle.db, w.tenant, {
    role: 'employee',
    permissions: ['billing.read', 'billing.pay'],
    dataScope: 'managed',
  });
  const { partner: managed } = await seedPartner(handle.db, w.tenant, { kind: 'publisher' });
  await handle.db.update(partners).set({ accountManagerId: user.id }).where(eq(partners.id, managed.id));
  await seedPartnerChoice(handle.db, w.tenant, managed.id, w.paypal.id);
  const own = await w.issuedFor(managed.id);
  const alices = await w.issuedFor(w.alice.id);
  const everyone = await createBatch(handle.db, {
    tenantId: w.tenant.id,
    actorId: w.admin.id,
    scope: ALL_PARTNERS,
    body: w.bodyOf(w.paypal.id, 'USD', [own]),
  });
  expect(everyone).toBeTruthy();

  const made = await w.call('POST', '/payment-batches', w.bodyOf(w.paypal.id), headers);
  expect(made.statusCode).toBe(201);
  expect(made.json().data.items.map((item: { invoiceId: string }) => item.invoiceId)).toEqual([own]);
  const list = await w.call('GET', '/payment-batches', undefined, headers);
  expect(list.json().data.map((row: { id: string }) => row.id)).toEqual([made.json().data.id]);
  for (const url of [`/payment-batches/${everyone}`, `/payment-batches/${everyone}/approve`]) {
    const response = await w.call(url.endsWith('approve') ? 'POST' : 'GET', url, undefined, headers);
    expect(response.statusCode, url).toBe(404);
  }
  expect(alices).toBeTruthy();
});
