import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument, InvoiceParty } from './invoice-document';

/*
 * Lays an invoice out on A4 pages with pdfkit (docs/money.md "PDF"). The text is set in DejaVu
 * Sans, embedded from the `dejavu-fonts-ttf` package, so any partner's name prints (Ł, Ж, €),
 * whatever fonts the machine has. The lines table runs onto further pages with its header again.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 50;
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const COLUMNS = { description: MARGIN, quantity: MARGIN + 330, amount: MARGIN + 390 };
const AMOUNT_WIDTH = CONTENT_WIDTH - 390;
const QUANTITY_WIDTH = 55;
const GREY = '#555555';
const LOGO_TYPES = new Set(['image/png', 'image/jpeg']);
const STATUS_LABELS: Record<InvoiceDocument['status'], string> = {
  issued: 'Issued',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
};

type Doc = PDFKit.PDFDocument;

/** "€1,234.50", "-$12.00": the amount with its currency, as the invoice's readers expect it. */
export function formatInvoiceAmount(amount: string, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(amount));
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: true,
    margin: MARGIN,
    info: {
      Title: `${invoice.title} ${invoice.number}`,
      CreationDate: new Date(`${invoice.issuedOn}T00:00:00Z`),
    },
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  drawHeader(doc, invoice);
  drawParties(doc, invoice);
  drawLines(doc, invoice);
  drawTotals(doc, invoice);
  drawClosing(doc, invoice);
  if (invoice.status === 'void') markVoid(doc, invoice);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

function drawHeader(doc: Doc, invoice: InvoiceDocument) {
  const top = MARGIN;
  if (invoice.logo && LOGO_TYPES.has(invoice.logo.mimeType)) {
    doc.image(Buffer.from(invoice.logo.bytes), MARGIN, top, { fit: [150, 50] });
  }
  const right = { width: 260, align: 'right' as const };
  const x = PAGE.width - MARGIN - right.width;
  doc.font('bold').fontSize(18).fillColor('black').text(invoice.title, x, top, right);
  doc
    .font('regular')
    .fontSize(11)
    .text(invoice.number, x, doc.y + 2, right);
  doc.fontSize(9).fillColor(GREY);
  const facts = [
    `Issued ${invoice.issuedOn}`,
    invoice.dueOn ? `Due ${invoice.dueOn}` : null,
    `Period ${invoice.periodFrom} – ${invoice.periodTo}`,
    `Status: ${STATUS_LABELS[invoice.status]}`,
  ];
  for (const fact of facts) if (fact) doc.text(fact, x, doc.y + 1, right);
  doc.fillColor('black');
  doc.y = Math.max(doc.y, top + 60) + 20;
}

function drawParties(doc: Doc, invoice: InvoiceDocument) {
  const top = doc.y;
  const width = CONTENT_WIDTH / 2 - 10;
  const leftEnd = drawParty(doc, 'From', invoice.supplier, MARGIN, top, width);
  const rightEnd = drawParty(doc, 'To', invoice.customer, MARGIN + CONTENT_WIDTH / 2 + 10, top, width);
  doc.y = Math.max(leftEnd, rightEnd) + 24;
}

function drawParty(
  doc: Doc,
  label: string,
  party: InvoiceParty,
  x: number,
  y: number,
  width: number,
): number {
  doc.font('bold').fontSize(8).fillColor(GREY).text(label.toUpperCase(), x, y, { width });
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('black')
    .text(party.name, x, doc.y + 3, { width });
  doc.font('regular').fontSize(9);
  for (const line of party.addressLines) doc.text(line, x, doc.y + 1, { width });
  if (party.taxNumber) doc.text(`Tax number: ${party.taxNumber}`, x, doc.y + 1, { width });
  if (party.email) doc.text(party.email, x, doc.y + 1, { width });
  return doc.y;
}

function drawTableHeader(doc: Doc) {
  const y = doc.y;
  doc.font('bold').fontSize(9).fillColor(GREY);
  doc.text('Description', COLUMNS.description, y, { width: 320 });
  doc.text('Qty', COLUMNS.quantity, y, { width: QUANTITY_WIDTH, align: 'right' });
  doc.text('Amount', COLUMNS.amount, y, { width: AMOUNT_WIDTH, align: 'right' });
  const rule = doc.y + 3;
  doc
    .moveTo(MARGIN, rule)
    .lineTo(PAGE.width - MARGIN, rule)
    .strokeColor('#999999')
    .lineWidth(0.7)
    .stroke();
  doc.fillColor('black').font('regular');
  doc.y = rule + 5;
}

/** Room left above the bottom margin. */
const roomLeft = (doc: Doc) => PAGE.height - MARGIN - doc.y;

function drawLines(doc: Doc, invoice: InvoiceDocument) {
  drawTableHeader(doc);
  for (const line of invoice.lines) {
    doc.font('regular').fontSize(9);
    const height = doc.heightOfString(line.description, { width: 320 });
    if (roomLeft(doc) < height + 8) {
      doc.addPage();
      drawTableHeader(doc);
    }
    const y = doc.y;
    doc.text(line.description, COLUMNS.description, y, { width: 320 });
    const after = doc.y;
    if (line.quantity !== null) {
      doc.text(String(line.quantity), COLUMNS.quantity, y, { width: QUANTITY_WIDTH, align: 'right' });
    }
    doc.text(formatInvoiceAmount(line.amount, invoice.currency), COLUMNS.amount, y, {
      width: AMOUNT_WIDTH,
      align: 'right',
    });
    doc.y = after + 4;
  }
  if (invoice.lines.length === 0)
    doc.fontSize(9).fillColor(GREY).text('No lines.', MARGIN, doc.y).fillColor('black');
  doc.y += 8;
}

function drawTotals(doc: Doc, invoice: InvoiceDocument) {
  const rows: [string, string, boolean][] = [
    ['Subtotal', invoice.subtotal, false],
    ...invoice.taxLines.map((tax): [string, string, boolean] => [tax.label, tax.amount, false]),
    ['Total', invoice.total, true],
    ['Paid', invoice.paid, false],
    ['Outstanding', invoice.outstanding, true],
  ];
  if (roomLeft(doc) < rows.length * 16 + 10) doc.addPage();
  const labelX = COLUMNS.quantity - 120;
  for (const [label, amount, strong] of rows) {
    const y = doc.y;
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 10 : 9);
    doc.text(label, labelX, y, { width: 170 });
    doc.text(formatInvoiceAmount(amount, invoice.currency), COLUMNS.amount, y, {
      width: AMOUNT_WIDTH,
      align: 'right',
    });
    doc.y += 3;
  }
  doc.y += 12;
}

function drawClosing(doc: Doc, invoice: InvoiceDocument) {
  doc.font('regular').fontSize(9).fillColor('black');
  const paragraphs = [
    invoice.paymentMethod ? `Payment: ${invoice.paymentMethod}` : null,
    ...invoice.notes,
    invoice.footer,
  ].filter((text): text is string => Boolean(text));
  for (const text of paragraphs) {
    if (roomLeft(doc) < doc.heightOfString(text, { width: CONTENT_WIDTH }) + 6) doc.addPage();
    doc.text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.y += 6;
  }
}

/** A void invoice says so on every page, with its reason and credit note under the heading. */
function markVoid(doc: Doc, invoice: InvoiceDocument) {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    doc.save();
    doc.rotate(-30, { origin: [PAGE.width / 2, PAGE.height / 2] });
    doc.font('bold').fontSize(110).fillColor('#c92a2a').opacity(0.18);
    doc.text('VOID', 0, PAGE.height / 2 - 60, { width: PAGE.width, align: 'center', lineBreak: false });
    doc.restore();
  }
  doc.switchToPage(range.start);
  const reason = [
    `Void: ${invoice.voidReason ?? ''}`,
    invoice.creditNoteNumber ? `Credit note ${invoice.creditNoteNumber}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('#c92a2a')
    .text(reason, MARGIN, MARGIN + 62, { width: CONTENT_WIDTH / 2 });
  doc.fillColor('black');
}
