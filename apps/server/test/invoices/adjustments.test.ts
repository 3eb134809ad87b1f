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
