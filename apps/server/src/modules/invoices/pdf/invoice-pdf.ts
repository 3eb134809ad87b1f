import { buffer } from 'node:stream/consumers';
import { convertedInvoiceNote, REVERSE_CHARGE_TEXT, taxLabelOf } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../../db/client';
import { invoices } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import type { FileStore } from '../../../lib/file-store';
import { findFileRecord } from '../../files/index';
import { type InvoiceReach, loadInvoice } from '../invoice-reads';
import type { FrozenDocument } from './frozen-document';
import type { InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './render-invoice-pdf';

/*
 * An issued invoice's PDF (docs/money.md "PDF"): the parties and texts frozen at issue, the lines,
 * totals, payments and status as they stand, and the network's logo of the issue day. Drafts have none (409).
 */

/** The logo the invoice was issued with (`invoices.logo_file_id`, kept while it names it). */
async function logoOf(
  db: Database,
  files: FileStore,
  tenantId: string,
  fileId: string | null,
): Promise<InvoiceDocument['logo']> {
  const record = fileId ? await findFileRecord(db, tenantId, fileId) : undefined;
  const stream = record ? await files.open(record.storageKey) : null;
  return record && stream
    ? { bytes: new Uint8Array(await buffer(stream)), mimeType: record.contentType }
    : null;
}

export async function invoicePdf(
  deps: { db: Database; files: FileStore },
  tenantId: string,
  reach: InvoiceReach,
  id: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const invoice = await loadInvoice(deps.db, tenantId, reach, id);
  if (invoice.status === 'draft' || !invoice.number || !invoice.issuedOn) {
    throw new AppError('CONFLICT', 'A draft has no PDF yet: it is made when the invoice is issued.');
  }
  const [row] = await deps.db
    .select({ document: invoices.document, logoFileId: invoices.logoFileId })
    .from(invoices)
    .where(eq(invoices.id, id));
  // Written once, by freezeDocument when the invoice was issued.
  const frozen = row?.document as FrozenDocument | null | undefined;
  if (!frozen) throw new Error('an issued invoice without its frozen document');
  const document: InvoiceDocument = {
    ...frozen,
    number: invoice.number,
    status: invoice.status,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    periodFrom: invoice.periodFrom,
    periodTo: invoice.periodTo,
    currency: invoice.currency,
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.kind === 'adjustment' ? null : line.quantity,
      amount: line.amount,
    })),
    subtotal: invoice.subtotal,
    taxLines: invoice.taxes.map((tax) => ({ label: taxLabelOf(tax), amount: tax.amount })),
    notes: [
      ...frozen.notes,
      ...(invoice.reverseCharge ? [reverseChargeNoteOf(frozen)] : []),
      ...(invoice.converted ? [convertedInvoiceNote(invoice.currency, invoice.converted)] : []),
    ],
    converted: invoice.converted,
    total: invoice.total,
    paid: invoice.paid,
    outstanding: invoice.outstanding,
    voidReason: invoice.voidReason,
    creditNoteNumber: invoice.creditNoteNumber,
    logo: await logoOf(deps.db, deps.files, tenantId, row?.logoFileId ?? null),
  };
  return {
    fileName: `${invoice.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`,
    bytes: await renderInvoicePdf(document),
  };
}

/** The reverse charge's wording with both parties' VAT numbers, as frozen at issue. */
function reverseChargeNoteOf(frozen: FrozenDocument): string {
  const numbers = [
    `Supplier VAT number: ${frozen.supplier.taxNumber ?? '–'}`,
    `Customer VAT number: ${frozen.customer.taxNumber ?? '–'}`,
  ];
  return `${REVERSE_CHARGE_TEXT} ${numbers.join('. ')}.`;
}

/** Sends the PDF as a download, never sniffed or cached beyond the session. */
export function sendPdf(reply: FastifyReply, pdf: { fileName: string; bytes: Uint8Array }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(pdf.bytes));
}
