import PDFDocument from 'pdfkit';
import { drawInvoiceHeader, drawVoidBanner } from './draw-invoice-header';
import { drawLinesTable } from './draw-lines-table';
import { drawNotes } from './draw-notes';
import { drawPageFurniture, furnitureMargin } from './draw-page-furniture';
import { drawParties } from './draw-parties';
import { drawTotals } from './draw-totals';
import type { InvoiceDocument } from './invoice-document';
import { INVOICE_FONTS } from './invoice-fonts';
import { moneyFormatter } from './invoice-formats';
import { PAGE, type Pdf } from './pdf-layout';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of the issue day: the PDF's creation date, so the same invoice renders the same bytes. */
function issuedAt(issuedOn: string): Date {
  const date = new Date(`${issuedOn}T00:00:00Z`);
  if (!DAY.test(issuedOn) || Number.isNaN(date.getTime())) throw new TypeError(`Not a day: "${issuedOn}"`);
  return date;
}

function collectBytes(pdf: Pdf): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

/** Renders the invoice as an A4 PDF in the embedded DejaVu Sans, as many pages as its lines need. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const formatMoney = moneyFormatter(doc.currency);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, left: PAGE.left, right: PAGE.width - PAGE.right, bottom: PAGE.top },
    autoFirstPage: false,
    bufferPages: true,
    font: INVOICE_FONTS.regular,
    info: {
      Title: `${doc.title} ${doc.number}`,
      Author: doc.supplier.name,
      CreationDate: issuedAt(doc.issuedOn),
    },
  });
  const bytes = collectBytes(pdf);
  const bottomMargin = furnitureMargin(pdf, doc.footer);
  pdf.on('pageAdded', () => {
    pdf.page.margins.bottom = bottomMargin;
  });
  pdf.addPage();

  let y = drawInvoiceHeader(pdf, doc);
  if (doc.status === 'void') y = drawVoidBanner(pdf, doc, y);
  y = drawParties(pdf, doc.supplier, doc.customer, y);
  y = drawLinesTable(pdf, doc.lines, formatMoney, y);
  y = drawTotals(pdf, doc, formatMoney, y + 14);
  drawNotes(pdf, doc.notes, y);
  drawPageFurniture(pdf, doc);

  pdf.end();
  return bytes;
}
