import SEPA from 'sepa';
import { fieldError } from '../../../lib/app-error';
import type { ExportFile, ExportRow, ExportSource } from './export-file';
import { remittanceOf } from './export-file';
import { isValidIBAN } from './iban';

/** pain.001.001.03: the SEPA credit transfer message every euro-area bank takes (ISO 20022). */
const PAIN_FORMAT = 'pain.001.001.03';
/** Max70Text: names in the message are cut to fit. */
const NAME_LENGTH = 70;

const compact = (value: string | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();
const nameOf = (value: string) => value.trim().slice(0, NAME_LENGTH);

/** The network's account the money leaves from, or what is missing from the company settings. */
function debtorOf(source: ExportSource) {
  const iban = compact(source.company?.bankAccount ?? undefined);
  if (!source.company || !isValidIBAN(iban)) {
    throw fieldError('format', 'A SEPA file needs the network’s IBAN: enter it under Settings, Company.');
  }
  return { name: nameOf(source.company.legalName), iban, bic: compact(source.company.bankBic ?? undefined) };
}

/** Publishers whose details are no IBAN: the file cannot pay them, so it is not made. */
function refuseWithoutIban(rows: ExportRow[]) {
  const without = rows.filter((row) => !isValidIBAN(compact(row.details.accountNumber)));
  if (without.length > 0) {
    const names = without.map((row) => `${row.partnerName} (${row.invoiceNumber})`).join(', ');
    throw fieldError('format', `A SEPA file pays IBANs only; these have none: ${names}.`);
  }
}

/**
 * A SEPA credit transfer initiation (pain.001.001.03), made with sepa.js: one payment
 * information block from the network's account, one transfer per item. The batch number is the
 * message id (a bank refuses a message id twice, so a file uploaded twice is not paid twice); the
 * invoice number is each transfer's end-to-end id and is in its remittance text.
 */
export function sepaXml(source: ExportSource): ExportFile {
  const debtor = debtorOf(source);
  refuseWithoutIban(source.rows);
  const document = new SEPA.Document(PAIN_FORMAT);
  document.grpHdr.id = source.batchNumber;
  document.grpHdr.created = source.now;
  document.grpHdr.initiatorName = debtor.name;
  const info = document.createPaymentInfo();
  // Noon UTC: the day stays the network's day whatever zone formats it.
  info.requestedExecutionDate = new Date(`${source.today}T12:00:00Z`);
  info.debtorName = debtor.name;
  info.debtorIBAN = debtor.iban;
  if (debtor.bic) info.debtorBIC = debtor.bic;
  document.addPaymentInfo(info);
  for (const row of source.rows) {
    const transfer = info.createTransaction();
    transfer.creditorName = nameOf(row.details.accountHolder || row.partnerName);
    transfer.creditorIBAN = compact(row.details.accountNumber);
    const bic = compact(row.details.swift);
    if (bic) transfer.creditorBIC = bic;
    transfer.amount = Number(row.amount);
    transfer.currency = source.currency;
    transfer.remittanceInfo = remittanceOf(row);
    transfer.end2endId = row.invoiceNumber;
    info.addTransaction(transfer);
  }
  return {
    fileName: `${source.batchNumber}-sepa.xml`,
    contentType: 'application/xml; charset=utf-8',
    body: document.toString(),
  };
}
