import { csvOf, type ExportFile, type ExportSource, remittanceOf } from './export-file';

/**
 * A plain file for any other rail (a crypto desk, a custom method, a bank's own upload): the
 * batch, invoice, publisher, amount and currency, then one column for each of the method's fields.
 */
export function genericCsv(source: ExportSource): ExportFile {
  const header = [
    'Batch',
    'Invoice',
    'Publisher ID',
    'Publisher',
    'Amount',
    'Currency',
    'Method',
    'Reference',
    ...source.fields.map((field) => field.label),
  ];
  const rows = source.rows.map((row) => [
    source.batchNumber,
    row.invoiceNumber,
    row.partnerId,
    row.partnerName,
    row.amount,
    source.currency,
    source.methodName,
    remittanceOf(row),
    ...source.fields.map((field) => row.details[field.key] ?? null),
  ]);
  return {
    fileName: `${source.batchNumber}-payments.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: csvOf(header, rows),
  };
}
