import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { InvoiceDocument } from './invoice-document';
import { formatInvoiceAmount, renderInvoicePdf } from './render-invoice-pdf';

/*
 * The PDF read back as text by poppler's pdftotext (what a reader's copy-paste or a search finds),
 * its figures checked against the document it was made from.
 */

const run = promisify(execFile);
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'invoice-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function invoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    title: 'Self-billing invoice',
    number: 'INV-00042',
    status: 'issued',
    issuedOn: '2026-11-02',
    dueOn: '2026-12-02',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    currency: 'EUR',
    supplier: {
      name: 'Łódź Média ООО',
      addressLines: ['ul. Piotrkowska 1', '90-001 Łódź', 'Poland'],
      taxNumber: 'PL1234567890',
      email: 'billing@lodz-media.example',
    },
    customer: {
      name: 'Demo Network Ltd',
      addressLines: ['1 Main Street', 'Dublin', 'Ireland'],
      taxNumber: 'IE9876543X',
      email: null,
    },
    lines: [
      { description: 'Summer Sale · Conversion', quantity: 120, amount: '1200.00' },
      { description: 'Reversed: Summer Sale · Conversion', quantity: 2, amount: '-20.00' },
    ],
    subtotal: '1180.00',
    taxLines: [],
    total: '1180.00',
    paid: '0.00',
    outstanding: '1180.00',
    paymentMethod: 'PayPal: b***@lodz-media.example',
    notes: ['Self-billing: issued by Demo Network Ltd on behalf of the supplier, as agreed.'],
    footer: 'Thank you for your business.',
    voidReason: null,
    creditNoteNumber: null,
    logo: null,
    ...overrides,
  };
}

async function textOf(document: InvoiceDocument): Promise<{ text: string; pages: number }> {
  const file = join(dir, `${document.number}-${document.status}.pdf`);
  await writeFile(file, await renderInvoicePdf(document));
  const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
  const { stdout: info } = await run('pdfinfo', [file]);
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

test('prints the parties, every line with its amount, and the totals', async () => {
  const document = invoiceDocument();
  const { text, pages } = await textOf(document);
  expect(pages).toBe(1);
  for (const expected of [
    'Self-billing invoice',
    'INV-00042',
    'Due 2026-12-02',
    'Period 2026-10-01 – 2026-10-31',
    'Łódź Média ООО',
    'Tax number: PL1234567890',
    'Demo Network Ltd',
    'Summer Sale · Conversion',
    '€1,200.00',
    'Reversed: Summer Sale · Conversion',
    '-€20.00',
    'PayPal: b***@lodz-media.example',
    'Self-billing: issued by Demo Network Ltd',
    'Thank you for your business.',
  ]) {
    expect(text, expected).toContain(expected);
  }
  expect(text).toMatch(/Total\s+€1,180\.00/);
  expect(text).toMatch(/Outstanding\s+€1,180\.00/);
  expect(text).not.toContain('VOID');
});

test('a long invoice runs onto more pages, each line printed once', async () => {
  const lines = Array.from({ length: 80 }, (_, i) => ({
    description: `Offer ${String(i + 1).padStart(2, '0')} · Sale`,
    quantity: i + 1,
    amount: `${i + 1}.50`,
  }));
  const { text, pages } = await textOf(invoiceDocument({ number: 'INV-00043', lines }));
  expect(pages).toBeGreaterThan(1);
  for (const line of lines) {
    expect(text.split(line.description).length - 1, line.description).toBe(1);
  }
  // The table's header again on each page the lines reach (the totals may start a page of their own).
  const headers = text.split('Description').length - 1;
  expect(headers).toBeGreaterThan(1);
  expect(headers).toBeLessThanOrEqual(pages);
});

test('a void invoice says so with its reason and credit note (and a VOID mark across each page)', async () => {
  const { text } = await textOf(
    invoiceDocument({
      number: 'INV-00044',
      status: 'void',
      voidReason: 'Billed twice',
      creditNoteNumber: 'CN-00003',
    }),
  );
  // The mark is drawn across the page: pdftotext reads its letters scattered, so its status is read.
  expect(text).toContain('Status: Void');
  expect(text).toContain('Void: Billed twice · Credit note CN-00003');
});

test('amounts carry their currency', () => {
  expect(formatInvoiceAmount('1234.5', 'USD')).toBe('$1,234.50');
  expect(formatInvoiceAmount('-12.00', 'EUR')).toBe('-€12.00');
  expect(formatInvoiceAmount('1000', 'JPY')).toBe('¥1,000');
});
