import { expect, test } from 'vitest';
import { issueInvoice } from '../../src/modules/invoices/index';
import { useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld } from './invoice-world';

/*
 * Manual adjustments (docs/money.md "Adjustments"): a bonus, a correction or a chargeback with a
 * memo on a draft, kept with who added it and when; runs keep it; an issued invoice takes none.
 */

const ctx = useTestApp();
type World = Awaited<ReturnType<typeof invoiceWorld>>;

const adjust = (w: World, invoiceId: string, payload: object) =>
  ctx.current.app.inject({
    method: 'POST',
    url: `${BILLING}/invoices/${invoiceId}/adjustments`,
    headers: w.headers,
    payload,
  });
const remove = (w: World, invoiceId: string, lineId: string) =>
  ctx.current.app.inject({
    method: 'DELETE',
    url: `${BILLING}/invoices/${invoiceId}/adjustments/${lineId}`,
    headers: w.headers,
  });

test('a bonus and a chargeback land on the draft with their memo, who and when; runs keep them; issuing freezes them', async () => {
  const w = await invoiceWorld(ctx.current.app, ctx.current.handle.db);
  const draft = await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '40.00' }]);

  const bonus = await adjust(w, draft, { reason: 'bonus', amount: '25', memo: 'Top publisher of November' });
  expect(bonus.statusCode).toBe(200);
  const chargeback = await adjust(w, draft, {
    reason: 'chargeback',
    amount: '-7.50',
    memo: 'Order 881 refunded',
  });
  const invoice = chargeback.json().data;
  expect(invoice.total).toBe('57.50');
  const adjustments = invoice.lines.filter((line: { kind: string }) => line.kind === 'adjustment');
  expect(adjustments).toEqual([
    expect.objectContaining({
      description: 'Bonus: Top publisher of November',
      amount: '25.00',
      reason: 'bonus',
      addedBy: w.admin.name,
      addedAt: expect.any(String),
    }),
    expect.objectContaining({
      description: 'Chargeback: Order 881 refunded',
      amount: '-7.50',
      reason: 'chargeback',
    }),
  ]);

  // A run re-syncs the draft's conversion lines and keeps the adjustments in its total.
  await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '10.00' });
  await w.runOf('publisher');
  expect((await w.invoiceRow(draft)).total).toBe('67.50');

  await issueInvoice(ctx.current.handle.db, w.actionOn(draft));
  const before = await w.billingState();
  const refused = await adjust(w, draft, { reason: 'correction', amount: '1.00', memo: 'Too late' });
  expect(refused.statusCode).toBe(409);
  const [line] = adjustments;
  expect((await remove(w, draft, line.id)).statusCode).toBe(409);
  expect(await w.billingState()).toEqual(before);
  expect(await w.linesOf(draft)).toHaveLength(3);
});

test('a bonus below zero, a chargeback above, zero, no memo or an unknown reason is a 422 on its field and writes nothing', async () => {
  const w = await invoiceWorld(ctx.current.app, ctx.current.handle.db);
  const draft = await w.draftFor(w.alice.id);
  const before = await w.billingState();
  const cases: [object, string][] = [
    [{ reason: 'bonus', amount: '-5', memo: 'x' }, 'amount'],
    [{ reason: 'chargeback', amount: '5', memo: 'x' }, 'amount'],
    [{ reason: 'correction', amount: '0.00', memo: 'x' }, 'amount'],
    [{ reason: 'correction', amount: '1.234', memo: 'x' }, 'amount'],
    [{ reason: 'correction', amount: '-3', memo: '  ' }, 'memo'],
    [{ reason: 'gift', amount: '3', memo: 'x' }, 'reason'],
  ];
  for (const [payload, field] of cases) {
    const response = await adjust(w, draft, payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  }
  expect(await w.billingState()).toEqual(before);
  expect(await w.linesOf(draft)).toHaveLength(1);
});

test('an adjustment comes off a draft and the total follows; a conversion line or another draft’s line is not found', async () => {
  const w = await invoiceWorld(ctx.current.app, ctx.current.handle.db);
  const draft = await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '40.00' }]);
  const other = await w.draftFor(w.bob.id);
  const added = (
    await adjust(w, draft, { reason: 'correction', amount: '-4.00', memo: 'Duplicate order' })
  ).json().data;
  const adjustment = added.lines.find((line: { kind: string }) => line.kind === 'adjustment');
  const conversions = added.lines.find((line: { kind: string }) => line.kind === 'conversions');
  expect(added.total).toBe('36.00');

  expect((await remove(w, draft, conversions.id)).statusCode).toBe(404);
  expect((await remove(w, other, adjustment.id)).statusCode).toBe(404);
  const removed = await remove(w, draft, adjustment.id);
  expect(removed.statusCode).toBe(200);
  expect(removed.json().data.total).toBe('40.00');
  expect(await w.linesOf(draft)).toHaveLength(1);
});

const adjustPartner = (w: World, payload: object) =>
  ctx.current.app.inject({ method: 'POST', url: `${BILLING}/adjustments`, headers: w.headers, payload });

test('an adjustment for a partner without an open draft makes one, which later ones and the next run add to', async () => {
  const w = await invoiceWorld(ctx.current.app, ctx.current.handle.db);
  const welcome = {
    partnerKind: 'publisher',
    partnerId: w.alice.id,
    currency: 'USD',
    reason: 'bonus',
    memo: 'Welcome',
  };
  const first = await adjustPartner(w, { ...welcome, amount: '20' });
  expect(first.statusCode, first.body).toBe(200);
  const draft = first.json().data;
  expect(draft).toMatchObject({
    status: 'draft',
    currency: 'USD',
    total: '20.00',
    partner: { id: w.alice.id },
  });
  expect(draft.lines).toMatchObject([{ kind: 'adjustment', amount: '20.00', reason: 'bonus' }]);

  const second = await adjustPartner(w, { ...welcome, amount: '5.00', memo: 'Referral' });
  expect(second.json().data).toMatchObject({ id: draft.id, total: '25.00' });
  await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '40.00' });
  const [run] = (await w.runOf('publisher')).filter((one) => one.partnerId === w.alice.id);
  expect(run).toMatchObject({ invoiceId: draft.id, billed: 1, total: '65.00' });

  // An advertiser is adjusted on its own side, in its own draft.
  const credit = await adjustPartner(w, {
    partnerKind: 'advertiser',
    partnerId: w.advertiser.id,
    currency: 'USD',
    reason: 'correction',
    amount: '-3.00',
    memo: 'Duplicate lead credited',
  });
  expect(credit.json().data).toMatchObject({ kind: 'advertiser', total: '-3.00' });
  expect(credit.json().data.id).not.toBe(draft.id);
});

test('a partner not the network’s or of the other kind is not found; a currency that is none or a wrong sign is a 422 on its field; none writes', async () => {
  const w = await invoiceWorld(ctx.current.app, ctx.current.handle.db);
  const valid = {
    partnerKind: 'publisher',
    partnerId: w.alice.id,
    currency: 'USD',
    reason: 'bonus',
    amount: '5',
    memo: 'Bonus',
  };
  const before = await w.billingState();
  for (const [changes, status, field] of [
    [{ partnerId: crypto.randomUUID() }, 404, null],
    [{ partnerKind: 'advertiser' }, 404, null],
    [{ currency: 'XYZ' }, 422, 'currency'],
    [{ amount: '-5' }, 422, 'amount'],
    [{ partnerId: 'alice' }, 422, 'partnerId'],
  ] as const) {
    const response = await adjustPartner(w, { ...valid, ...changes });
    expect(response.statusCode, JSON.stringify(changes)).toBe(status);
    if (field) expect(Object.keys(response.json().errors)).toEqual([field]);
  }
  expect(await w.billingState()).toEqual(before);
});
