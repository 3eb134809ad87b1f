import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { partners } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld } from './invoice-world';
import { pdfTextOf } from './pdf-text';

/*
 * An issued invoice's PDF through the route, read back with poppler's pdftotext and checked
 * against the database: its number, parties, lines and totals; the parties frozen at issue.
 */

const ctx = useTestApp();
test("the PDF prints the invoice's number, parties, lines and totals as stored, the parties as they were at issue", async () => {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  await w.saveCompany({ postalCode: 'D01', taxNumber: 'IE9876543X' });
  await handle.db
    .update(partners)
    .set({ company: 'Łódź Média ООО', country: 'PL', taxId: 'PL1234567890' })
    .where(eq(partners.id, w.alice.id));
  const invoiceId = await w.issuedFor(w.alice.id, [
    { offer: w.usd, payout: '1200.00' },
    { offer: w.usd, payout: '34.56', eventKey: 'sale' },
  ]);
  await handle.db.update(partners).set({ company: 'Renamed Later' }).where(eq(partners.id, w.alice.id));

  const response = await app.inject({
    method: 'GET',
    url: `${BILLING}/invoices/${invoiceId}/pdf`,
    headers: w.headers,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe('attachment; filename="INV-00001.pdf"');
  const text = await pdfTextOf(response.rawPayload);
  const stored = await w.invoiceRow(invoiceId);
  expect(stored.total).toBe('1234.56');
  for (const expected of [
    'Self-billing invoice',
    'INV-00001',

    'Łódź Média ООО',
    'Poland',
    'Tax number: PL1234567890',
    'Demo Network Ltd',
    'D01 Dublin',
    'Ireland',
    `${w.usd.name} · Conversion`,
    '$1,200.00',
    '$34.56',
    'Self-billing: issued by Demo Network Ltd on behalf of Łódź Média ООО, the supplier.',
  ]) {
    expect(text, expected).toContain(expected);
  }
  expect(text).toMatch(new RegExp(`Due date\\s+${stored.dueOn}`));
  expect(text).toMatch(/Total\s+\$1,234\.56/);
  expect(text).toMatch(/Outstanding\s+\$1,234\.56/);
  expect(text).not.toContain('Renamed Later');
});

test('a draft has no PDF', async () => {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  const draft = await w.draftFor(w.alice.id);
  const response = await app.inject({
    method: 'GET',
    url: `${BILLING}/invoices/${draft}/pdf`,
    headers: w.headers,
  });
  expect(response.statusCode).toBe(409);
});
