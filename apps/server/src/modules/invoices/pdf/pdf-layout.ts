import type PDFDocument from 'pdfkit';
import { INVOICE_FONTS } from './invoice-fonts';

/** The page: A4 in points, with the margins every section lays itself out in. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  left: 50,
  right: 545.28,
  top: 50,
  /** Where the page's furniture (footer, page number) starts: content stops above it. */
  furnitureBottom: 34,
} as const;
export const CONTENT_WIDTH = PAGE.right - PAGE.left;

export const COLORS = {
  text: '#1f2933',
  muted: '#616e7c',
  rule: '#cbd2d9',
  band: '#f0f2f5',
  void: '#c62828',
  voidBand: '#fdecea',
} as const;

/** A PDF document as the sections see it (pdfkit's instance type). */
export type Pdf = InstanceType<typeof PDFDocument>;

/** The lowest y content may reach on the current page (its bottom margin, the furniture's room). */
export const contentBottom = (pdf: Pdf) => pdf.page.height - pdf.page.margins.bottom;

/**
 * Starts a new page when `height` more points do not fit on this one; returns the y to draw at.
 * Sections measure before they draw, so pdfkit never breaks a page in the middle of a block.
 */
export function reserve(pdf: Pdf, height: number): number {
  if (pdf.y + height > contentBottom(pdf)) pdf.addPage();
  return pdf.y;
}

/** Sets the font, size and colour for the text that follows. */
export function style(pdf: Pdf, font: 'regular' | 'bold', size: number, color: string = COLORS.text): Pdf {
  return pdf.font(INVOICE_FONTS[font]).fontSize(size).fillColor(color);
}

/** A label and its value on one row: the label left, the value right-aligned at the row's end. */
export type Pair = { label: string; value: string; bold?: boolean };
export type PairColumn = { x: number; width: number; labelWidth: number; size: number };

const PAIR_GAP = 4;

function pairHeight(pdf: Pdf, pair: Pair, column: PairColumn): number {
  const font = pair.bold ? 'bold' : 'regular';
  const label = style(pdf, font, column.size).heightOfString(pair.label, { width: column.labelWidth });
  const value = style(pdf, font, column.size).heightOfString(pair.value, {
    width: column.width - column.labelWidth,
  });
  return Math.max(label, value);
}

/** The height `drawPairs` will take, to reserve it first. */
export const measurePairs = (pdf: Pdf, pairs: Pair[], column: PairColumn) =>
  pairs.reduce((total, pair) => total + pairHeight(pdf, pair, column) + PAIR_GAP, 0);

/** Draws the pairs down from `y`; returns the y below the last one. */
export function drawPairs(pdf: Pdf, pairs: Pair[], column: PairColumn, y: number): number {
  let top = y;
  for (const pair of pairs) {
    const height = pairHeight(pdf, pair, column);
    const font = pair.bold ? 'bold' : 'regular';
    style(pdf, font, column.size, pair.bold ? COLORS.text : COLORS.muted).text(pair.label, column.x, top, {
      width: column.labelWidth,
    });
    style(pdf, font, column.size).text(pair.value, column.x + column.labelWidth, top, {
      width: column.width - column.labelWidth,
      align: 'right',
    });
    top += height + PAIR_GAP;
  }
  return top;
}

/** A thin horizontal rule across `width` at `y`. */
export function drawRule(pdf: Pdf, x: number, y: number, width: number, color: string = COLORS.rule) {
  pdf
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke()
    .restore();
}
