import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  advertiserCredit,
  advertiserPrepayments,
  offerStatusChanges,
  offers,
} from '../../src/db/schema/index';
import { checkAdvertiserCredit } from '../../src/modules/advertiser-credit/index';
import { generateDrafts, issueInvoice } from '../../src/modules/invoices/index';
import { ALL_PARTNERS } from '../../src/modules/partner-scope/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';
import { invoiceWorld, tomorrow } from '../invoices/invoice-world';

/*
 * Advertiser credit control (docs/money.md "Credit control"): a credit limit used by unpaid
 * invoices and revenue not invoiced yet, or prepaid funds used by everything invoiced or to
 * invoice; a warning from the threshold; at the limit the advertiser's active offers paused (or
 * only a warning), each change in the offer's status history, and resumed once back within it.
 */

const ctx = useTestApp();
type World = Awaited<ReturnType<typeof invoiceWorld>>;
const creditUrl = (w: World) => `/api/v1/billing/advertisers/${w.advertiser.id}/credit`;

const put = (w: World, payload: object) =>
  ctx.current.app.inject({ method: 'PUT', url: creditUrl(w), headers: w.headers, payload });
const read = (w: World) => ctx.current.app.inject({ method: 'GET', url: creditUrl(w), headers: w.headers });
const prepay = (w: World, payload: object) =>
  ctx.current.app.inject({ method: 'POST', url: `${creditUrl(w)}/prepayments`, headers: w.headers, payload });

const limitOf = (creditLimit: string, atLimit: 'warn' | 'pause' = 'pause') => ({
  mode: 'credit_limit',
  creditLimit,
  warnPercent: '80',
  atLimit,
});

async function offerStates(w: World) {
  const ids = [w.usd.id, w.eur.id, w.usd2.id];
  const rows = await ctx.current.handle.db
    .select({ id: offers.id, status: offers.status })
    .from(offers)
    .where(inArray(offers.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

const creditChangesOf = (offerId: string) =>
  ctx.current.handle.db
    .select({
      from: offerStatusChanges.fromStatus,
      to: offerStatusChanges.toStatus,
      cause: offerStatusChanges.cause,
    })
    .from(offerStatusChanges)
    .where(eq(offerStatusChanges.offerId, offerId))
    .orderBy(asc(offerStatusChanges.changedAt));

const check = (w: World) =>
  checkAdvertiserCredit(ctx.current.handle.db, { tenantId: w.tenant.id, advertiserId: w.advertiser.id });

describe('a credit limit', () => {
  test('used by revenue not invoiced and unpaid invoices: warned at the threshold, offers paused at the limit and resumed when paid', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    for (let i = 0; i < 5; i += 1) await w.convert({ offer: w.usd, publisherId: w.alice.id }); // 15.00 revenue each
    const saved = await put(w, limitOf('100.00'));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      mode: 'credit_limit',
      currency: 'USD',
      creditLimit: '100.00',
      notInvoiced: '75.00',
      outstanding: '0.00',
      available: '25.00',
      usedPercent: 75,
      state: 'ok',
      missingRates: [],
    });

    // A pending conversion counts too; a rejected or a test one does not.
    await w.convert({ offer: w.usd, publisherId: w.alice.id, status: 'pending' });
    await w.convert({ offer: w.usd, publisherId: w.alice.id, status: 'rejected' });
    await w.convert({ offer: w.usd, publisherId: w.alice.id, isTest: true });
    expect(await check(w)).toEqual({ state: 'warning', paused: [], resumed: [] });
    expect((await read(w)).json().data).toMatchObject({
      notInvoiced: '90.00',
      usedPercent: 90,
      state: 'warning',
    });

    // Money in a currency without a rate to the advertiser's is named, not counted.
    await w.convert({ offer: w.eur, publisherId: w.alice.id });
    await w.convert({ offer: w.usd2, publisherId: w.bob.id, revenue: '10.00' });
    const atLimit = await check(w);
    expect(atLimit?.state).toBe('limit');
    expect(atLimit?.paused.sort()).toEqual([w.usd.id, w.eur.id, w.usd2.id].sort());
    expect(await offerStates(w)).toEqual({
      [w.usd.id]: 'paused',
      [w.eur.id]: 'paused',
      [w.usd2.id]: 'paused',
    });
    expect(await creditChangesOf(w.usd.id)).toEqual([{ from: 'active', to: 'paused', cause: 'credit' }]);
    expect((await read(w)).json().data).toMatchObject({
      available: '0.00',
      state: 'limit',
      missingRates: ['EUR'],
    });
    // Checked again at the limit: nothing more to pause, nothing written twice.
    expect(await check(w)).toEqual({ state: 'limit', paused: [], resumed: [] });

    // Staff pause one offer themselves meanwhile (its last change is theirs): it stays paused.
    await handle.db.insert(offerStatusChanges).values({
      tenantId: w.tenant.id,
      offerId: w.usd2.id,
      fromStatus: 'paused',
      toStatus: 'paused',
      cause: 'staff',
      changedBy: w.admin.id,
    });

    // Invoiced and paid: only the pending conversion is left, and the offers come back.
    await generateDrafts(handle.db, {
      kind: 'advertiser',
      tenantId: w.tenant.id,
      periodEnd: tomorrow(),
      now: new Date(),
    });
    const invoiceList = await app.inject({
      method: 'GET',
      url: '/api/v1/billing/invoices?kind=advertiser&currency=USD',
      headers: w.headers,
    });
    const [draft] = invoiceList.json().data as { id: string; total: string }[];
    if (!draft) throw new Error('no advertiser draft');
    await issueInvoice(handle.db, {
      tenantId: w.tenant.id,
      invoiceId: draft.id,
      actorId: w.admin.id,
      scope: ALL_PARTNERS,
    });
    expect((await read(w)).json().data).toMatchObject({
      outstanding: '85.00',
      notInvoiced: '15.00',
      state: 'limit',
    });
    const paid = await app.inject({
      method: 'POST',
      url: `/api/v1/billing/invoices/${draft.id}/payments`,
      headers: w.headers,
      payload: { amount: '85.00', paidOn: new Date().toISOString().slice(0, 10) },
    });
    expect(paid.statusCode).toBe(200);
    const back = await check(w);
    expect(back).toMatchObject({ state: 'ok', paused: [] });
    expect(back?.resumed.sort()).toEqual([w.usd.id, w.eur.id].sort());
    expect(await offerStates(w)).toEqual({
      [w.usd.id]: 'active',
      [w.eur.id]: 'active',
      [w.usd2.id]: 'paused',
    });
    expect(await creditChangesOf(w.usd.id)).toEqual([
      { from: 'active', to: 'paused', cause: 'credit' },
      { from: 'paused', to: 'active', cause: 'credit' },
    ]);
  });

  test('"only warn" leaves the offers live at the limit; ending control resumes what the limit paused', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue: '50.00' });
    expect((await put(w, limitOf('40.00', 'warn'))).json().data.state).toBe('limit');
    expect(await offerStates(w)).toEqual({
      [w.usd.id]: 'active',
      [w.eur.id]: 'active',
      [w.usd2.id]: 'active',
    });

    expect((await put(w, limitOf('40.00', 'pause'))).json().data.state).toBe('limit');
    expect(await offerStates(w)).toEqual({
      [w.usd.id]: 'paused',
      [w.eur.id]: 'paused',
      [w.usd2.id]: 'paused',
    });
    const ended = await put(w, { mode: 'none', warnPercent: '80', atLimit: 'warn' });
    expect(ended.json().data).toMatchObject({ mode: 'none', available: null, state: null });
    expect(
      await handle.db
        .select()
        .from(advertiserCredit)
        .where(eq(advertiserCredit.advertiserId, w.advertiser.id)),
    ).toEqual([]);
    expect(await offerStates(w)).toEqual({
      [w.usd.id]: 'active',
      [w.eur.id]: 'active',
      [w.usd2.id]: 'active',
    });
  });
});

describe('a prepaid balance', () => {
  test('no funds is the limit at once; a prepayment makes room; everything invoiced uses it, paid or not', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const prepaid = { mode: 'prepaid', warnPercent: '50', atLimit: 'pause' };
    expect((await put(w, prepaid)).json().data).toMatchObject({
      prepaid: '0.00',
      available: '0.00',
      state: 'limit',
    });
    expect(await offerStates(w)).toEqual({
      [w.usd.id]: 'paused',
      [w.eur.id]: 'paused',
      [w.usd2.id]: 'paused',
    });

    const topped = await prepay(w, { amount: '100', receivedOn: '2026-11-02', reference: 'Wire 8812' });
    expect(topped.statusCode).toBe(200);
    expect(topped.json().data).toMatchObject({
      prepaid: '100.00',
      available: '100.00',
      usedPercent: 0,
      state: 'ok',
    });
    expect(topped.json().data.prepayments).toEqual([
      expect.objectContaining({
        amount: '100.00',
        receivedOn: '2026-11-02',
        reference: 'Wire 8812',
        recordedBy: expect.any(String),
      }),
    ]);
    expect(await offerStates(w)).toEqual({
      [w.usd.id]: 'active',
      [w.eur.id]: 'active',
      [w.usd2.id]: 'active',
    });

    await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue: '60.00' });
    expect(await check(w)).toMatchObject({ state: 'warning', paused: [] });
    expect((await read(w)).json().data).toMatchObject({
      notInvoiced: '60.00',
      available: '40.00',
      usedPercent: 60,
    });
  });

  test('bad input answers on its field and writes nothing; a prepayment needs a prepaid balance', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const state = async () => [
      await handle.db.select().from(advertiserCredit).where(eq(advertiserCredit.tenantId, w.tenant.id)),
      await handle.db
        .select()
        .from(advertiserPrepayments)
        .where(eq(advertiserPrepayments.tenantId, w.tenant.id)),
    ];
    const before = await state();
    const noLimit = await put(w, { mode: 'credit_limit', warnPercent: '80', atLimit: 'pause' });
    expect(noLimit.statusCode).toBe(422);
    expect(noLimit.json().errors).toEqual({ creditLimit: ['Enter the credit limit'] });
    const badWarn = await put(w, { ...limitOf('10.00'), warnPercent: '0' });
    expect(badWarn.json().errors).toEqual({ warnPercent: ['At least 1'] });
    const badMode = await put(w, { ...limitOf('10.00'), mode: 'overdraft' });
    expect(Object.keys(badMode.json().errors)).toEqual(['mode']);
    const notPrepaid = await prepay(w, { amount: '10.00', receivedOn: '2026-11-02' });
    expect(notPrepaid.statusCode).toBe(409);
    await put(w, { mode: 'prepaid', warnPercent: '80', atLimit: 'warn' });
    const afterMode = await state();
    const zero = await prepay(w, { amount: '0', receivedOn: '2026-11-02' });
    expect(zero.json().errors).toEqual({ amount: ['Enter an amount above zero'] });
    const noDay = await prepay(w, { amount: '5.00', receivedOn: 'yesterday' });
    expect(Object.keys(noDay.json().errors)).toEqual(['receivedOn']);
    expect(await state()).toEqual(afterMode);
    expect(before).toEqual([[], []]);
  });
});

describe('who may call', () => {
  test.each([
    ['GET', 'billing.read'],
    ['PUT', 'billing.write'],
    ['POST', 'billing.write'],
  ] as const)('%s credit needs %s; refused callers write nothing', async (method, permission) => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    await put(w, { mode: 'prepaid', warnPercent: '80', atLimit: 'warn' });
    const snapshot = async () => [
      await handle.db.select().from(advertiserCredit).where(eq(advertiserCredit.tenantId, w.tenant.id)),
      await handle.db
        .select()
        .from(advertiserPrepayments)
        .where(eq(advertiserPrepayments.tenantId, w.tenant.id)),
    ];
    const request = async () =>
      method === 'GET'
        ? { method, url: creditUrl(w) }
        : method === 'PUT'
          ? { method, url: creditUrl(w), payload: limitOf('500.00') }
          : {
              method,
              url: `${creditUrl(w)}/prepayments`,
              payload: { amount: '5.00', receivedOn: '2026-11-02' },
            };
    const result = await statusesByCaller(app, handle.db, w.tenant, {
      permission,
      expected: STAFF_ONLY(200),
      request: async () => {
        // Each successful PUT turns the row to a credit limit: set it back so the next POST applies.
        if (method === 'POST') await put(w, { mode: 'prepaid', warnPercent: '80', atLimit: 'warn' });
        return request();
      },
      snapshot,
    });
    expect(result.statuses).toEqual(STAFF_ONLY(200));
    expect(result.afterRefused).toEqual(result.before);
  });

  test('another network and an unmanaged advertiser answer 404, and nothing is written', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const other = await adminOfNewTenant(app, handle.db);
    const managedOnly = await signedIn(app, handle.db, w.tenant, {
      role: 'employee',
      permissions: ['billing.read', 'billing.write'],
      dataScope: 'managed',
    });
    for (const headers of [other.headers, managedOnly.headers]) {
      const calls = [
        { method: 'GET' as const, url: creditUrl(w) },
        { method: 'PUT' as const, url: creditUrl(w), payload: limitOf('10.00') },
        {
          method: 'POST' as const,
          url: `${creditUrl(w)}/prepayments`,
          payload: { amount: '5.00', receivedOn: '2026-11-02' },
        },
      ];
      for (const call of calls)
        expect((await app.inject({ ...call, headers })).statusCode, call.method).toBe(404);
    }
    expect(
      await handle.db
        .select()
        .from(advertiserCredit)
        .where(and(eq(advertiserCredit.tenantId, w.tenant.id))),
    ).toEqual([]);
  });
});
