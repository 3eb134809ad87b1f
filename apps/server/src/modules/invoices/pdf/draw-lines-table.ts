import type { InvoiceDocumentLine } from './invoice-document';
import { formatQuantity } from './invoice-formats';
import { COLORS, CONTENT_WIDTH, contentBottom, drawRule, PAGE, type Pdf, reserve, style } from './pdf-layout';

const PADDING_X = 8;
const PADDING_Y = 6;
const HEADER_HEIGHT = 22;
const FONT_SIZE = 9.5;
const AMOUNT_WIDTH = 120;
const QUANTITY_WIDTH = 70;
/** Between the two figure columns, and (wider) between the description and the figures. */
const FIGURE_GAP = 16;
const DESCRIPTION_GAP = 20;

/** Column boxes (text inside the row's horizontal padding). */
const COLUMNS = {
  amount: { x: PAGE.right - PADDING_X - AMOUNT_WIDTH, width: AMOUNT_WIDTH },
  quantity: { x: PAGE.right - PADDING_X - AMOUNT_WIDTH - FIGURE_GAP - QUANTITY_WIDTH, width: QUANTITY_WIDTH },
  description: {
    x: PAGE.left + PADDING_X,
    width: CONTENT_WIDTH - 2 * PADDING_X - AMOUNT_WIDTH - FIGURE_GAP - QUANTITY_WIDTH - DESCRIPTION_GAP,
  },
};

type Row = { description: string; quantity: string; amount: string };

function drawHeaderRow(pdf: Pdf, y: number): number {
  pdf.save().rect(PAGE.left, y, CONTENT_WIDTH, HEADER_HEIGHT).fill(COLORS.band).restore();
  const textY = y + (HEADER_HEIGHT - 8) / 2;
  const cell = { lineBreak: false, characterSpacing: 0.6 };
  style(pdf, 'bold', 8, COLORS.muted);
  pdf.text('DESCRIPTION', COLUMNS.description.x, textY, { ...cell, width: COLUMNS.description.width });
  pdf.text('QUANTITY', COLUMNS.quantity.x, textY, { ...cell, width: COLUMNS.quantity.width, align: 'right' });
  pdf.text('AMOUNT', COLUMNS.amount.x, textY, { ...cell, width: COLUMNS.amount.width, align: 'right' });
  return y + HEADER_HEIGHT;
}

function rowHeight(pdf: Pdf, row: Row): number {
  style(pdf, 'regular', FONT_SIZE);
  const description = pdf.heightOfString(row.description, { width: COLUMNS.description.width });
  const amount = pdf.heightOfString(row.amount, { width: COLUMNS.amount.width });
  return Math.max(description, amount) + 2 * PADDING_Y;
}

function drawRow(pdf: Pdf, row: Row, y: number, height: number): number {
  const textY = y + PADDING_Y;
  style(pdf, 'regular', FONT_SIZE);
  pdf.text(row.description, COLUMNS.description.x, textY, { width: COLUMNS.description.width });
  pdf.text(row.quantity, COLUMNS.quantity.x, textY, { width: COLUMNS.quantity.width, align: 'right' });
  pdf.text(row.amount, COLUMNS.amount.x, textY, { width: COLUMNS.amount.width, align: 'right' });
  drawRule(pdf, PAGE.left, y + height, CONTENT_WIDTH);
  return y + height;
}

/**
 * The invoice's lines under a header row. A row that does not fit goes to a new page, where the
 * header row is drawn again. Returns the y below the table.
 */
export function drawLinesTable(
  pdf: Pdf,
  lines: InvoiceDocumentLine[],
  formatMoney: (amount: string) => string,
  y: number,
): number {
  const rows: Row[] = lines.map((line) => ({
    description: line.description,
    quantity: formatQuantity(line.quantity),
    amount: formatMoney(line.amount),
  }));
  if (rows.length === 0) rows.push({ description: 'No lines', quantity: '', amount: '' });
  pdf.y = y;
  // The header row never sits alone at a page's foot: it keeps its first row with it.
  const first = rows[0];
  let top = drawHeaderRow(pdf, reserve(pdf, HEADER_HEIGHT + (first ? rowHeight(pdf, first) : 0)));
  for (const row of rows) {
    const height = rowHeight(pdf, row);
    if (top + height > contentBottom(pdf)) {
      pdf.addPage();
      top = drawHeaderRow(pdf, pdf.y);
    }
    top = drawRow(pdf, row, top, height);
  }
  return top;
}
