import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { invoicePayments, invoiceSettings } from '../../src/db/schema/index';
import { seedPartner } from '../helpers/factories';
import { seedPartnerChoice } from '../helpers/money-settings';
import { signedIn } from '../helpers/partners';
import { TEST_DRIVER, useTestApp } from '../helpers/test-app';
import { ALICE_PAYPAL, paymentWorld } from './payment-world';

/*
 * A payment batch's life through the routes (docs/money.md "Payments"): candidates and their
 * holds, draft → approved (four eyes when asked) → exported (nothing paid) → items paid or failed,
 * cancelling, and the guards that keep an invoice from being paid twice.
 */

const ctx = useTestApp();
type World = Awaited<ReturnType<typeof paymentWorld>>;
const idsOf = (rows: { invoiceId: string }[]) => rows.map((row) => row.invoiceId);

async function candidatesOf(w: World, methodId: string, currency = 'USD') {
  const query = new URLSearchParams({ paymentMethodId: methodId, currency, issuedUntil: w.today });
  const response = await w.call('GET', `/payment-candidates?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { invoiceId: string; hold: string | null; detailsChange: unknown }[];
}

describe('candidates', () => {
  test('each issued invoice is eligible or held with why: no details, another method, details changed, in a batch', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    const alices = await w.issuedFor(w.alice.id);
    const bobs = await w.issuedFor(w.bob.id);
    const { partner: carol } = await seedPartner(handle.db, w.tenant, { kind: 'publisher' });
    const carols = await w.issuedFor(carol.id);
    const { partner: dave } = await seedPartner(handle.db, w.tenant, { kind: 'publisher' });
    await seedPartnerChoice(handle.db, w.tenant, dave.id, w.paypal.id, { email: 'dave@example.test' });
    await w.changedDetails(dave.id, 2);
    const daves = await w.issuedFor(dave.id);
    await w.draftFor(w.alice.id); // a draft is never a candidate

    const candidates = await candidatesOf(w, w.paypal.id);
    const byInvoice = new Map(candidates.map((row) => [row.invoiceId, row]));
    expect(candidates).toHaveLength(4);
    expect(byInvoice.get(alices)?.hold).toBeNull();
    expect(byInvoice.get(bobs)?.hold).toBe('other_method');
    expect(byInvoice.get(carols)?.hold).toBe('no_details');
    expect(byInvoice.get(daves)).toMatchObject({
      hold: 'details_changed',
      detailsChange: { fields: ['PayPal e-mail'] },
    });
    expect(candidates[0]?.invoiceId).toBe(alices); // eligible first

    // A hold of 1 day lets a change 2 days old through.
    await w.call('PUT', '/payment-settings', { detailsHoldDays: 1, secondApprover: false });
    expect((await candidatesOf(w, w.paypal.id)).find((row) => row.invoiceId === daves)?.hold).toBeNull();

    await w.batchOf(w.paypal.id);
    expect((await candidatesOf(w, w.paypal.id)).find((row) => row.invoiceId === alices)?.hold).toBe(
      'in_batch',
    );
  });
});

describe('a batch', () => {
  test('is made of the eligible invoices less those left out, numbered, with the details as they were', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    const first = await w.issuedFor(w.alice.id);
    const second = await w.issuedFor(w.alice.id);
    const left = await w.issuedFor(w.alice.id);
    const batch = await w.batchOf(w.paypal.id, 'USD', [left]);
    const totals = await Promise.all(
      [first, second].map(async (id) => Number((await w.invoiceRow(id)).total)),
    );
    const sum = totals.reduce((all, one) => all + one, 0);
    expect(batch).toMatchObject({
      number: 'PB-00001',
      status: 'draft',
      method: { id: w.paypal.id, kind: 'paypal' },
      itemCount: 2,
      total: sum.toFixed(2),
      mayApprove: true,
      exportFormats: ['paypal_csv', 'generic_csv'],
    });
    expect(idsOf(batch.items).sort()).toEqual([first, second].sort());
    expect(batch.items[0]).toMatchObject({ status: 'pending', destination: 'PayPal: a***@example.test' });
    expect((await w.batchOf(w.paypal.id)).number).toBe('PB-00002');
  });

  test('with nothing to pay answers a field error and writes nothing', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    const only = await w.issuedFor(w.alice.id);
    const before = await w.paymentState();
    const response = await w.call('POST', '/payment-batches', w.bodyOf(w.paypal.id, 'USD', [only]));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.issuedUntil).toBeDefined();
    const bad = await w.call('POST', '/payment-batches', {
      ...w.bodyOf(w.paypal.id),
      issuedUntil: '2026-02-30',
      currency: 'EURO',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['currency', 'issuedUntil']);
    const unknownMethod = await w.call('POST', '/payment-batches', w.bodyOf(crypto.randomUUID()));
    expect(unknownMethod.json().errors.paymentMethodId).toBeDefined();
    expect(await w.paymentState()).toEqual(before);
  });

  test('needs a second person to approve when the network asks; exporting needs approval and pays nothing', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    const invoiceId = await w.issuedFor(w.alice.id);
    await w.call('PUT', '/payment-settings', { detailsHoldDays: 7, secondApprover: true });
    const batch = await w.batchOf(w.paypal.id);
    expect(batch.mayApprove).toBe(false);

    const early = await w.call('POST', `/payment-batches/${batch.id}/export`, { format: 'paypal_csv' });
    expect(early.statusCode).toBe(409);
    const own = await w.call('POST', `/payment-batches/${batch.id}/approve`);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('Someone other than who made this batch must approve it.');

    const other = await signedIn(app, handle.db, w.tenant);
    const approved = await w.call('POST', `/payment-batches/${batch.id}/approve`, undefined, other.headers);
    expect(approved.json().data).toMatchObject({ status: 'approved', approvedBy: other.user.name });

    const wrongFormat = await w.call('POST', `/payment-batches/${batch.id}/export`, { format: 'sepa_xml' });
    expect(wrongFormat.statusCode).toBe(422);
    expect(wrongFormat.json().errors.format).toBeDefined();
    const file = await w.call('POST', `/payment-batches/${batch.id}/export`, { format: 'paypal_csv' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="PB-00001-paypal.csv"');
    const row = await w.invoiceRow(invoiceId);
    expect(file.body).toBe(
      `${ALICE_PAYPAL.email},${row.total},USD,${row.number},Payment of invoice ${row.number}\r\n`,
    );
    const after = await w.call('GET', `/payment-batches/${batch.id}`);
    expect(after.json().data.status).toBe('exported');
    expect((await w.invoiceRow(invoiceId)).status).toBe('issued');
    expect(
      await handle.db.select().from(invoicePayments).where(eq(invoicePayments.tenantId, w.tenant.id)),
    ).toEqual([]);
  });

  test('items marked paid record each invoice’s payment; failed ones keep the reason and free the invoice', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    const paid = await w.issuedFor(w.alice.id);
    const failed = await w.issuedFor(w.alice.id);
    const batch = await w.batchOf(w.paypal.id);
    await w.call('POST', `/payment-batches/${batch.id}/approve`);
    const itemOf = (invoiceId: string) =>
      batch.items.find((item: { invoiceId: string }) => item.invoiceId === invoiceId).id;

    const noReason = await w.call('POST', `/payment-batches/${batch.id}/settle`, {
      outcome: 'failed',
      itemIds: [itemOf(failed)],
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Say why the payment failed']);
    const noDay = await w.call('POST', `/payment-batches/${batch.id}/settle`, {
      outcome: 'paid',
      itemIds: [itemOf(paid)],
    });
    expect(noDay.json().errors.paidOn).toBeDefined();

    const first = await w.call('POST', `/payment-batches/${batch.id}/settle`, {
      outcome: 'paid',
      itemIds: [itemOf(paid)],
      paidOn: w.today,
    });
    expect(first.json().data).toMatchObject({ status: 'approved', paidCount: 1, failedCount: 0 });
    const paidRow = await w.invoiceRow(paid);
    expect(paidRow).toMatchObject({ status: 'paid', paid: paidRow.total });
    const [payment] = await handle.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, paid));
    expect(payment).toMatchObject({ amount: paidRow.total, reference: 'PB-00001', paidOn: w.today });

    const twice = await w.call('POST', `/payment-batches/${batch.id}/settle`, {
      outcome: 'paid',
      itemIds: [itemOf(paid)],
      paidOn: w.today,
    });
    expect(twice.statusCode).toBe(422);

    const second = await w.call('POST', `/payment-batches/${batch.id}/settle`, {
      outcome: 'failed',
      itemIds: [itemOf(failed)],
      reason: 'Receiver is unregistered',
    });
    expect(second.json().data).toMatchObject({ status: 'partially_completed', paidCount: 1, failedCount: 1 });
    expect(
      second.json().data.items.find((item: { invoiceId: string }) => item.invoiceId === failed),
    ).toMatchObject({
      status: 'failed',
      failureReason: 'Receiver is unregistered',
    });
    expect((await w.invoiceRow(failed)).status).toBe('issued');
    const next = await w.batchOf(w.paypal.id);
    expect(idsOf(next.items)).toEqual([failed]);
  });

  test('keeps its invoices from being paid or voided by hand until it settles them', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    const invoiceId = await w.issuedFor(w.alice.id);
    await w.batchOf(w.paypal.id);
    const before = await w.paymentState();
    const payment = await w.call('POST', `/invoices/${invoiceId}/payments`, {
      amount: '1.00',
      paidOn: w.today,
    });
    expect(payment.statusCode).toBe(409);
    expect(payment.json().message).toMatch(/^This invoice is in payment batch PB-00001/);
    const voided = await w.call('POST', `/invoices/${invoiceId}/void`, { reason: 'Duplicate' });
    expect(voided.statusCode).toBe(409);
    expect(await w.paymentState()).toEqual(before);
  });

  test('cancelled before export frees its invoices; once exported it cannot be cancelled', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    const invoiceId = await w.issuedFor(w.alice.id);
    const draft = await w.batchOf(w.paypal.id);
    const cancelled = await w.call('POST', `/payment-batches/${draft.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', itemCount: 0 });
    expect((await candidatesOf(w, w.paypal.id))[0]).toMatchObject({ invoiceId, hold: null });

    const again = await w.batchOf(w.paypal.id);
    await w.call('POST', `/payment-batches/${again.id}/approve`);
    await w.call('POST', `/payment-batches/${again.id}/export`, { format: 'generic_csv' });
    const late = await w.call('POST', `/payment-batches/${again.id}/cancel`);
    expect(late.statusCode).toBe(409);
    const list = await w.call('GET', '/payment-batches');
    expect(
      list.json().data.map((row: { number: string; status: string }) => [row.number, row.status]),
    ).toEqual([
      ['PB-00002', 'exported'],
      ['PB-00001', 'cancelled'],
    ]);
  });

  test('made twice at once pays each invoice in one batch only', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    for (let index = 0; index < 4; index += 1) await w.issuedFor(w.alice.id);
    const responses = await Promise.all(
      [0, 1].map(() => w.call('POST', '/payment-batches', w.bodyOf(w.paypal.id))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    // One takes all four; the other finds nothing left (or, on PGlite's one connection, runs after).
    expect(statuses).toEqual([201, 422]);
    const items = responses.flatMap((response) =>
      response.statusCode === 201 ? response.json().data.items : [],
    );
    expect(new Set(idsOf(items)).size).toBe(4);
    expect(items).toHaveLength(4);
    if (TEST_DRIVER === 'postgres') {
      const [settings] = await handle.db
        .select()
        .from(invoiceSettings)
        .where(eq(invoiceSettings.tenantId, w.tenant.id));
      expect(settings?.nextBatchNumber).toBe(2); // the refused one gave its number back
    }
  });
});
