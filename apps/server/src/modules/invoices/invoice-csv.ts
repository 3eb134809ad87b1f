import { INVOICE_STATUS_LABELS, type InvoiceSummary } from '@affnet/contracts';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { type CsvColumn, sendCsv } from '../../lib/csv-stream';
import { type InvoiceListQuery, type InvoiceReach, listInvoices } from './invoice-reads';

/*
 * An invoice list as CSV (docs/money.md "Lists and exports"): every invoice the list's filters
 * give, in its order, streamed page by page. Amounts are numbers; names and numbers are text, so
 * a partner's name that starts like a formula is shown as text (lib/csv-stream.ts).
 */

const EXPORT_PAGE = 500;
const amount = (value: string) => Number(value);

const INVOICE_COLUMNS: CsvColumn<InvoiceSummary>[] = [
  { header: 'Number', cell: (row) => row.number ?? 'Draft' },
  { header: 'Status', cell: (row) => INVOICE_STATUS_LABELS[row.status] },
  { header: 'Overdue', cell: (row) => (row.overdue ? 'Yes' : 'No') },
  { header: 'Partner', cell: (row) => row.partner.name },
  { header: 'Currency', cell: (row) => row.currency },
  { header: 'Period from', cell: (row) => row.periodFrom },
  { header: 'Period to', cell: (row) => row.periodTo },
  { header: 'Issued', cell: (row) => row.issuedOn },
  { header: 'Due', cell: (row) => row.dueOn },
  { header: 'Total', cell: (row) => amount(row.total) },
  { header: 'Paid', cell: (row) => amount(row.paid) },
  { header: 'Outstanding', cell: (row) => amount(row.outstanding) },
  // A converted invoice's total in the partner's currency (docs/money.md "Converted invoices").
  { header: 'Converted currency', cell: (row) => row.converted?.currency ?? null },
  { header: 'Converted total', cell: (row) => (row.converted ? amount(row.converted.total) : null) },
  { header: 'Conversion rate', cell: (row) => (row.converted ? Number(row.converted.rate) : null) },
  { header: 'Rates of', cell: (row) => row.converted?.on ?? null },
];

type ExportQuery = InvoiceListQuery & {
  sort: Parameters<typeof listInvoices>[3]['sort'];
  order: 'asc' | 'desc';
};

async function* everyInvoice(db: Database, tenantId: string, reach: InvoiceReach, query: ExportQuery) {
  for (let page = 1; ; page += 1) {
    const { items } = await listInvoices(db, tenantId, reach, { ...query, page, perPage: EXPORT_PAGE });
    yield* items;
    if (items.length < EXPORT_PAGE) return;
  }
}

export function sendInvoiceCsv(
  reply: FastifyReply,
  source: { db: Database; tenantId: string; reach: InvoiceReach; query: ExportQuery },
) {
  return sendCsv(reply, {
    fileName: `${source.query.kind}-invoices`,
    columns: INVOICE_COLUMNS,
    rows: everyInvoice(source.db, source.tenantId, source.reach, source.query),
  });
}
