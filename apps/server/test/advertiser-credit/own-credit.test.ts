import { describe, expect, test } from 'vitest';
import { issueInvoice } from '../../src/modules/invoices/index';
import { ADVERTISER_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { authHeaders, loginAs } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld } from '../invoices/invoice-world';

/*
 * The advertiser's own view of its credit (docs/money.md "The advertiser's view"): the standing
 * staff see, with an invoice hidden from it folded into "billed outside" instead of listed, its
 * prepayments without who recorded them, and nothing at all when it is under no control.
 */

const ctx = useTestApp();
type World = Awaited<ReturnType<typeof invoiceWorld>>;
const OWN_CREDIT = '/api/v1/advertiser/credit';

async function creditWorld() {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  const advertiserHeaders = authHeaders(w.tenant, await loginAs(app, w.tenant, w.advertiserUser));
  const staffUrl = `${BILLING}/advertisers/${w.advertiser.id}/credit`;
  const setTerms = async (payload: object) => {
    const saved = await app.inject({ method: 'PUT', url: staffUrl, headers: w.headers, payload });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const own = async () => {
    const answer = await app.inject({ method: 'GET', url: OWN_CREDIT, headers: advertiserHeaders });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const staffView = async () =>
    (await app.inject({ method: 'GET', url: staffUrl, headers: w.headers })).json().data;
  return { ...w, advertiserHeaders, setTerms, own, staffView, staffUrl };
}

/** Bills the advertiser `revenue` on an issued invoice; returns the invoice's id. */
async function issuedAdvertiserInvoice(w: World, revenue: string): Promise<string> {
  await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue });
  const draft = (await w.runOf('advertiser')).find((one) => one.partnerId === w.advertiser.id);
  if (!draft) throw new Error('no advertiser draft');
  await issueInvoice(ctx.current.handle.db, w.actionOn(draft.invoiceId));
  return draft.invoiceId;
}

const today = () => new Date().toISOString().slice(0, 10); // the factory's networks keep UTC

async function pay(w: World, invoiceId: string, amount: string) {
  const paid = await ctx.current.app.inject({
    method: 'POST',
    url: `${BILLING}/invoices/${invoiceId}/payments`,
    headers: w.headers,
    payload: { amount, paidOn: today() },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

const setHidden = (w: World, invoiceId: string, hidden: boolean) =>
  ctx.current.app.inject({
    method: 'PUT',
    url: `${BILLING}/invoices/${invoiceId}/visibility`,
    headers: w.headers,
    payload: { hidden },
  });

describe('the advertiser’s own credit', () => {
  test('nothing under no control; under a limit, the staff’s standing with a hidden invoice as "billed outside"', async () => {
    const w = await creditWorld();
    expect(await w.own()).toBeNull();

    const hiddenInvoice = await issuedAdvertiserInvoice(w, '30.00');
    const shownInvoice = await issuedAdvertiserInvoice(w, '20.00');
    await pay(w, hiddenInvoice, '10.00');
    await pay(w, shownInvoice, '5.00');
    await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue: '10.00' });
    expect((await setHidden(w, hiddenInvoice, true)).statusCode).toBe(200);
    await w.setTerms({ mode: 'credit_limit', creditLimit: '100.00', warnPercent: '40', atLimit: 'pause' });

    const own = await w.own();
    expect(own).toEqual({
      mode: 'credit_limit',
      currency: 'USD',
      creditLimit: '100.00',
      atLimit: 'pause',
      outstanding: '15.00',
      invoiced: '20.00',
      notInvoiced: '10.00',
      prepaid: '0.00',
      // What is still owed on it: the limit counts unpaid money.
      billedOutside: '20.00',
      available: '55.00',
      usedPercent: 45,
      state: 'warning',
      missingRates: [],
      prepayments: [],
    });
    // The same standing as staff read, who see the hidden invoice among the unpaid ones.
    const staff = await w.staffView();
    expect(staff).toMatchObject({ outstanding: '35.00', available: own.available, state: own.state });

    // Shown again, the advertiser sees it among its own invoices.
    expect((await setHidden(w, hiddenInvoice, false)).statusCode).toBe(200);
    expect(await w.own()).toMatchObject({ outstanding: '35.00', billedOutside: '0.00', available: '55.00' });
  });

  test('prepaid: funds used by everything billed, a hidden invoice paid or not; prepayments without their recorder', async () => {
    const { app } = ctx.current;
    const w = await creditWorld();
    await w.setTerms({ mode: 'prepaid', warnPercent: '80', atLimit: 'warn' });
    expect(await w.own()).toMatchObject({
      mode: 'prepaid',
      state: 'limit',
      available: '0.00',
      usedPercent: 0,
    });

    const prepaid = await app.inject({
      method: 'POST',
      url: `${w.staffUrl}/prepayments`,
      headers: w.headers,
      payload: { amount: '200.00', receivedOn: '2026-11-02', reference: 'WIRE-77' },
    });
    expect(prepaid.statusCode, prepaid.body).toBe(200);
    const hiddenInvoice = await issuedAdvertiserInvoice(w, '50.00');
    await pay(w, hiddenInvoice, '20.00');
    expect((await setHidden(w, hiddenInvoice, true)).statusCode).toBe(200);
    await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue: '25.00' });

    const own = await w.own();
    expect(own).toMatchObject({
      prepaid: '200.00',
      invoiced: '0.00',
      // All of it, paid in part: prepaid funds are spent by what is billed.
      billedOutside: '50.00',
      notInvoiced: '25.00',
      available: '125.00',
      usedPercent: 37.5,
      state: 'ok',
    });
    expect(own.prepayments).toEqual([
      { id: expect.any(String), amount: '200.00', receivedOn: '2026-11-02', reference: 'WIRE-77' },
    ]);
  });
});

describe('who may call', () => {
  test('advertisers only', async () => {
    const { app, handle } = ctx.current;
    const w = await creditWorld();
    const result = await statusesByCaller(app, handle.db, w.tenant, {
      permission: 'billing.read',
      expected: ADVERTISER_ONLY(200),
      request: async () => ({ method: 'GET', url: OWN_CREDIT }),
    });
    expect(result.statuses).toEqual(ADVERTISER_ONLY(200));
  });

  test('an advertiser reads its own credit only: another advertiser of the network or of another sees none of it', async () => {
    const { app, handle } = ctx.current;
    const w = await creditWorld();
    await w.setTerms({ mode: 'credit_limit', creditLimit: '100.00', warnPercent: '80', atLimit: 'warn' });
    const neighbour = await signedInPartner(app, handle.db, w.tenant, 'advertiser');
    const other = await creditWorld();
    for (const headers of [neighbour.headers, other.advertiserHeaders]) {
      const answer = await app.inject({ method: 'GET', url: OWN_CREDIT, headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toBeNull();
    }
  });
});
