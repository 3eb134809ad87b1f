import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { invoiceHistory, invoiceRunSchedules, invoices, partners } from '../../src/db/schema/index';
import { PUBLISHER_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld } from './invoice-world';

/*
 * Payout requests (docs/money.md "Payout requests"): a publisher asks to be paid once its balance
 * reaches its minimum, where the network takes requests; the request bills it alone onto a draft
 * marked as asked for, which finance issues. Refused, it writes nothing.
 */

const ctx = useTestApp();
const REQUESTS = '/api/v1/publisher/payout-requests';

async function world({ enabled = true } = {}) {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  const publisher = await signedInPartner(app, handle.db, w.tenant, 'publisher');
  if (enabled) {
    await handle.db
      .insert(invoiceRunSchedules)
      .values({ tenantId: w.tenant.id, kind: 'publisher', payoutRequests: true });
  }
  const ask = () => app.inject({ method: 'POST', url: REQUESTS, headers: publisher.headers });
  const state = async () =>
    (await app.inject({ method: 'GET', url: REQUESTS, headers: publisher.headers })).json().data;
  const draftsOf = (partnerId: string) =>
    handle.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.partnerId, partnerId), eq(invoices.status, 'draft')));
  const setMinimum = (minimumPayout: string) =>
    handle.db.update(partners).set({ minimumPayout }).where(eq(partners.id, publisher.partner.id));
  return { ...w, publisher, ask, state, draftsOf, setMinimum };
}

test('a network that takes no requests refuses them, writing nothing', async () => {
  const w = await world({ enabled: false });
  await w.convert({ offer: w.usd, publisherId: w.publisher.partner.id, payout: '40.00' });
  expect(await w.state()).toEqual({ enabled: false, requestedAt: null, drafts: [] });
  const before = await w.billingState();
  const refused = await w.ask();
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    'Your network pays on its own schedule: it does not take payout requests.',
  );
  expect(await w.billingState()).toEqual(before);
});

test('below the minimum, or with nothing earned, the request is refused naming why, writing nothing', async () => {
  const w = await world();
  const nothing = await w.ask();
  expect(nothing.statusCode).toBe(409);
  expect(nothing.json().message).toBe('You have nothing to be paid for yet.');

  await w.setMinimum('50.00');
  await w.convert({ offer: w.usd, publisherId: w.publisher.partner.id, payout: '20.00' });
  // Pending and test conversions are no part of the balance.
  await w.convert({ offer: w.usd, publisherId: w.publisher.partner.id, payout: '90.00', status: 'pending' });
  const before = await w.billingState();
  const below = await w.ask();
  expect(below.statusCode).toBe(409);
  expect(below.json().message).toBe(
    'Your balance of 20.00 USD is below the publisher’s own minimum payout of 50.00 USD.',
  );
  expect(await w.billingState()).toEqual(before);
  expect(await w.state()).toEqual({ enabled: true, requestedAt: null, drafts: [] });
});

test('reaching the minimum bills the publisher alone onto a draft marked as requested; asking again changes nothing', async () => {
  const w = await world();
  const { app } = ctx.current;
  const mine = w.publisher.partner.id;
  await w.setMinimum('50.00');
  // A draft a run made earlier counts towards the minimum and is the one the request marks.
  await w.draftFor(mine, [{ offer: w.usd, payout: '30.00' }]);
  await w.convert({ offer: w.usd, publisherId: mine, payout: '25.00' });
  await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '70.00' });

  const asked = await w.ask();
  expect(asked.statusCode, asked.body).toBe(200);
  const requestedAt = asked.json().data.requestedAt;
  expect(asked.json().data).toEqual({
    enabled: true,
    requestedAt: expect.any(String),
    drafts: [{ currency: 'USD', total: '55.00' }],
  });
  const [draft, ...others] = await w.draftsOf(mine);
  expect(others).toEqual([]);
  expect(draft?.requestedAt?.toISOString()).toBe(requestedAt);
  // Alice asked for nothing: her conversion waits for the network's run.
  expect(await w.draftsOf(w.alice.id)).toEqual([]);

  const again = await w.ask();
  expect(again.statusCode).toBe(200);
  expect(again.json().data).toEqual(asked.json().data);
  const history = await ctx.current.handle.db
    .select()
    .from(invoiceHistory)
    .where(eq(invoiceHistory.invoiceId, draft?.id ?? ''));
  expect(history).toMatchObject([
    { action: 'requested', summary: 'Payout requested by the publisher', actorId: w.publisher.user.id },
  ]);

  // Finance sees the request on the draft, and issues it like any other.
  const listed = await app.inject({
    method: 'GET',
    url: `${BILLING}/invoices?kind=publisher&status=draft&partnerId=${mine}`,
    headers: w.headers,
  });
  expect(listed.json().data).toMatchObject([{ id: draft?.id, requestedAt }]);
  const issued = await app.inject({
    method: 'POST',
    url: `${BILLING}/invoices/${draft?.id}/issue`,
    headers: w.headers,
  });
  expect(issued.statusCode, issued.body).toBe(200);
  expect(issued.json().data).toMatchObject({ status: 'issued', requestedAt });
  expect(await w.state()).toEqual({ enabled: true, requestedAt: null, drafts: [] });
});

test('requests at once bill each conversion once and mark the draft once', async () => {
  const w = await world();
  const mine = w.publisher.partner.id;
  for (let n = 0; n < 5; n += 1) await w.convert({ offer: w.usd, publisherId: mine, payout: '10.00' });
  const answers = await Promise.all([w.ask(), w.ask(), w.ask()]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
  const drafts = await w.draftsOf(mine);
  expect(drafts).toMatchObject([{ total: '50.00', requestedAt: expect.any(Date) }]);
  const history = await ctx.current.handle.db
    .select()
    .from(invoiceHistory)
    .where(eq(invoiceHistory.invoiceId, drafts[0]?.id ?? ''));
  expect(history).toHaveLength(1);
});

test('only a publisher asks, for itself', async () => {
  const { app, handle } = ctx.current;
  const w = await world();
  for (const method of ['GET', 'POST'] as const) {
    // The matrix's publisher has earned nothing: its request reaches the use case and is refused.
    const expected = PUBLISHER_ONLY(method === 'GET' ? 200 : 409);
    const result = await statusesByCaller(app, handle.db, w.tenant, {
      permission: 'billing.write',
      expected,
      request: async () => ({ method, url: REQUESTS }),
    });
    expect(result.statuses, method).toEqual(expected);
  }
});
