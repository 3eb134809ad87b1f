import SEPA from 'sepa';

/** Whether `value` (spaces removed) is an IBAN with a valid checksum, by sepa.js's check. */
export function isValidIBAN(value: string): boolean {
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value) && SEPA.validateIBAN(value);
}
