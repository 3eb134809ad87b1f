import type { InvoiceDocument } from './invoice-document';

/** A signed decimal string as the ledger writes it ("-12.50", "1200.00"). */
const DECIMAL = /^-?\d+(\.\d+)?$/;
const isDecimal = (value: string): value is `${number}` => DECIMAL.test(value);

/**
 * Formats the document's amounts in its currency ("€1,200.00", "-€12.50"). Intl reads the decimal
 * string itself, so no amount goes through a float.
 */
export function moneyFormatter(currency: string): (amount: string) => string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency });
  return (amount) => {
    if (!isDecimal(amount)) throw new TypeError(`Not a decimal amount: "${amount}"`);
    return format.format(amount);
  };
}

const QUANTITY = new Intl.NumberFormat('en', { maximumFractionDigits: 4 });
export const formatQuantity = (quantity: number | null) =>
  quantity === null ? '' : QUANTITY.format(quantity);

const STATUS_LABELS: Record<InvoiceDocument['status'], string> = {
  issued: 'Issued',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
};
export const statusLabel = (status: InvoiceDocument['status']) => STATUS_LABELS[status];
