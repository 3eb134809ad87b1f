import { REVERSE_CHARGE_TEXT } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { partners, taxRates } from '../../src/db/schema/index';
import { issueInvoice, loadInvoice } from '../../src/modules/invoices/index';
import { ALL_PARTNERS } from '../../src/modules/partner-scope/index';
import { useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld } from './invoice-world';
import { pdfTextOf } from './pdf-text';

/*
 * Tax (docs/money.md "Tax"): the network's rates that match the partner are added on the
 * subtotal, each rounded to the cent; the EU reverse charge adds none and says so with both VAT
 * numbers; taxes are re-derived on every draft total and frozen when the invoice is issued.
 */

const ctx = useTestApp();
type World = Awaited<ReturnType<typeof invoiceWorld>>;

async function taxWorld() {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  await w.saveCompany();
  const rate = async (
    name: string,
    percent: string,
    appliesTo: 'publishers' | 'advertisers' | 'countries',
    countries: string[] = [],
    kind: 'tax' | 'withholding' = 'tax',
  ) => {
    const [row] = await handle.db
      .insert(taxRates)
      .values({ tenantId: w.tenant.id, name, percent, appliesTo, countries, kind })
      .returning();
    if (!row) throw new Error('no tax rate');
    return row;
  };
  const setParty = (partnerId: string, country: string, taxId: string | null) =>
    handle.db.update(partners).set({ country, taxId }).where(eq(partners.id, partnerId));
  return { ...w, rate, setParty };
}

const advertiserDraftOf = async (w: World) => {
  const [draft] = (await w.runOf('advertiser')).filter((one) => one.partnerId === w.advertiser.id);
  if (!draft) throw new Error('no advertiser draft');
  return draft.invoiceId;
};
const detailOf = (w: World, id: string) =>
  loadInvoice(ctx.current.handle.db, w.tenant.id, { kind: 'staff', scope: ALL_PARTNERS }, id);

test('every matching rate is added on the subtotal, rounded to the cent; other kinds and countries add nothing', async () => {
  const w = await taxWorld();
  await w.rate('VAT', '23.00', 'advertisers');
  await w.rate('State tax', '5.00', 'countries', ['US']);
  await w.rate('Publisher VAT', '10.00', 'publishers');
  await w.rate('Canada GST', '5.00', 'countries', ['CA']);
  await w.setParty(w.advertiser.id, 'US', null);
  await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue: '10.05' });

  const invoice = await detailOf(w, await advertiserDraftOf(w));
  expect(invoice.subtotal).toBe('10.05');
  // 23% of 10.05 is 2.3115, 5% is 0.5025: each rounded on its own.
  expect(invoice.taxes).toEqual([
    { name: 'State tax', percent: '5.00', amount: '0.50' },
    { name: 'VAT', percent: '23.00', amount: '2.31' },
  ]);
  expect(invoice.total).toBe('12.86');
  expect(invoice.reverseCharge).toBe(false);
});

test('EU reverse charge: both parties VAT-registered in two member states adds no tax and the PDF says so with both numbers', async () => {
  const { app } = ctx.current;
  const w = await taxWorld();
  await w.rate('VAT', '23.00', 'advertisers');
  await w.setParty(w.advertiser.id, 'DE', 'DE811907980');
  await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue: '100.00' });
  const id = await advertiserDraftOf(w);
  expect(await detailOf(w, id)).toMatchObject({ taxes: [], reverseCharge: true, total: '100.00' });

  // Without the partner's VAT number it is an ordinary taxed sale.
  await w.setParty(w.advertiser.id, 'DE', null);
  await w.runOf('advertiser');
  expect(await detailOf(w, id)).toMatchObject({ reverseCharge: false, total: '123.00' });

  // Issuing re-derives the taxes as they stand, then freezes them.
  await w.setParty(w.advertiser.id, 'DE', 'DE811907980');
  await issueInvoice(ctx.current.handle.db, w.actionOn(id));
  expect(await detailOf(w, id)).toMatchObject({ taxes: [], reverseCharge: true, total: '100.00' });
  const pdf = await app.inject({ method: 'GET', url: `${BILLING}/invoices/${id}/pdf`, headers: w.headers });
  const text = (await pdfTextOf(pdf.rawPayload)).replace(/\s+/g, ' ');
  expect(text).toContain(REVERSE_CHARGE_TEXT);
  expect(text).toContain('Supplier VAT number: IE1234567T. Customer VAT number: DE811907980.');
});

test('a publisher self-bills with its rate; once issued a rate change leaves the invoice as it was and taxes the next draft', async () => {
  const { handle } = ctx.current;
  const w = await taxWorld();
  const rate = await w.rate('VAT', '20.00', 'publishers');
  await w.setParty(w.alice.id, 'GB', 'GB123456789');
  const issued = await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '50.00' }]);
  expect(await detailOf(w, issued)).toMatchObject({
    total: '60.00',
    taxes: [{ name: 'VAT', amount: '10.00' }],
  });
  const [pdfTaxLine] = (
    await pdfTextOf(
      (
        await ctx.current.app.inject({
          method: 'GET',
          url: `${BILLING}/invoices/${issued}/pdf`,
          headers: w.headers,
        })
      ).rawPayload,
    )
  )
    .split('\n')
    .filter((line) => line.includes('VAT (20%)'));
  expect(pdfTaxLine).toMatch(/VAT \(20%\)\s+\$10\.00/);

  await handle.db.update(taxRates).set({ percent: '25.00' }).where(eq(taxRates.id, rate.id));
  const next = await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '40.00' }]);
  expect(await detailOf(w, issued)).toMatchObject({
    total: '60.00',
    taxes: [{ percent: '20.00', amount: '10.00' }],
  });
  expect(await detailOf(w, next)).toMatchObject({
    total: '50.00',
    taxes: [{ percent: '25.00', amount: '10.00' }],
  });
});

test('a withholding is taken off the subtotal as a negative line, and stays under the reverse charge', async () => {
  const { app } = ctx.current;
  const w = await taxWorld();
  await w.rate('VAT', '21.00', 'publishers');
  await w.rate('Income tax withheld', '2.50', 'publishers', [], 'withholding');
  await w.setParty(w.alice.id, 'NL', null);
  const draft = await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '90.10' }]);
  // 21% of 90.10 is 18.921 (added), 2.5% is 2.2525 (withheld): each rounded on its own.
  expect(await detailOf(w, draft)).toMatchObject({
    subtotal: '90.10',
    taxes: [
      { name: 'VAT', percent: '21.00', amount: '18.92' },
      { name: 'Income tax withheld', percent: '2.50', amount: '-2.25' },
    ],
    total: '106.77',
    reverseCharge: false,
  });

  // Both VAT-registered in two member states: the VAT goes, the withholding stays.
  await w.setParty(w.alice.id, 'NL', 'NL859711512B01');
  await issueInvoice(ctx.current.handle.db, w.actionOn(draft));
  expect(await detailOf(w, draft)).toMatchObject({
    taxes: [{ name: 'Income tax withheld', amount: '-2.25' }],
    total: '87.85',
    reverseCharge: true,
  });
  const pdf = await app.inject({
    method: 'GET',
    url: `${BILLING}/invoices/${draft}/pdf`,
    headers: w.headers,
  });
  const lines = (await pdfTextOf(pdf.rawPayload)).split('\n');
  // The label wraps in the totals column: its percent goes on the next line.
  expect(lines.find((line) => line.includes('Income tax withheld'))).toMatch(/-\$2\.25/);
  expect(lines.find((line) => line.includes('Total'))).toMatch(/\$87\.85/);
});
