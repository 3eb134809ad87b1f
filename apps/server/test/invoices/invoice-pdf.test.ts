import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { files, partners } from '../../src/db/schema/index';
import { multipartPayload } from '../helpers/form-data';
import { colourPng } from '../helpers/made-images';
import { useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld } from './invoice-world';
import { pdfImagesOf, pdfTextOf } from './pdf-text';

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

test('an issued invoice keeps the logo of its issue day: replaced later, its file is kept for it', async () => {
  const { app, handle } = ctx.current;
  const w = await invoiceWorld(app, handle.db);
  const saveLogo = async (logo: { logo: Blob } | { removeLogo: true }) => {
    const body = { name: 'Orbit Media', defaultCurrency: 'usd', timezone: 'UTC', ...logo };
    const { payload, contentType } = await multipartPayload(body);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/settings/general',
      headers: { ...w.headers, 'content-type': contentType },
      payload,
    });
    expect(saved.statusCode).toBe(200);
    return saved.json().data.logo as string | null;
  };
  const imagesOf = async (invoiceId: string) => {
    const url = `${BILLING}/invoices/${invoiceId}/pdf`;
    const pdf = await app.inject({ method: 'GET', url, headers: w.headers });
    return pdfImagesOf(pdf.rawPayload);
  };
  const fileIdOf = (url: string | null) => url?.split('/').pop() ?? '';
  const png = async () => new Blob([await colourPng()], { type: 'image/png' });

  const first = await saveLogo({ logo: await png() });
  const withFirst = await w.issuedFor(w.alice.id);
  expect((await w.invoiceRow(withFirst)).logoFileId).toBe(fileIdOf(first));
  const second = await saveLogo({ logo: await png() });
  expect(second).not.toBe(first);
  await saveLogo({ removeLogo: true });
  const withNone = await w.issuedFor(w.bob.id);

  expect(await imagesOf(withFirst)).toBe(1);
  expect(await imagesOf(withNone)).toBe(0);
  // The replaced logo the first invoice prints is kept; the one no invoice named is gone.
  const kept = await handle.db.select({ id: files.id }).from(files).where(eq(files.tenantId, w.tenant.id));
  expect(kept).toEqual([{ id: fileIdOf(first) }]);
});
