import type { CompanySettings } from '@affnet/contracts';
import { stringify } from 'csv-stringify/sync';
import { type CsvCell, csvCellOf } from '../../../lib/csv-stream';

/** One payment a file carries: a pending item, its invoice, its publisher and the details kept with it. */
export type ExportRow = {
  itemId: string;
  invoiceNumber: string;
  partnerId: string;
  partnerName: string;
  amount: string;
  details: Record<string, string>;
};

/** What a file is made from: the batch, its method and rows, the network paying, and the day. */
export type ExportSource = {
  batchNumber: string;
  currency: string;
  methodName: string;
  /** The method's fields (key and label), in order, as the generic file's columns. */
  fields: { key: string; label: string }[];
  rows: ExportRow[];
  company: CompanySettings | null;
  /** The network's day now: the transfer's requested execution day. */
  today: string;
  now: Date;
};

export type ExportFile = { fileName: string; contentType: string; body: string };

/** CSV text, every text cell neutralised against spreadsheet formulas (lib/csv-stream.ts). */
export function csvOf(header: string[] | null, rows: CsvCell[][]): string {
  const records = rows.map((row) => row.map(csvCellOf));
  return stringify(header ? [header, ...records] : records, { record_delimiter: '\r\n' });
}

/** What the payee reads on their statement: the invoice it pays. */
export const remittanceOf = (row: ExportRow) => `Payment of invoice ${row.invoiceNumber}`;
