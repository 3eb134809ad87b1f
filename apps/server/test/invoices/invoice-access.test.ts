import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { partners } from '../../src/db/schema/index';
import { addAdjustment, issueInvoice } from '../../src/modules/invoices/index';
import {
  ADVERTISER_ONLY,
  type Caller,
  type CallerSetup,
  PUBLISHER_ONLY,
  STAFF_ONLY,
  signedInPartner,
  statusesByCaller,
} from '../helpers/callers';
import { seedPartner } from '../helpers/factories';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld, tomorrow } from './invoice-world';

/*
 * Who may call each invoice endpoint (docs/money.md "Who sees what"): billing.read to read,
 * billing.write to act, a partner only its own issued invoices; refused callers write nothing;
 * another network's ids and invoices outside an employee's scope answer 404.
 */

const ctx = useTestApp();
type World = Awaited<ReturnType<typeof invoiceWorld>>;
type Case = [string, (w: World) => Omit<CallerSetup, 'snapshot'>];

const payment = { amount: '1.00', paidOn: '2026-01-05' };
const bonus = { reason: 'bonus', amount: '5.00', memo: 'Launch week' } as const;

const CASES: Case[] = [
  [
    'GET /billing/invoices',
    () => ({
      permission: 'billing.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: `${BILLING}/invoices?kind=publisher&status=draft` }),
    }),
  ],
  [
    'GET /billing/invoices/export',
    () => ({
      permission: 'billing.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: `${BILLING}/invoices/export?kind=publisher` }),
    }),
  ],
  [
    'GET /billing/invoices/:id',
    (w) => ({
      permission: 'billing.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: `${BILLING}/invoices/${await w.draftFor(w.alice.id)}` }),
    }),
  ],
  [
    'POST /billing/invoice-runs',
    (w) => ({
      permission: 'billing.write',
      expected: STAFF_ONLY(200),
      request: async () => {
        await w.convert({ offer: w.usd, publisherId: w.bob.id });
        return { method: 'POST', url: `${BILLING}/invoice-runs`, payload: { periodEnd: tomorrow() } };
      },
    }),
  ],
  [
    'GET /billing/run-settings',
    () => ({
      permission: 'billing.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: `${BILLING}/run-settings` }),
    }),
  ],
  [
    'PUT /billing/run-settings',
    () => ({
      permission: 'billing.write',
      expected: STAFF_ONLY(200),
      // By hand only: a schedule the job of another file could run would change this network's invoices.
      request: async () => ({
        method: 'PUT',
        url: `${BILLING}/run-settings`,
        payload: {
          publisher: { schedule: 'manual', delayDays: 4 },
          advertiser: { schedule: 'manual', delayDays: 2 },
        },
      }),
    }),
  ],
  [
    'POST /billing/invoices/:id/issue',
    (w) => ({
      permission: 'billing.write',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'POST', url: `${BILLING}/invoices/${await freshDraft(w)}/issue` }),
    }),
  ],
  [
    'POST /billing/invoices/:id/void',
    (w) => ({
      permission: 'billing.write',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'POST',
        url: `${BILLING}/invoices/${await freshIssued(w)}/void`,
        payload: { reason: 'Sent to the wrong company' },
      }),
    }),
  ],
  [
    'POST /billing/invoices/:id/payments',
    (w) => ({
      permission: 'billing.write',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'POST',
        url: `${BILLING}/invoices/${await freshIssued(w)}/payments`,
        payload: payment,
      }),
    }),
  ],
  [
    'POST /billing/invoices/:id/adjustments',
    (w) => ({
      permission: 'billing.write',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'POST',
        url: `${BILLING}/invoices/${await freshDraft(w)}/adjustments`,
        payload: bonus,
      }),
    }),
  ],
  [
    'DELETE /billing/invoices/:id/adjustments/:lineId',
    (w) => ({
      permission: 'billing.write',
      expected: STAFF_ONLY(200),
      request: async () => {
        const draft = await freshDraft(w);
        const line = await addAdjustment(ctx.current.handle.db, { ...w.actionOn(draft), adjustment: bonus });
        return { method: 'DELETE', url: `${BILLING}/invoices/${draft}/adjustments/${line}` };
      },
    }),
  ],
  [
    'POST /billing/adjustments',
    (w) => ({
      permission: 'billing.write',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'POST',
        url: `${BILLING}/adjustments`,
        payload: { ...bonus, partnerKind: 'publisher', partnerId: w.bob.id, currency: 'USD' },
      }),
    }),
  ],
  [
    'PUT /billing/invoices/:id/visibility',
    (w) => ({
      permission: 'billing.write',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'PUT',
        url: `${BILLING}/invoices/${await advertiserDraft(w)}/visibility`,
        payload: { hidden: true },
      }),
    }),
  ],
  [
    'GET /publisher/invoices',
    () => ({
      permission: 'billing.read',
      expected: PUBLISHER_ONLY(200),
      request: async () => ({ method: 'GET', url: '/api/v1/publisher/invoices' }),
    }),
  ],
  [
    'GET /publisher/invoices/:id',
    (w) => ({
      permission: 'billing.read',
      expected: PUBLISHER_ONLY(200),
      request: async (caller: Caller, partnerId: string | null) => {
        // The publisher asks for its own invoice; everyone else for one of alice's.
        const owner = caller === 'publisher' && partnerId ? partnerId : w.alice.id;
        return { method: 'GET', url: `/api/v1/publisher/invoices/${await w.issuedFor(owner)}` };
      },
    }),
  ],
  [
    'GET /billing/invoices/:id/pdf',
    (w) => ({
      permission: 'billing.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: `${BILLING}/invoices/${await freshIssued(w)}/pdf` }),
    }),
  ],
  [
    'GET /publisher/invoices/:id/pdf',
    (w) => ({
      permission: 'billing.read',
      expected: PUBLISHER_ONLY(200),
      request: async (caller: Caller, partnerId: string | null) => {
        const owner = caller === 'publisher' && partnerId ? partnerId : w.alice.id;
        return { method: 'GET', url: `/api/v1/publisher/invoices/${await w.issuedFor(owner)}/pdf` };
      },
    }),
  ],
  [
    'GET /publisher/invoices/export',
    () => ({
      permission: 'billing.read',
      expected: PUBLISHER_ONLY(200),
      request: async () => ({ method: 'GET', url: '/api/v1/publisher/invoices/export' }),
    }),
  ],
  [
    'GET /advertiser/invoices',
    () => ({
      permission: 'billing.read',
      expected: ADVERTISER_ONLY(200),
      request: async () => ({ method: 'GET', url: '/api/v1/advertiser/invoices' }),
    }),
  ],
];

/** Each call gets its own publisher, so one caller's action never meets another's draft. */
async function freshDraft(w: World) {
  const { partner } = await seedPartner(ctx.current.handle.db, w.tenant, { kind: 'publisher' });
  return w.draftFor(partner.id);
}
/** The advertiser's draft (one per currency: every caller meets the same one). */
async function advertiserDraft(w: World) {
  await w.convert({ offer: w.usd, publisherId: w.bob.id, revenue: '9.00' });
  const draft = (await w.runOf('advertiser')).find((one) => one.partnerId === w.advertiser.id);
  if (!draft) throw new Error('no advertiser draft');
  return draft.invoiceId;
}
async function freshIssued(w: World) {
  const invoiceId = await freshDraft(w);
  await issueInvoice(ctx.current.handle.db, w.actionOn(invoiceId));
  return invoiceId;
}

test.each(CASES)('who may call %s; refused callers write nothing', async (_name, setupOf) => {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  const setup = setupOf(w);
  const result = await statusesByCaller(app, handle.db, w.tenant, { ...setup, snapshot: w.billingState });
  expect(result.statuses).toEqual(setup.expected);
  expect(result.afterRefused).toEqual(result.before);
});

test("another network's admin gets 404 for an invoice and its actions, and an empty list", async () => {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  const issued = await w.issuedFor(w.alice.id);
  const draft = await w.draftFor(w.bob.id);
  const other = await adminOfNewTenant(app, handle.db);
  const before = await w.billingState();
  const calls = [
    { method: 'GET', url: `${BILLING}/invoices/${issued}` },
    { method: 'GET', url: `${BILLING}/invoices/${issued}/pdf` },
    { method: 'POST', url: `${BILLING}/invoices/${draft}/issue` },
    { method: 'POST', url: `${BILLING}/invoices/${issued}/void`, payload: { reason: 'Not ours' } },
    { method: 'POST', url: `${BILLING}/invoices/${issued}/payments`, payload: payment },
    { method: 'POST', url: `${BILLING}/invoices/${draft}/adjustments`, payload: bonus },
    { method: 'PUT', url: `${BILLING}/invoices/${issued}/visibility`, payload: { hidden: true } },
    {
      method: 'POST',
      url: `${BILLING}/adjustments`,
      payload: { ...bonus, partnerKind: 'publisher', partnerId: w.alice.id, currency: 'USD' },
    },
  ] as const;
  for (const call of calls) {
    const response = await app.inject({ ...call, headers: other.headers });
    expect(response.statusCode, call.url).toBe(404);
  }
  const list = await app.inject({ method: 'GET', url: `${BILLING}/invoices`, headers: other.headers });
  expect(list.json().meta.total).toBe(0);
  expect(await w.billingState()).toEqual(before);
});

test('an employee who sees only managed partners sees and acts on only their invoices', async () => {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  const { user, headers } = await signedIn(app, handle.db, w.tenant, {
    role: 'employee',
    permissions: ['billing.read', 'billing.write'],
    dataScope: 'managed',
  });
  await handle.db.update(partners).set({ accountManagerId: user.id }).where(eq(partners.id, w.alice.id));
  const managed = await w.draftFor(w.alice.id);
  const unmanaged = await w.draftFor(w.bob.id);

  const list = await app.inject({ method: 'GET', url: `${BILLING}/invoices`, headers });
  expect(list.json().data.map((row: { id: string }) => row.id)).toEqual([managed]);
  const view = await app.inject({ method: 'GET', url: `${BILLING}/invoices/${unmanaged}`, headers });
  expect(view.statusCode).toBe(404);
  const issue = await app.inject({ method: 'POST', url: `${BILLING}/invoices/${unmanaged}/issue`, headers });
  expect(issue.statusCode).toBe(404);
  expect((await w.invoiceRow(unmanaged)).status).toBe('draft');
  const own = await app.inject({ method: 'POST', url: `${BILLING}/invoices/${managed}/issue`, headers });
  expect(own.json().data).toMatchObject({ status: 'issued', number: 'INV-00001' });
});

test("a publisher sees its own issued invoices, never a draft nor another publisher's", async () => {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  const { partner: own, headers } = await signedInPartner(app, handle.db, w.tenant, 'publisher');
  const issued = await w.issuedFor(own.id);
  const bobs = await w.issuedFor(w.bob.id);
  const draft = await w.draftFor(own.id);

  const list = await app.inject({ method: 'GET', url: '/api/v1/publisher/invoices', headers });
  expect(list.json().data.map((row: { id: string }) => row.id)).toEqual([issued]);
  for (const hidden of [bobs, draft]) {
    for (const path of ['', '/pdf']) {
      const view = await app.inject({
        method: 'GET',
        url: `/api/v1/publisher/invoices/${hidden}${path}`,
        headers,
      });
      expect(view.statusCode, path).toBe(404);
    }
  }
  const view = await app.inject({ method: 'GET', url: `/api/v1/publisher/invoices/${issued}`, headers });
  expect(view.json().data).toMatchObject({ id: issued, number: 'INV-00001', status: 'issued' });
});
