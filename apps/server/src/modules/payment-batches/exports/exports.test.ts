import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, test } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import type { ExportRow, ExportSource } from './export-file';
import { genericCsv } from './generic-csv';
import { paypalCsv } from './paypal-csv';
import { sepaXml } from './sepa-xml';
import { wiseCsv } from './wise-csv';

/*
 * The payment files (docs/money.md "Payments"): each format's columns, the SEPA message valid
 * against ISO 20022's pain.001.001.03 schema (provisioned by `npm test` from Debian's archive,
 * scripts/test-support/sepa-schema.mjs), and names that cannot become spreadsheet formulas.
 */

const SCHEMA = process.env.SEPA_PAIN_001_XSD ?? '/var/cache/affnet/pain.001.001.03.xsd';

const rowOf = (overrides: Partial<ExportRow> = {}): ExportRow => ({
  itemId: crypto.randomUUID(),
  invoiceNumber: 'INV-00042',
  partnerId: crypto.randomUUID(),
  partnerName: 'Bob Media',
  amount: '1234.56',
  details: {
    accountHolder: 'Bob Media GmbH',
    accountNumber: 'DE89 3704 0044 0532 0130 00',
    swift: 'COBADEFF',
    bankName: 'Commerzbank',
  },
  ...overrides,
});

const sourceOf = (rows: ExportRow[], overrides: Partial<ExportSource> = {}): ExportSource => ({
  batchNumber: 'PB-00007',
  currency: 'EUR',
  methodName: 'Bank transfer',
  fields: [
    { key: 'accountHolder', label: 'Account holder' },
    { key: 'accountNumber', label: 'IBAN or account number' },
  ],
  rows,
  company: {
    legalName: 'Demo Network Ltd',
    bankAccount: 'IE29 AIBK 9311 5212 3456 78',
    bankBic: 'AIBKIE2D',
  } as ExportSource['company'],
  today: '2026-11-28',
  now: new Date('2026-11-28T10:00:00Z'),
  ...overrides,
});

async function schemaErrors(xml: string) {
  if (!existsSync(SCHEMA))
    throw new Error(
      `${SCHEMA} is missing: \`npm test\` provisions it (scripts/test-support/sepa-schema.mjs)`,
    );
  const result = await validateXML({
    xml: [{ fileName: 'batch.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.03.xsd', contents: readFileSync(SCHEMA, 'utf8') }],
  });
  return result.errors.map((error) => error.message);
}

describe('SEPA credit transfer (pain.001.001.03)', () => {
  test('is valid against the ISO 20022 schema, pays each IBAN its amount and sums them', async () => {
    const rows = [
      rowOf(),
      rowOf({
        invoiceNumber: 'INV-00043',
        amount: '0.10',
        partnerName: 'Cara & Co <Ltd>',
        details: {
          accountHolder: 'Cara & Co <Ltd>',
          accountNumber: 'FR1420041010050500013M02606',
          swift: '',
        },
      }),
    ];
    const file = sepaXml(sourceOf(rows));
    expect(await schemaErrors(file.body)).toEqual([]);
    expect(file.fileName).toBe('PB-00007-sepa.xml');
    expect(file.body).toContain('<MsgId>PB-00007</MsgId>');
    expect(file.body).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>1234.66</CtrlSum>');
    expect(file.body).toContain('<ReqdExctnDt>2026-11-28</ReqdExctnDt>');
    expect(file.body).toContain('<IBAN>IE29AIBK93115212345678</IBAN>');
    expect(file.body).toContain('<EndToEndId>INV-00042</EndToEndId><');
    expect(file.body).toContain('<InstdAmt Ccy="EUR">1234.56</InstdAmt>');
    expect(file.body).toContain('<IBAN>DE89370400440532013000</IBAN>');
    expect(file.body).toContain('<Nm>Cara &amp; Co &lt;Ltd&gt;</Nm>');
    expect(file.body).toContain('<Ustrd>Payment of invoice INV-00043</Ustrd>');
  });

  test('a schema check that can fail: a broken control sum is refused', async () => {
    const broken = sepaXml(sourceOf([rowOf()])).body.replace(
      /<CtrlSum>[^<]+<\/CtrlSum>/,
      '<CtrlSum>many</CtrlSum>',
    );
    expect((await schemaErrors(broken)).join('\n')).toMatch(/CtrlSum/);
  });

  test('is refused, naming them, when a publisher has no IBAN or the network has none', () => {
    const local = rowOf({
      partnerName: 'Dan',
      details: { accountHolder: 'Dan', accountNumber: '12345678', swift: '' },
    });
    expect(() => sepaXml(sourceOf([rowOf(), local]))).toThrow(
      expect.objectContaining({
        fieldErrors: { format: ['A SEPA file pays IBANs only; these have none: Dan (INV-00042).'] },
      }),
    );
    const noBank = sourceOf([rowOf()], { company: null });
    expect(() => sepaXml(noBank)).toThrow(
      expect.objectContaining({ fieldErrors: { format: [expect.stringMatching(/network’s IBAN/)] } }),
    );
  });
});

describe('CSV files', () => {
  test('PayPal: no header; e-mail, amount, currency, the invoice as id, a note', () => {
    const file = paypalCsv(
      sourceOf([rowOf({ details: { email: 'bob@example.test' } })], { currency: 'USD' }),
    );
    expect(file.body).toBe('bob@example.test,1234.56,USD,INV-00042,Payment of invoice INV-00042\r\n');
  });

  test('Wise: its template’s header, IBAN and account numbers in their own columns, a fixed target amount', () => {
    const local = rowOf({ details: { accountHolder: 'Dan', accountNumber: '12345678', swift: 'BARCGB22' } });
    const [header, iban, account] = parse(
      wiseCsv(sourceOf([rowOf(), local], { currency: 'GBP' })).body,
    ) as string[][];
    expect(header).toEqual([
      'name',
      'recipientEmail',
      'paymentReference',
      'receiverType',
      'amountCurrency',
      'amount',
      'sourceCurrency',
      'targetCurrency',
      'IBAN',
      'BIC',
      'accountNumber',
    ]);
    expect(iban).toEqual([
      'Bob Media GmbH',
      '',
      'Payment of invoice INV-00042',
      'BUSINESS',
      'target',
      '1234.56',
      'GBP',
      'GBP',
      'DE89370400440532013000',
      'COBADEFF',
      '',
    ]);
    expect(account?.slice(8)).toEqual(['', 'BARCGB22', '12345678']);
  });

  test('generic: one column per method field; a name that looks like a formula stays text', () => {
    const sly = rowOf({
      partnerName: '=HYPERLINK("http://x.test")',
      details: { accountHolder: '+cmd', accountNumber: 'X1' },
    });
    const [header, row] = parse(genericCsv(sourceOf([sly])).body) as string[][];
    expect(header).toEqual([
      'Batch',
      'Invoice',
      'Publisher ID',
      'Publisher',
      'Amount',
      'Currency',
      'Method',
      'Reference',
      'Account holder',
      'IBAN or account number',
    ]);
    expect(row?.[3]).toBe(`'=HYPERLINK("http://x.test")`);
    expect(row?.slice(8)).toEqual(["'+cmd", 'X1']);
  });
});
