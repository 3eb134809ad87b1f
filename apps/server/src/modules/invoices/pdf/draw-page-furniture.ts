import type { InvoiceDocument } from './invoice-document';
import { INVOICE_FONTS } from './invoice-fonts';
import { COLORS, CONTENT_WIDTH, drawRule, PAGE, type Pdf, style } from './pdf-layout';

const FOOTER_SIZE = 7.5;
const PAGE_NUMBER_WIDTH = 70;
const FOOTER_WIDTH = CONTENT_WIDTH - PAGE_NUMBER_WIDTH - 20;
const RULE_GAP = 8;

// Font and size only, no colour: it is measured before the first page exists.
const footerHeight = (pdf: Pdf, footer: string | null) =>
  footer
    ? pdf.font(INVOICE_FONTS.regular).fontSize(FOOTER_SIZE).heightOfString(footer, { width: FOOTER_WIDTH })
    : FOOTER_SIZE + 2;

/** The bottom margin that leaves room for the footer and page number under the content. */
export const furnitureMargin = (pdf: Pdf, footer: string | null) =>
  PAGE.furnitureBottom + footerHeight(pdf, footer) + 2 * RULE_GAP;

function drawVoidMark(pdf: Pdf) {
  const centre = { x: PAGE.width / 2, y: PAGE.height / 2 };
  pdf
    .save()
    .rotate(-35, { origin: [centre.x, centre.y] })
    .opacity(0.1);
  style(pdf, 'bold', 150, COLORS.void).text('VOID', centre.x - 220, centre.y - 90, {
    width: 440,
    align: 'center',
    lineBreak: false,
  });
  pdf.restore();
}

/**
 * What every page carries, drawn once all pages exist (so "Page 1 of 3" knows the 3): the footer
 * and page number, a running title on the pages after the first, the VOID mark across a void one.
 */
export function drawPageFurniture(pdf: Pdf, doc: InvoiceDocument) {
  const { start, count } = pdf.bufferedPageRange();
  const footerTop = PAGE.height - PAGE.furnitureBottom - footerHeight(pdf, doc.footer);
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index);
    // Drawing in the margins: with no bottom margin pdfkit does not start a page for it.
    pdf.page.margins.bottom = 0;
    if (doc.status === 'void') drawVoidMark(pdf);
    drawRule(pdf, PAGE.left, footerTop - RULE_GAP, CONTENT_WIDTH);
    if (doc.footer) {
      style(pdf, 'regular', FOOTER_SIZE, COLORS.muted).text(doc.footer, PAGE.left, footerTop, {
        width: FOOTER_WIDTH,
      });
    }
    style(pdf, 'regular', FOOTER_SIZE, COLORS.muted).text(
      `Page ${index - start + 1} of ${count}`,
      PAGE.right - PAGE_NUMBER_WIDTH,
      footerTop,
      { width: PAGE_NUMBER_WIDTH, align: 'right', lineBreak: false },
    );
    if (index > start) {
      style(pdf, 'regular', FOOTER_SIZE, COLORS.muted).text(`${doc.title} ${doc.number}`, PAGE.left, 28, {
        width: CONTENT_WIDTH,
        lineBreak: false,
      });
    }
  }
}
