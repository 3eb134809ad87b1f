import { type PublisherBalanceRow, shiftDay } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { invoices, offers, partners, tenantPartnerSettings } from '../../src/db/schema/index';
import { recordInvoicePayment } from '../../src/modules/invoices/index';
import { PUBLISHER_ONLY, STAFF_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { seedPartner, type TestTenant } from '../helpers/factories';
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

/** A billing.read employee who manages only the publisher given. */
async function managerOf(tenant: TestTenant, publisherId: string) {
  const { app, handle } = ctx.current;
  const manager = await signedIn(app, handle.db, tenant, {
    role: 'employee',
    permissions: ['billing.read'],
    dataScope: 'managed',
  });
  await handle.db
    .update(partners)
    .set({ accountManagerId: manager.user.id })
    .where(eq(partners.id, publisherId));
  return manager;
}

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
  const manager = await managerOf(w.tenant, w.bob.id);
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

describe('every publisher’s balance (the billing screen’s Balances tab)', () => {
  const list = (headers: Record<string, string>, query = '') =>
    ctx.current.app.inject({ method: 'GET', url: `${BILLING}/balances${query}`, headers });

  test('a row per publisher and currency by name, paged, in one currency or only what is owed', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const paid = await w.issuedFor(w.bob.id, [{ offer: w.usd, payout: '20.00' }]);
    await recordInvoicePayment(handle.db, {
      ...w.actionOn(paid),
      payment: { amount: '20.00', paidOn: today() },
    });
    await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '10.00' });
    await w.convert({ offer: w.eur, publisherId: w.alice.id, payout: '7.50' });
    // By name: Bob's company sorts after Alice's. A publisher with no money has no row.
    await handle.db.update(partners).set({ company: 'Alice Media' }).where(eq(partners.id, w.alice.id));
    await handle.db.update(partners).set({ company: 'Bob Media' }).where(eq(partners.id, w.bob.id));
    await seedPartner(handle.db, w.tenant, { kind: 'publisher' });
    const names = new Map([
      [w.alice.id, 'Alice'],
      [w.bob.id, 'Bob'],
    ]);
    const all = await list(w.headers);
    expect(all.statusCode, all.body).toBe(200);
    expect(
      all.json().data.map((row: PublisherBalanceRow) => [names.get(row.publisher.id), row.currency]),
    ).toEqual([
      ['Alice', 'EUR'],
      ['Alice', 'USD'],
      ['Bob', 'USD'],
    ]);
    expect(all.json().data[1]).toEqual({
      publisher: { id: w.alice.id, name: 'Alice Media' },
      currency: 'USD',
      onHold: '0.00',
      notInvoiced: '10.00',
      inDraft: '0.00',
      outstanding: '0.00',
      overdue: '0.00',
      paid: '0.00',
    });
    expect(all.json().meta).toEqual({ page: 1, perPage: 25, total: 3 });
    // Each row equals the publisher's own balance in that currency.
    for (const row of all.json().data as PublisherBalanceRow[]) {
      const own = await app.inject({
        method: 'GET',
        url: `${BILLING}/publishers/${row.publisher.id}/balance`,
        headers: w.headers,
      });
      const { publisher: _publisher, ...balance } = row;
      expect(own.json().data).toContainEqual(balance);
    }

    const usd = await list(w.headers, '?currency=usd');
    expect(usd.json().data.map((row: PublisherBalanceRow) => names.get(row.publisher.id))).toEqual([
      'Alice',
      'Bob',
    ]);
    const owed = await list(w.headers, '?owed=1');
    expect(
      owed.json().data.map((row: PublisherBalanceRow) => [names.get(row.publisher.id), row.currency]),
    ).toEqual([
      ['Alice', 'EUR'],
      ['Alice', 'USD'],
    ]);
    const bob = await list(w.headers, '?search=bob%20m');
    expect(bob.json().data.map((row: PublisherBalanceRow) => row.publisher.id)).toEqual([w.bob.id]);
    const second = await list(w.headers, '?perPage=2&page=2');
    expect(second.json()).toMatchObject({ data: [{ currency: 'USD', paid: '20.00' }], meta: { total: 3 } });
    const bad = await list(w.headers, '?currency=dollars&owed=maybe');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['currency', 'owed']);
  });

  test('billing.read staff only, within their scope; another network sees none of them', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '10.00' });
    await w.convert({ offer: w.usd, publisherId: w.bob.id, payout: '5.00' });
    const result = await statusesByCaller(app, handle.db, w.tenant, {
      permission: 'billing.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: `${BILLING}/balances` }),
    });
    expect(result.statuses).toEqual(STAFF_ONLY(200));
    const manager = await managerOf(w.tenant, w.bob.id);
    const managed = await list(manager.headers);
    expect(managed.json().data.map((row: PublisherBalanceRow) => row.publisher.id)).toEqual([w.bob.id]);
    const other = await adminOfNewTenant(app, handle.db);
    expect((await list(other.headers)).json()).toMatchObject({ data: [], meta: { total: 0 } });
  });
});
