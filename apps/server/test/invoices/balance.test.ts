import { shiftDay } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { invoices, offers, partners, tenantPartnerSettings } from '../../src/db/schema/index';
import { recordInvoicePayment } from '../../src/modules/invoices/index';
import { PUBLISHER_ONLY, STAFF_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld } from './invoice-world';

/*
 * A publisher's balance (docs/money.md "Balances"): what is on hold, payable but not invoiced,
 * on the draft, invoiced and unpaid (and overdue), and paid, per currency; who may read it.
 */

const ctx = useTestApp();
const today = () => new Date().toISOString().slice(0, 10);

test('splits the ledger by state and currency', async () => {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  const issued = await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '20.00' }]);
  await recordInvoicePayment(handle.db, {
    ...w.actionOn(issued),
    payment: { amount: '8.00', paidOn: today() },
  });
  await handle.db
    .update(invoices)
    .set({ dueOn: shiftDay(today(), -1) })
    .where(eq(invoices.id, issued));
  await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '5.00' }]);
  await handle.db.update(offers).set({ holdDays: 30 }).where(eq(offers.id, w.usd2.id));
  await w.convert({ offer: w.usd2, publisherId: w.alice.id, payout: '3.00' });
  await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '10.00' });
  await w.convert({ offer: w.eur, publisherId: w.alice.id, payout: '7.50' });
  await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '99.00', status: 'pending' });
  await w.convert({ offer: w.usd, publisherId: w.bob.id, payout: '50.00' });

  const response = await app.inject({
    method: 'GET',
    url: `${BILLING}/publishers/${w.alice.id}/balance`,
    headers: w.headers,
  });
  expect(response.json().data).toEqual([
    {
      currency: 'EUR',
      onHold: '0.00',
      notInvoiced: '7.50',
      inDraft: '0.00',
      outstanding: '0.00',
      overdue: '0.00',
      paid: '0.00',
    },
    {
      currency: 'USD',
      onHold: '3.00',
      notInvoiced: '10.00',
      inDraft: '5.00',
      outstanding: '12.00',
      overdue: '12.00',
      paid: '8.00',
    },
  ]);
});

test('the network’s hold puts earnings on hold where the offer and the publisher set none', async () => {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  await handle.db
    .insert(tenantPartnerSettings)
    .values({ tenantId: w.tenant.id, kind: 'publisher', holdDays: 5 });
  await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '4.00' });
  await handle.db.update(offers).set({ holdDays: 0 }).where(eq(offers.id, w.usd2.id));
  await w.convert({ offer: w.usd2, publisherId: w.alice.id, payout: '6.00' });

  const response = await app.inject({
    method: 'GET',
    url: `${BILLING}/publishers/${w.alice.id}/balance`,
    headers: w.headers,
  });
  expect(response.json().data).toEqual([
    expect.objectContaining({ currency: 'USD', onHold: '4.00', notInvoiced: '6.00' }),
  ]);
});

test('who may read a balance: billing.read staff within their scope, a publisher only its own', async () => {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '10.00' });
  const staff = await statusesByCaller(app, handle.db, w.tenant, {
    permission: 'billing.read',
    expected: STAFF_ONLY(200),
    request: async () => ({ method: 'GET', url: `${BILLING}/publishers/${w.alice.id}/balance` }),
  });
  expect(staff.statuses).toEqual(STAFF_ONLY(200));
  const own = await statusesByCaller(app, handle.db, w.tenant, {
    permission: 'billing.read',
    expected: PUBLISHER_ONLY(200),
    request: async () => ({ method: 'GET', url: '/api/v1/publisher/balance' }),
  });
  expect(own.statuses).toEqual(PUBLISHER_ONLY(200));

  const { partner, headers } = await signedInPartner(app, handle.db, w.tenant, 'publisher');
  await w.convert({ offer: w.usd, publisherId: partner.id, payout: '4.00' });
  const mine = await app.inject({ method: 'GET', url: '/api/v1/publisher/balance', headers });
  expect(mine.json().data).toMatchObject([{ currency: 'USD', notInvoiced: '4.00' }]);

  const other = await adminOfNewTenant(app, handle.db);
  const foreign = await app.inject({
    method: 'GET',
    url: `${BILLING}/publishers/${w.alice.id}/balance`,
    headers: other.headers,
  });
  expect(foreign.statusCode).toBe(404);
  const manager = await signedIn(app, handle.db, w.tenant, {
    role: 'employee',
    permissions: ['billing.read'],
    dataScope: 'managed',
  });
  await handle.db
    .update(partners)
    .set({ accountManagerId: manager.user.id })
    .where(eq(partners.id, w.bob.id));
  const unmanaged = await app.inject({
    method: 'GET',
    url: `${BILLING}/publishers/${w.alice.id}/balance`,
    headers: manager.headers,
  });
  expect(unmanaged.statusCode).toBe(404);
  const managed = await app.inject({
    method: 'GET',
    url: `${BILLING}/publishers/${w.bob.id}/balance`,
    headers: manager.headers,
  });
  expect(managed.statusCode).toBe(200);
});
