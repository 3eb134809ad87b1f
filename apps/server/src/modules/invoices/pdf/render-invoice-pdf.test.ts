import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './render-invoice-pdf';
import { invoiceDocument, invoiceLines } from './testing/invoice-document-fixtures';
import { pdfFonts, pdfImageCount, pdfPageCount, pdfText } from './testing/read-pdf';

const fixture = (name: string) => readFile(new URL(`../../../../test/fixtures/${name}`, import.meta.url));

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'invoice-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let written = 0;
/** Renders the document into a file of its own in the temporary folder; returns its path. */
async function renderToFile(doc: InvoiceDocument): Promise<string> {
  written += 1;
  const file = path.join(dir, `invoice-${written}.pdf`);
  await writeFile(file, await renderInvoicePdf(doc));
  return file;
}

/** The one printed line holding `text` (a table row keeps its cells on one line in -layout). */
function lineWith(text: string, page: string): string {
  const lines = page.split('\n').filter((line) => line.includes(text));
  expect(lines, `"${text}" on exactly one line`).toHaveLength(1);
  return lines[0] ?? '';
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('renderInvoicePdf', () => {
  test('a converted invoice prints its total in the partner’s currency under its own', async () => {
    const converted = { currency: 'USD', rate: '1.08', on: '2031-07-01', total: '1784.70' };
    const text = await pdfText(await renderToFile(invoiceDocument({ converted })));
    expect(text).toMatch(/(^|\s)Total\s+€1,652\.50$/m);
    expect(lineWith('Total in USD', text)).toMatch(/Total in USD\s+\$1,784\.70$/);
  });

  test('prints the number, both parties in any script, every line and the totals in the currency', async () => {
    const doc = invoiceDocument();
    const text = await pdfText(await renderToFile(doc));

    expect(text).toContain('Self-billing invoice');
    expect(text).toContain('SB-2031-000042');
    expect(text).toContain('Łódź Média ООО');
    expect(text).toContain('Northwind Affiliates Ltd');
    expect(lineWith('Summer Sale CPA: 48 approved conversions', text)).toMatch(/\s48\s+€1,200\.00$/);
    expect(lineWith('Winter Deals CPL: 310 approved leads', text)).toMatch(/\s310\s+€465\.00$/);
    expect(lineWith('Adjustment: conversion 7f3a reversed after approval', text)).toMatch(/\s-€12\.50$/);
    expect(lineWith('Subtotal', text)).toMatch(/Subtotal\s+€1,652\.50$/);
    expect(lineWith('VAT 0% (reverse charge)', text)).toMatch(/\s€0\.00$/);
    expect(text).toMatch(/(^|\s)Total\s+€1,652\.50$/m);
    expect(lineWith('Paid', text)).toMatch(/Paid\s+€500\.00$/);
    expect(lineWith('Outstanding', text)).toMatch(/Outstanding\s+€1,152\.50$/);
    expect(text).toContain('PayPal: j***@example.com');
    expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient');
    expect(text).toContain('Company no. 612345');
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toContain('VOID');
  });

  test('embeds its own font, so no name depends on the fonts of the machine that opens it', async () => {
    const fonts = await pdfFonts(await renderToFile(invoiceDocument()));

    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
    ]);
    expect(fonts.every((font) => font.embedded)).toBe(true);
  });

  test('formats the amounts in the document currency', async () => {
    const text = await pdfText(
      await renderToFile(invoiceDocument({ currency: 'PLN', outstanding: '-7.25' })),
    );

    expect(lineWith('Summer Sale CPA: 48 approved conversions', text)).toMatch(/PLN 1,200\.00$/);
    expect(lineWith('Outstanding', text)).toMatch(/-PLN 7\.25$/);
  });

  test('marks a void document VOID, with the reason and the credit note', async () => {
    const doc = invoiceDocument({
      status: 'void',
      voidReason: 'Issued to the wrong legal entity',
      creditNoteNumber: 'CN-00003',
    });
    const text = await pdfText(await renderToFile(doc));

    expect(text).toContain('VOID');
    expect(text).toContain('Reason: Issued to the wrong legal entity');
    // The band wraps its sentence where the width ends.
    expect(text.replace(/\s+/g, ' ')).toContain('Credit note CN-00003.');
  });

  test('continues a long table on new pages, the header row on each, every line once', async () => {
    const lines = invoiceLines(80);
    const file = await renderToFile(invoiceDocument({ lines }));
    const text = await pdfText(file);
    const pages = text.split('\f').filter((page) => page.trim() !== '');

    expect(await pdfPageCount(file)).toBeGreaterThan(1);
    expect(pages).toHaveLength(await pdfPageCount(file));
    for (const line of lines) {
      expect(occurrences(text, line.description), line.description).toBe(1);
      const amount = `€${Number(line.amount).toLocaleString('en', { minimumFractionDigits: 2 })}`;
      expect(lineWith(line.description, text)).toMatch(new RegExp(`\\s${line.quantity}\\s+${amount}$`));
    }
    for (const page of pages.filter((page) => page.includes('Summer Sale CPA'))) {
      expect(occurrences(page, 'DESCRIPTION')).toBe(1);
    }
    expect(text).toMatch(/Outstanding\s+€1,152\.50/);
  });

  test('draws a PNG or JPEG logo and leaves out any other', async () => {
    const png = await fixture('banner-300x250.png');
    const jpeg = await fixture('thumb-120x90.jpg');
    const svg = await fixture('script.svg');
    const withLogo = (logo: InvoiceDocument['logo']) => renderToFile(invoiceDocument({ logo }));

    expect(await pdfImageCount(await withLogo({ bytes: png, mimeType: 'image/png' }))).toBe(1);
    expect(await pdfImageCount(await withLogo({ bytes: jpeg, mimeType: 'image/jpeg' }))).toBe(1);
    expect(await pdfImageCount(await withLogo({ bytes: svg, mimeType: 'image/svg+xml' }))).toBe(0);
    // A type that does not match the bytes, or bytes that do not parse, leave the logo out
    // rather than failing the invoice.
    expect(await pdfImageCount(await withLogo({ bytes: jpeg, mimeType: 'image/png' }))).toBe(0);
    expect(await pdfImageCount(await withLogo({ bytes: png.subarray(0, 100), mimeType: 'image/png' }))).toBe(
      0,
    );
  });

  test('renders the same document to the same bytes', async () => {
    const doc = invoiceDocument();

    expect(Buffer.from(await renderInvoicePdf(doc)).equals(await renderInvoicePdf(doc))).toBe(true);
  });

  test('refuses an amount that is not a decimal number', async () => {
    await expect(renderInvoicePdf(invoiceDocument({ total: '1,652.50' }))).rejects.toThrow(
      'Not a decimal amount: "1,652.50"',
    );
  });
});
