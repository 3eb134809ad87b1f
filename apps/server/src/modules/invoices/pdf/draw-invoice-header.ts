import type { InvoiceDocument } from './invoice-document';
import { statusLabel } from './invoice-formats';
import { COLORS, CONTENT_WIDTH, drawPairs, PAGE, type Pdf, style } from './pdf-layout';

const LOGO_BOX: [number, number] = [170, 64];
const TITLE_WIDTH = 260;
const TITLE_X = PAGE.right - TITLE_WIDTH;

/** The magic bytes that must open a logo of each drawable type. */
const LOGO_SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** Only PNG and JPEG whose bytes say so: pdfkit draws nothing else, and other logos are left out. */
function isDrawableLogo(logo: NonNullable<InvoiceDocument['logo']>): boolean {
  const signature = LOGO_SIGNATURES[logo.mimeType];
  return signature?.every((byte, index) => logo.bytes[index] === byte) ?? false;
}

function drawLogo(pdf: Pdf, logo: InvoiceDocument['logo']): number {
  if (!logo || !isDrawableLogo(logo)) return 0;
  try {
    pdf.image(
      Buffer.from(logo.bytes.buffer, logo.bytes.byteOffset, logo.bytes.byteLength),
      PAGE.left,
      PAGE.top,
      {
        fit: LOGO_BOX,
      },
    );
  } catch {
    // A logo pdfkit cannot read (a truncated file, say) costs the logo, not the invoice.
    return 0;
  }
  return LOGO_BOX[1];
}

/**
 * The logo on the left; the title, number, dates and status on the right. Returns the y below.
 */
export function drawInvoiceHeader(pdf: Pdf, doc: InvoiceDocument): number {
  const logoBottom = PAGE.top + drawLogo(pdf, doc.logo);
  style(pdf, 'bold', 20).text(doc.title, TITLE_X, PAGE.top, { width: TITLE_WIDTH, align: 'right' });
  const pairs = [
    { label: 'Number', value: doc.number, bold: true },
    { label: 'Issue date', value: doc.issuedOn },
    ...(doc.dueOn ? [{ label: 'Due date', value: doc.dueOn }] : []),
    { label: 'Period', value: `${doc.periodFrom} – ${doc.periodTo}` },
    { label: 'Status', value: statusLabel(doc.status) },
  ];
  const column = { x: TITLE_X + 40, width: TITLE_WIDTH - 40, labelWidth: 80, size: 9.5 };
  const titleBottom = drawPairs(pdf, pairs, column, pdf.y + 8);
  return Math.max(logoBottom, titleBottom) + 18;
}

/** A red band saying the document is void and why; returns the y below. */
export function drawVoidBanner(pdf: Pdf, doc: InvoiceDocument, y: number): number {
  const padding = 10;
  const reason = doc.voidReason ? ` Reason: ${doc.voidReason}` : '';
  const creditNote = doc.creditNoteNumber ? ` Credit note ${doc.creditNoteNumber}.` : '';
  const text = `This document is void.${reason}${creditNote}`;
  const textX = PAGE.left + padding + 56;
  const textWidth = CONTENT_WIDTH - 2 * padding - 56;
  const height =
    Math.max(style(pdf, 'regular', 10).heightOfString(text, { width: textWidth }), 16) + 2 * padding;
  pdf.save().rect(PAGE.left, y, CONTENT_WIDTH, height).fillAndStroke(COLORS.voidBand, COLORS.void).restore();
  style(pdf, 'bold', 15, COLORS.void).text('VOID', PAGE.left + padding, y + padding - 1, {
    lineBreak: false,
  });
  style(pdf, 'regular', 10, COLORS.void).text(text, textX, y + padding + 2, { width: textWidth });
  return y + height + 18;
}
