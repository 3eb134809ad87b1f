import { csvOf, type ExportFile, type ExportSource, remittanceOf } from './export-file';

/**
 * PayPal Payouts' bulk file: no header, one payment a row: the recipient's PayPal e-mail, the
 * amount, the currency, a unique id (the invoice number, so PayPal's report names the invoice) and
 * the note the recipient sees.
 */
export function paypalCsv(source: ExportSource): ExportFile {
  const rows = source.rows.map((row) => [
    row.details.email ?? '',
    row.amount,
    source.currency,
    row.invoiceNumber,
    remittanceOf(row),
  ]);
  return {
    fileName: `${source.batchNumber}-paypal.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: csvOf(null, rows),
  };
}
