import { shiftDay } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  conversions,
  invoiceSettings,
  invoices,
  partners,
  tenantPartnerSettings,
} from '../../src/db/schema/index';
import { addAdjustment, generateDrafts, issueInvoice } from '../../src/modules/invoices/index';
import { seedPartner } from '../helpers/factories';
import { seedPartnerChoice, seedPaymentMethod } from '../helpers/money-settings';
import { TEST_DRIVER, useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld, tomorrow } from './invoice-world';

/*
 * An invoice's life through the billing routes (docs/money.md "Issuing", "Payments", "Void and
 * credit notes"): a run makes drafts, issuing numbers them without gaps, payments settle them,
 * voiding gives a credit note and releases the conversions.
 */

const ctx = useTestApp();
const today = () => new Date().toISOString().slice(0, 10); // the factory's networks keep UTC
type World = Awaited<ReturnType<typeof invoiceWorld>>;

const post = (w: World, url: string, payload?: object) =>
  ctx.current.app.inject({ method: 'POST', url: `${BILLING}${url}`, headers: w.headers, payload });

describe('issuing', () => {
  test('a run makes drafts; issuing numbers them in order, dates them and sets the due day from the terms', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    await handle.db
      .insert(tenantPartnerSettings)
      .values({ tenantId: w.tenant.id, kind: 'publisher', paymentTermsDays: 14 });
    await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '10.00' });
    await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '2.50', eventKey: 'sale' });
    await w.convert({ offer: w.usd, publisherId: w.bob.id, payout: '4.00' });

    const run = await post(w, '/invoice-runs', { periodEnd: tomorrow() });
    expect(run.json().data).toEqual({ drafts: 2, billed: 3, reversed: 0 });
    const list = await app.inject({
      method: 'GET',
      url: `${BILLING}/invoices?sort=total&order=desc`,
      headers: w.headers,
    });
    const [alices, bobs] = list.json().data;
    expect(alices).toMatchObject({
      number: null,
      status: 'draft',
      total: '12.50',
      partner: { id: w.alice.id },
    });

    const issued = await post(w, `/invoices/${bobs.id}/issue`);
    expect(issued.json().data).toMatchObject({
      number: 'INV-00001',
      status: 'issued',
      issuedOn: today(),
      dueOn: shiftDay(today(), 14),
      outstanding: '4.00',
      overdue: false,
    });
    expect(issued.json().data.history).toMatchObject([
      { action: 'issued', summary: 'Issued as INV-00001, due in 14 days' },
    ]);
    const second = await post(w, `/invoices/${alices.id}/issue`);
    expect(second.json().data).toMatchObject({ number: 'INV-00002' });
    expect(
      second
        .json()
        .data.lines.map((line: { description: string; amount: string }) => line.amount)
        .sort(),
    ).toEqual(['10.00', '2.50']);
  });

  test('issuing again changes nothing; the numbering follows the settings page', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    await handle.db
      .insert(invoiceSettings)
      .values({ tenantId: w.tenant.id, numberPrefix: 'AFF-', nextNumber: 42, numberPadding: 6 });
    const draft = await w.draftFor(w.alice.id);
    const first = await post(w, `/invoices/${draft}/issue`);
    const replay = await post(w, `/invoices/${draft}/issue`);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(first.json().data);
    expect(first.json().data.number).toBe('AFF-000042');
    const [settings] = await handle.db
      .select()
      .from(invoiceSettings)
      .where(eq(invoiceSettings.tenantId, w.tenant.id));
    expect(settings?.nextNumber).toBe(43);
  });

  test('an issued invoice is frozen: a later run bills what is new, and takes back what was rejected, on a new draft', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const issued = await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '10.00' }]);
    const [billed] = await w.conversionsOf();
    if (!billed) throw new Error('no conversion');
    // A status change after issuing does not take the conversion off the issued invoice.
    await handle.db
      .update(conversions)
      .set({ status: 'rejected', approvedAt: null })
      .where(eq(conversions.id, billed.id));
    const newer = await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '3.00' }]);
    expect(newer).not.toBe(issued);
    expect(await w.invoiceRow(issued)).toMatchObject({ status: 'issued', total: '10.00' });
    expect((await w.linesOf(issued)).map((line) => line.amount)).toEqual(['10.00']);
    // The rejection is taken back on the new draft (reversals.test.ts): 3.00 new, 10.00 back.
    expect(await w.invoiceRow(newer)).toMatchObject({ status: 'draft', total: '-7.00' });
  });

  test('a draft with nothing to pay, or a void invoice, is not issued', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const draft = await w.draftFor(w.alice.id);
    // Its one conversion's 10.00 taken back by a chargeback: the draft totals zero.
    await addAdjustment(handle.db, {
      ...w.actionOn(draft),
      adjustment: { reason: 'chargeback', amount: '-10.00', memo: 'Refunded' },
    });
    const empty = await post(w, `/invoices/${draft}/issue`);
    expect(empty.statusCode).toBe(409);
    expect((await w.invoiceRow(draft)).number).toBeNull();
    const issued = await w.issuedFor(w.bob.id);
    await post(w, `/invoices/${issued}/void`, { reason: 'Wrong period' });
    expect((await post(w, `/invoices/${issued}/issue`)).statusCode).toBe(409);
  });

  test.skipIf(TEST_DRIVER !== 'postgres')(
    'parallel issuing (and clicking twice) gives each invoice one number, without gaps or repeats',
    async () => {
      const { app, handle } = ctx.current;
      const w = await invoiceWorld(app, handle.db);
      const publishers = await Promise.all(
        Array.from({ length: 8 }, () => seedPartner(handle.db, w.tenant, { kind: 'publisher' })),
      );
      for (const { partner } of publishers) await w.convert({ offer: w.usd, publisherId: partner.id });
      const drafts = await generateDrafts(handle.db, {
        kind: 'publisher',
        tenantId: w.tenant.id,
        periodEnd: tomorrow(),
        now: new Date(),
      });
      expect(drafts).toHaveLength(8);
      const clicks = drafts.flatMap((draft) => [draft.invoiceId, draft.invoiceId]);
      await Promise.all(clicks.map((invoiceId) => issueInvoice(handle.db, w.actionOn(invoiceId))));
      const numbers = (await Promise.all(drafts.map((draft) => w.invoiceRow(draft.invoiceId)))).map(
        (row) => row.number,
      );
      expect([...numbers].sort()).toEqual(Array.from({ length: 8 }, (_, i) => `INV-0000${i + 1}`));
      const [settings] = await handle.db
        .select()
        .from(invoiceSettings)
        .where(eq(invoiceSettings.tenantId, w.tenant.id));
      expect(settings?.nextNumber).toBe(9);
    },
  );
});

describe('payments', () => {
  test('a payment makes the invoice partly paid, the rest makes it paid; each is in the history', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const invoice = await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '12.50' }]);
    const part = await post(w, `/invoices/${invoice}/payments`, {
      amount: '5',
      paidOn: today(),
      reference: 'PP-1',
    });
    expect(part.json().data).toMatchObject({ status: 'partly_paid', paid: '5.00', outstanding: '7.50' });
    const rest = await post(w, `/invoices/${invoice}/payments`, { amount: '7.50', paidOn: today() });
    expect(rest.json().data).toMatchObject({ status: 'paid', paid: '12.50', outstanding: '0.00' });
    expect(rest.json().data.payments).toMatchObject([
      { amount: '5.00', reference: 'PP-1', paidOn: today(), recordedBy: w.admin.name },
      { amount: '7.50', reference: null },
    ]);
    expect(rest.json().data.history.map((entry: { action: string }) => entry.action)).toEqual([
      'issued',
      'payment',
      'payment',
    ]);
    const more = await post(w, `/invoices/${invoice}/payments`, { amount: '1', paidOn: today() });
    expect(more.statusCode).toBe(409);
    expect((await post(w, `/invoices/${invoice}/void`, { reason: 'Too late' })).statusCode).toBe(409);
  });

  test('more than is outstanding, a date after today, or a bad amount is a 422 on its field and writes nothing', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const invoice = await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '10.00' }]);
    const before = await w.billingState();
    const cases: [object, string][] = [
      [{ amount: '10.01', paidOn: today() }, 'amount'],
      [{ amount: '0', paidOn: today() }, 'amount'],
      [{ amount: '-3', paidOn: today() }, 'amount'],
      [{ amount: '5', paidOn: shiftDay(today(), 1) }, 'paidOn'],
      [{ amount: '5', paidOn: '2026-02-30' }, 'paidOn'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(w, `/invoices/${invoice}/payments`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect(await w.billingState()).toEqual(before);
  });

  test('a draft takes no payment', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const draft = await w.draftFor(w.alice.id);
    const response = await post(w, `/invoices/${draft}/payments`, { amount: '1', paidOn: today() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Issue the invoice before recording a payment.');
  });
});

describe('void and credit notes', () => {
  test('voiding an issued invoice gives it a credit note and the next run bills its conversions again', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const invoice = await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '10.00' }]);
    const voided = await post(w, `/invoices/${invoice}/void`, { reason: 'Billed to the wrong entity' });
    expect(voided.json().data).toMatchObject({
      status: 'void',
      number: 'INV-00001',
      creditNoteNumber: 'CN-00001',
      voidReason: 'Billed to the wrong entity',
      outstanding: '0.00',
      conversionCount: 0,
    });
    expect((await w.conversionsOf()).map((row) => row.publisherInvoiceId)).toEqual([null]);
    expect(
      (await post(w, `/invoices/${invoice}/void`, { reason: 'again' })).json().data.creditNoteNumber,
    ).toBe('CN-00001');

    const rebilled = await post(w, '/invoice-runs', { periodEnd: tomorrow() });
    expect(rebilled.json().data).toEqual({ drafts: 1, billed: 1, reversed: 0 });
    const other = await w.issuedFor(w.bob.id);
    await post(w, `/invoices/${other}/void`, { reason: 'Duplicate' });
    expect((await w.invoiceRow(other)).creditNoteNumber).toBe('CN-00002');
  });

  test('a draft is not voided, and a void needs a reason', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const draft = await w.draftFor(w.alice.id);
    expect((await post(w, `/invoices/${draft}/void`, { reason: 'No' })).statusCode).toBe(409);
    const issued = await w.issuedFor(w.bob.id);
    const blank = await post(w, `/invoices/${issued}/void`, { reason: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['reason']);
    expect((await w.invoiceRow(issued)).status).toBe('issued');
  });
});

describe('lists', () => {
  test('filters by status, currency, overdue and period', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const overdue = await w.issuedFor(w.alice.id, [{ offer: w.eur }]);
    await handle.db
      .update(invoices)
      .set({ dueOn: shiftDay(today(), -1) })
      .where(eq(invoices.id, overdue));
    const current = await w.issuedFor(w.bob.id);
    const draft = await w.draftFor(w.alice.id);
    const ids = async (query: string) =>
      (await app.inject({ method: 'GET', url: `${BILLING}/invoices?${query}`, headers: w.headers }))
        .json()
        .data.map((row: { id: string }) => row.id)
        .sort();
    expect(await ids('status=draft')).toEqual([draft]);
    expect(await ids('overdue=1')).toEqual([overdue]);
    expect(await ids('currency=eur')).toEqual([overdue]);
    expect(await ids(`periodFrom=${tomorrow()}`)).toEqual([]);
    expect(await ids(`periodTo=${today()}`)).toEqual([current, draft, overdue].sort());
    expect(await ids('kind=advertiser')).toEqual([]);
    const bad = await app.inject({
      method: 'GET',
      url: `${BILLING}/invoices?status=late&sort=amount`,
      headers: w.headers,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['sort', 'status']);
  });
});

test('the CSV export has every invoice the filters give, amounts as numbers, names as text', async () => {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  await handle.db
    .update(partners)
    .set({ company: '=HYPERLINK("http://x.example")' })
    .where(eq(partners.id, w.alice.id));
  const issued = await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '12.50' }]);
  await w.draftFor(w.bob.id);
  const response = await app.inject({
    method: 'GET',
    url: `${BILLING}/invoices/export?status=issued`,
    headers: w.headers,
  });
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe('attachment; filename="publisher-invoices.csv"');
  const [header, ...rows] = response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe(
    '"Number","Status","Overdue","Partner","Currency","Period from","Period to","Issued","Due","Total","Paid","Outstanding","Converted currency","Converted total","Conversion rate","Rates of"',
  );
  const stored = await w.invoiceRow(issued);
  expect(rows).toEqual([
    `"INV-00001","Issued","No","'=HYPERLINK(""http://x.example"")","USD","${stored.periodStart}","${today()}","${today()}","${stored.dueOn}","12.5","0","12.5","","","",""`,
  ]);
});

describe('numbering settings', () => {
  test('the next number cannot go back to a number issued already with the same prefix', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    await w.issuedFor(w.alice.id);
    await w.issuedFor(w.bob.id);
    const settings = { numberPrefix: 'INV-', numberPadding: '5', paymentTermsDays: '30' };
    const put = (nextNumber: string, prefix = 'INV-') =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/settings/invoice',
        headers: w.headers,
        payload: { ...settings, numberPrefix: prefix, nextNumber },
      });
    const back = await put('2');
    expect(back.statusCode).toBe(422);
    expect(back.json().errors).toEqual({ nextNumber: ['INV-00002 is issued already: start at 3 or above'] });
    expect((await put('3')).statusCode).toBe(200);
    expect((await put('1', '2027-')).statusCode).toBe(200);
    const draft = await w.draftFor(w.alice.id);
    expect((await post(w, `/invoices/${draft}/issue`)).json().data.number).toBe('2027-00001');
  });
});

describe('minimum and carry-over', () => {
  test('below the payout method’s minimum a draft is not issued; it keeps collecting until it passes', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const method = await seedPaymentMethod(handle.db, w.tenant, { name: 'PayPal' }); // 50.00 USD
    await seedPartnerChoice(handle.db, w.tenant, w.alice.id, method.id, { email: 'alice@payee.example' });
    const draft = await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '30.00' }]);
    const early = await post(w, `/invoices/${draft}/issue`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Below the PayPal minimum payout of 50.00 USD: the draft stays open and carries over to the next run.',
    );
    expect((await w.invoiceRow(draft)).number).toBeNull();

    const later = await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '20.00' }]);
    expect(later).toBe(draft);
    const issued = await post(w, `/invoices/${draft}/issue`);
    expect(issued.json().data).toMatchObject({ status: 'issued', total: '50.00', number: 'INV-00001' });
    // In another currency the minimum is converted at today's rate; without a rate, it says so.
    const eur = await w.draftFor(w.alice.id, [{ offer: w.eur, payout: '500.00' }]);
    const noRate = await post(w, `/invoices/${eur}/issue`);
    expect(noRate.statusCode).toBe(409);
    expect(noRate.json().message).toMatch(
      /^No exchange rate for EUR on \d{4}-\d{2}-\d{2}: add it on setting\/currency/,
    );
  });

  test('a publisher’s own minimum, in their currency, is read beside the method’s: the higher holds the draft', async () => {
    const { app, handle } = ctx.current;
    const w = await invoiceWorld(app, handle.db);
    const method = await seedPaymentMethod(handle.db, w.tenant, { name: 'PayPal' }); // 50.00 USD
    await seedPartnerChoice(handle.db, w.tenant, w.alice.id, method.id, { email: 'alice@payee.example' });
    await handle.db.update(partners).set({ minimumPayout: '80.00' }).where(eq(partners.id, w.alice.id));
    const draft = await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '60.00' }]);
    const early = await post(w, `/invoices/${draft}/issue`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Below the publisher’s own minimum payout of 80.00 USD: the draft stays open and carries over to the next run.',
    );
    // Without payment details the publisher's own minimum still holds; reached, the draft is issued.
    const bob = await w.draftFor(w.bob.id, [{ offer: w.usd, payout: '10.00' }]);
    await handle.db.update(partners).set({ minimumPayout: '10.00' }).where(eq(partners.id, w.bob.id));
    expect((await post(w, `/invoices/${bob}/issue`)).json().data).toMatchObject({
      status: 'issued',
      total: '10.00',
    });
    await handle.db.update(partners).set({ minimumPayout: '25.00' }).where(eq(partners.id, w.alice.id));
    const later = await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '1.00' }]);
    expect(later).toBe(draft);
    expect((await post(w, `/invoices/${draft}/issue`)).json().data).toMatchObject({
      status: 'issued',
      total: '61.00',
    });
  });
});
