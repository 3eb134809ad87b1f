import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { conversions } from '../../src/db/schema/index';
import { changeConversionStatuses } from '../../src/modules/conversions/index';
import { generateDrafts, issueInvoice, voidInvoice } from '../../src/modules/invoices/index';
import { ALL_PARTNERS } from '../../src/modules/partner-scope/index';
import { eventStoreOf } from '../helpers/events';
import { useTestApp } from '../helpers/test-app';
import { invoiceWorld, tomorrow } from './invoice-world';

/*
 * Reversals (docs/money.md "Reversals"): a conversion rejected after its invoice was issued is
 * taken back as a negative line on the publisher's next invoice, once; approved again before that
 * invoice is issued, the reversal leaves the draft; approved again after, it is billed afresh.
 */

const ctx = useTestApp();
type World = Awaited<ReturnType<typeof invoiceWorld>>;

async function setStatus(w: World, ids: string[], status: 'approved' | 'rejected') {
  const { handle } = ctx.current;
  await changeConversionStatuses(
    { db: handle.db, events: eventStoreOf(handle.db) },
    w.tenant.id,
    { ids, status, reason: status === 'rejected' ? 'Chargeback' : undefined },
    { id: w.admin.id, scope: ALL_PARTNERS },
  );
}
const run = (w: World) =>
  generateDrafts(ctx.current.handle.db, {
    kind: 'publisher',
    tenantId: w.tenant.id,
    periodEnd: tomorrow(),
    now: new Date(),
  });
const lineSummary = async (w: World, invoiceId: string) =>
  (await w.linesOf(invoiceId)).map((line) => `${line.kind} ${line.quantity} ${line.amount}`).sort();

test('a rejection after issuing lands on the next invoice as a negative line, once', async () => {
  const w = await invoiceWorld(ctx.current.app, ctx.current.handle.db);
  const first = await w.issuedFor(w.alice.id, [
    { offer: w.usd, payout: '10.00' },
    { offer: w.usd, payout: '4.00' },
  ]);
  const [chargedBack] = await w.conversionsOf();
  if (!chargedBack) throw new Error('no conversion');
  await setStatus(w, [chargedBack.id], 'rejected');
  await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '20.00' });

  const [next] = await run(w);
  expect(next).toMatchObject({ billed: 1, reversed: 1 });
  if (!next) throw new Error('no draft');
  expect(next.invoiceId).not.toBe(first);
  const taken = chargedBack.payout;
  expect(await lineSummary(w, next.invoiceId)).toEqual(
    ['conversions 1 20.00', `reversals 1 -${taken}`].sort(),
  );
  expect((await w.invoiceRow(first)).total).toBe('14.00');
  expect(await run(w)).toMatchObject([{ invoiceId: next.invoiceId, billed: 0, reversed: 0 }]);
  expect(await lineSummary(w, next.invoiceId)).toHaveLength(2);

  const detail = await ctx.current.app.inject({
    method: 'GET',
    url: `/api/v1/billing/invoices/${next.invoiceId}`,
    headers: w.headers,
  });
  expect(detail.json().data.lines.map((line: { description: string }) => line.description)).toContain(
    `Reversed: ${w.usd.name} · Conversion`,
  );
});

test('approved again before the next invoice is issued, the reversal leaves the draft', async () => {
  const w = await invoiceWorld(ctx.current.app, ctx.current.handle.db);
  await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '10.00' }]);
  const [conversion] = await w.conversionsOf();
  if (!conversion) throw new Error('no conversion');
  await setStatus(w, [conversion.id], 'rejected');
  const [draft] = await run(w);
  if (!draft) throw new Error('no draft');
  expect(draft.total).toBe('-10.00');
  await setStatus(w, [conversion.id], 'approved');
  const [again] = await run(w);
  expect(again).toMatchObject({ invoiceId: draft.invoiceId, total: '0.00', billed: 0 });
  expect(await lineSummary(w, draft.invoiceId)).toEqual([]);
});

test('approved again after the reversal was issued, it is billed afresh', async () => {
  const w = await invoiceWorld(ctx.current.app, ctx.current.handle.db);
  const { handle } = ctx.current;
  await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '10.00' }]);
  const [conversion] = await w.conversionsOf();
  if (!conversion) throw new Error('no conversion');
  await setStatus(w, [conversion.id], 'rejected');
  await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '30.00' });
  const [withReversal] = await run(w);
  if (!withReversal) throw new Error('no draft');
  await issueInvoice(handle.db, w.actionOn(withReversal.invoiceId));
  await setStatus(w, [conversion.id], 'approved');
  // Approved just now: a run made a moment later bills it (no hold on these publishers).
  const [afresh] = await generateDrafts(handle.db, {
    kind: 'publisher',
    tenantId: w.tenant.id,
    periodEnd: tomorrow(),
    now: new Date(Date.now() + 60_000),
  });
  expect(afresh).toMatchObject({ billed: 1, reversed: 0, total: '10.00' });
  // Voiding the invoice that took it back would cancel the take-back while the fresh billing stands.
  await expect(
    voidInvoice(handle.db, { ...w.actionOn(withReversal.invoiceId), reason: 'Wrong' }),
  ).rejects.toThrow(/approved again and billed afresh/);
  const [stored] = await handle.db.select().from(conversions).where(eq(conversions.id, conversion.id));
  expect(stored).toMatchObject({ publisherInvoiceId: afresh?.invoiceId, publisherReversalInvoiceId: null });
});

test('a one-publisher run (a payout request) bills afresh that publisher’s conversions approved again, no other’s', async () => {
  const w = await invoiceWorld(ctx.current.app, ctx.current.handle.db);
  const { handle } = ctx.current;
  // Each publisher: a conversion issued, rejected, taken back on an issued invoice, approved again.
  for (const publisher of [w.alice, w.bob])
    await w.issuedFor(publisher.id, [{ offer: w.usd, payout: '10.00' }]);
  const taken = await w.conversionsOf();
  await setStatus(
    w,
    taken.map((conversion) => conversion.id),
    'rejected',
  );
  // Something new to bill, so the invoices that take the 10.00 back are worth issuing.
  for (const publisher of [w.alice, w.bob])
    await w.convert({ offer: w.usd, publisherId: publisher.id, payout: '30.00' });
  for (const draft of await run(w)) await issueInvoice(handle.db, w.actionOn(draft.invoiceId));
  await setStatus(
    w,
    taken.map((conversion) => conversion.id),
    'approved',
  );
  const stampsOf = async (publisherId: string) =>
    (await w.conversionsOf())
      .filter(
        (conversion) =>
          taken.some((one) => one.id === conversion.id) && conversion.publisherId === publisherId,
      )
      .map((conversion) => [conversion.publisherInvoiceId, conversion.publisherReversalInvoiceId]);
  const bobBefore = await stampsOf(w.bob.id);
  expect(bobBefore).toEqual([[expect.any(String), expect.any(String)]]);

  const [afresh, ...others] = await generateDrafts(handle.db, {
    kind: 'publisher',
    tenantId: w.tenant.id,
    periodEnd: tomorrow(),
    now: new Date(Date.now() + 60_000),
    partnerId: w.alice.id,
  });
  expect(others).toEqual([]);
  expect(afresh).toMatchObject({ partnerId: w.alice.id, billed: 1, reversed: 0, total: '10.00' });
  expect(await stampsOf(w.alice.id)).toEqual([[afresh?.invoiceId, null]]);
  // Bob's stays as his invoices left it, for the network's next run to bill.
  expect(await stampsOf(w.bob.id)).toEqual(bobBefore);
});

test('voiding: an invoice whose conversion was taken back on an issued invoice waits; on a draft, the draft follows', async () => {
  const w = await invoiceWorld(ctx.current.app, ctx.current.handle.db);
  const { handle } = ctx.current;
  const first = await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '10.00' }]);
  const [conversion] = await w.conversionsOf();
  if (!conversion) throw new Error('no conversion');
  await setStatus(w, [conversion.id], 'rejected');
  await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '30.00' });
  const [draft] = await run(w);
  if (!draft) throw new Error('no draft');

  await voidInvoice(handle.db, { ...w.actionOn(first), reason: 'Wrong entity' });
  expect(await lineSummary(w, draft.invoiceId)).toEqual(['conversions 1 30.00']);
  expect((await w.invoiceRow(draft.invoiceId)).total).toBe('30.00');

  const second = await w.issuedFor(w.bob.id, [{ offer: w.usd, payout: '5.00' }]);
  const bobs = (await w.conversionsOf()).find((row) => row.publisherInvoiceId === second);
  if (!bobs) throw new Error('no conversion of bob');
  await setStatus(w, [bobs.id], 'rejected');
  await w.convert({ offer: w.usd, publisherId: w.bob.id, payout: '8.00' });
  const reversal = (await run(w)).find((one) => one.partnerId === w.bob.id);
  if (!reversal) throw new Error('no draft for bob');
  await issueInvoice(handle.db, w.actionOn(reversal.invoiceId));
  const refused = voidInvoice(handle.db, { ...w.actionOn(second), reason: 'Wrong entity' });
  await expect(refused).rejects.toThrow(/taken back on INV-\d+: void that invoice first/);
  await voidInvoice(handle.db, { ...w.actionOn(reversal.invoiceId), reason: 'Reissue' });
  await voidInvoice(handle.db, { ...w.actionOn(second), reason: 'Wrong entity' });
  expect((await w.invoiceRow(second)).status).toBe('void');
});
