import { csvOf, type ExportFile, type ExportSource, remittanceOf } from './export-file';
import { isValidIBAN } from './iban';

/** The columns of Wise's "send to bank accounts" batch template (up to 1,000 transfers a file). */
const WISE_HEADER = [
  'name',
  'recipientEmail',
  'paymentReference',
  'receiverType',
  'amountCurrency',
  'amount',
  'sourceCurrency',
  'targetCurrency',
  'IBAN',
  'BIC',
  'accountNumber',
];

/**
 * A Wise batch: each publisher's account holder and bank account (an IBAN in its column, any other
 * account number in its own), the invoice as the reference, and a fixed target amount ("target"):
 * the publisher receives exactly what the invoice says; Wise's fee is the network's.
 */
export function wiseCsv(source: ExportSource): ExportFile {
  const rows = source.rows.map((row) => {
    const account = (row.details.accountNumber ?? '').replace(/\s+/g, '');
    const iban = isValidIBAN(account);
    return [
      row.details.accountHolder ?? row.partnerName,
      null,
      remittanceOf(row),
      'BUSINESS',
      'target',
      row.amount,
      source.currency,
      source.currency,
      iban ? account : null,
      row.details.swift ?? null,
      iban ? null : account,
    ];
  });
  return {
    fileName: `${source.batchNumber}-wise.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: csvOf(WISE_HEADER, rows),
  };
}
