import type { InvoiceParty } from './invoice-document';
import { COLORS, CONTENT_WIDTH, PAGE, type Pdf, style } from './pdf-layout';

const GUTTER = 30;
const COLUMN_WIDTH = (CONTENT_WIDTH - GUTTER) / 2;

/** One party under its label: name, address, tax number, e-mail. Returns the y below it. */
function drawParty(pdf: Pdf, label: string, party: InvoiceParty, x: number, y: number): number {
  const width = COLUMN_WIDTH;
  style(pdf, 'bold', 8, COLORS.muted).text(label.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  style(pdf, 'bold', 11).text(party.name, x, pdf.y + 4, { width });
  style(pdf, 'regular', 9.5);
  pdf.moveDown(0.2);
  for (const line of party.addressLines) pdf.text(line, x, pdf.y, { width });
  if (party.taxNumber) pdf.text(`Tax number: ${party.taxNumber}`, x, pdf.y, { width });
  if (party.email) pdf.text(party.email, x, pdf.y, { width });
  return pdf.y;
}

/** Supplier on the left, customer on the right; returns the y below the taller one. */
export function drawParties(pdf: Pdf, supplier: InvoiceParty, customer: InvoiceParty, y: number): number {
  const supplierBottom = drawParty(pdf, 'Supplier', supplier, PAGE.left, y);
  const customerBottom = drawParty(pdf, 'Customer', customer, PAGE.left + COLUMN_WIDTH + GUTTER, y);
  return Math.max(supplierBottom, customerBottom) + 24;
}
