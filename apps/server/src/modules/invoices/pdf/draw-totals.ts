import type { InvoiceDocument } from './invoice-document';
import { moneyFormatter } from './invoice-formats';
import {
  COLORS,
  CONTENT_WIDTH,
  drawPairs,
  drawRule,
  measurePairs,
  PAGE,
  type Pair,
  type PairColumn,
  type Pdf,
  reserve,
  style,
} from './pdf-layout';

const TOTALS_WIDTH = 250;
/** Inset like the table's cells, so the totals' figures line up under the amounts. */
const INSET = 8;
const TOTALS: PairColumn = {
  x: PAGE.right - INSET - TOTALS_WIDTH,
  width: TOTALS_WIDTH,
  labelWidth: 130,
  size: 9.5,
};
const TOTAL: PairColumn = { ...TOTALS, size: 11 };
const PAYMENT_WIDTH = CONTENT_WIDTH - INSET - TOTALS_WIDTH - 40;
const RULE_GAP = 6;

function paymentHeight(pdf: Pdf, method: string | null): number {
  if (!method) return 0;
  return 14 + style(pdf, 'regular', 9.5).heightOfString(method, { width: PAYMENT_WIDTH });
}

function drawPaymentMethod(pdf: Pdf, method: string | null, y: number) {
  if (!method) return;
  style(pdf, 'bold', 8, COLORS.muted).text('PAYMENT METHOD', PAGE.left, y, {
    width: PAYMENT_WIDTH,
    characterSpacing: 0.6,
  });
  style(pdf, 'regular', 9.5).text(method, PAGE.left, y + 14, { width: PAYMENT_WIDTH });
}

/** A converted invoice's total in the partner's currency, under its own. */
function convertedPairs({ converted }: InvoiceDocument): Pair[] {
  if (!converted) return [];
  return [
    { label: `Total in ${converted.currency}`, value: moneyFormatter(converted.currency)(converted.total) },
  ];
}

/**
 * Subtotal, tax, total, paid and outstanding on the right, the payment method on the left; kept
 * together on one page. Returns the y below.
 */
export function drawTotals(
  pdf: Pdf,
  doc: InvoiceDocument,
  formatMoney: (amount: string) => string,
  y: number,
): number {
  const subtotals: Pair[] = [
    { label: 'Subtotal', value: formatMoney(doc.subtotal) },
    ...doc.taxLines.map((tax) => ({ label: tax.label, value: formatMoney(tax.amount) })),
  ];
  const total: Pair[] = [
    { label: 'Total', value: formatMoney(doc.total), bold: true },
    ...convertedPairs(doc),
  ];
  const paid: Pair[] = [{ label: 'Paid', value: formatMoney(doc.paid) }];
  const outstanding: Pair[] = [{ label: 'Outstanding', value: formatMoney(doc.outstanding), bold: true }];
  const totalsHeight =
    measurePairs(pdf, subtotals, TOTALS) +
    measurePairs(pdf, total, TOTAL) +
    measurePairs(pdf, paid, TOTALS) +
    measurePairs(pdf, outstanding, TOTAL) +
    4 * RULE_GAP;
  pdf.y = y;
  const top = reserve(pdf, Math.max(totalsHeight, paymentHeight(pdf, doc.paymentMethod)));

  drawPaymentMethod(pdf, doc.paymentMethod, top);
  let bottom = drawPairs(pdf, subtotals, TOTALS, top);
  drawRule(pdf, TOTALS.x, bottom, TOTALS.width + INSET, COLORS.text);
  bottom = drawPairs(pdf, total, TOTAL, bottom + RULE_GAP) + RULE_GAP;
  bottom = drawPairs(pdf, paid, TOTALS, bottom);
  drawRule(pdf, TOTALS.x, bottom, TOTALS.width + INSET);
  bottom = drawPairs(pdf, outstanding, TOTAL, bottom + RULE_GAP);
  return Math.max(bottom, top + paymentHeight(pdf, doc.paymentMethod)) + 20;
}
