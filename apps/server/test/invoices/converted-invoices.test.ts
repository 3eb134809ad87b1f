import { amountAtRate } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { exchangeRates, invoiceHistory, partners } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld } from './invoice-world';
import { pdfTextOf } from './pdf-text';

/*
 * Converted invoices (docs/money.md "Converted invoices"): with the invoice setting on, issuing an
 * invoice whose currency is not the partner's keeps the rate of the issue day, the day and the
 * total in the partner's currency beside the invoice's own amounts; without a rate, issuing says
 * which is missing and writes nothing.
 */

const ctx = useTestApp();
const today = () => new Date().toISOString().slice(0, 10); // the factory's networks keep UTC
type World = Awaited<ReturnType<typeof invoiceWorld>>;
const SETTINGS = '/api/v1/settings/invoice';

const call = (w: World, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.current.app.inject({ method, url, headers: w.headers, payload });

async function convertingWorld() {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  const saved = await call(w, 'PUT', SETTINGS, {
    numberPrefix: 'INV-',
    nextNumber: '1',
    numberPadding: '5',
    paymentTermsDays: '30',
    convertToPartnerCurrency: true,
  });
  expect(saved.json().data.convertToPartnerCurrency).toBe(true);
  await handle.db.update(partners).set({ currency: 'EUR' }).where(eq(partners.id, w.alice.id));
  const setEuro = (rate: string) =>
    handle.db
      .insert(exchangeRates)
      .values({ tenantId: w.tenant.id, currency: 'EUR', effectiveFrom: '2020-01-01', rate })
      .onConflictDoUpdate({
        target: [exchangeRates.tenantId, exchangeRates.currency, exchangeRates.effectiveFrom],
        set: { rate },
      });
  return { ...w, setEuro };
}

describe('converted invoices', () => {
  test('a USD invoice of a EUR publisher: refused without a rate, then issued with the rate, its day and both totals', async () => {
    const w = await convertingWorld();
    const draft = await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '1000.00' }]);
    const before = await w.billingState();
    const refused = await call(w, 'POST', `${BILLING}/invoices/${draft}/issue`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `No exchange rate for EUR on ${today()}: add it on setting/currency to convert the invoice to the partner's currency (EUR).`,
    );
    expect(await w.billingState()).toEqual(before);

    await w.setEuro('1.08'); // 1 EUR = 1.08 USD, so 1 USD = 0.92592593 EUR
    const issued = await call(w, 'POST', `${BILLING}/invoices/${draft}/issue`);
    expect(issued.statusCode).toBe(200);
    const converted = { currency: 'EUR', rate: '0.92592593', on: today(), total: '925.93' };
    expect(issued.json().data).toMatchObject({ currency: 'USD', total: '1000.00', converted });
    expect(amountAtRate('1000.00', converted.rate)).toBe(converted.total);
    const history = await ctx.current.handle.db
      .select({ summary: invoiceHistory.summary })
      .from(invoiceHistory)
      .where(and(eq(invoiceHistory.invoiceId, draft), eq(invoiceHistory.action, 'issued')));
    expect(history).toEqual([
      {
        summary: `Issued as INV-00001, due in 30 days; converted to 925.93 EUR at 0.92592593 (rates of ${today()})`,
      },
    ]);

    // A rate changed later leaves the issued invoice as it was converted.
    await w.setEuro('1.25');
    const read = await call(w, 'GET', `${BILLING}/invoices/${draft}`);
    expect(read.json().data.converted).toEqual(converted);
    const pdf = await call(w, 'GET', `${BILLING}/invoices/${draft}/pdf`);
    const text = (await pdfTextOf(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toMatch(/Total \$1,000\.00 Total in EUR €925\.93/);
    const csv = await call(w, 'GET', `${BILLING}/invoices/export`);
    expect(csv.body).toContain(`"1000","0","1000","EUR","925.93","0.92592593","${today()}"`);
    expect(text).toContain(
      `Converted to EUR at 1 USD = 0.92592593 EUR, the rates of ${today()}. The amounts due and paid are those in USD.`,
    );
  });

  test('not converted: the setting off, or an invoice already in the partner’s currency', async () => {
    const w = await convertingWorld();
    await w.setEuro('1.08');
    const inEuro = await w.issuedFor(w.alice.id, [{ offer: w.eur, payout: '80.00' }]);
    expect((await w.invoiceRow(inEuro)).convertedCurrency).toBeNull();
    const bobInUsd = await w.issuedFor(w.bob.id, [{ offer: w.usd, payout: '80.00' }]);
    expect((await w.invoiceRow(bobInUsd)).convertedCurrency).toBeNull();

    const off = await call(w, 'PUT', SETTINGS, {
      numberPrefix: 'INV-',
      nextNumber: '10',
      numberPadding: '5',
      paymentTermsDays: '30',
    });
    expect(off.json().data.convertToPartnerCurrency).toBe(false);
    const usdForAlice = await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '80.00' }]);
    const row = await w.invoiceRow(usdForAlice);
    expect(row).toMatchObject({ currency: 'USD', convertedCurrency: null, convertedTotal: null });
    const read = await call(w, 'GET', `${BILLING}/invoices/${usdForAlice}`);
    expect(read.json().data.converted).toBeNull();
  });
});
