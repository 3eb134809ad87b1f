import type { CreditState } from '@affnet/contracts';

/*
 * Where an advertiser stands against its credit (docs/money.md "Credit control"), from its
 * figures in its own currency. Pure: the check and the screen both read it.
 */

export type CreditFigures = { outstanding: string; invoiced: string; notInvoiced: string; prepaid: string };
export type CreditTerms = {
  mode: 'credit_limit' | 'prepaid';
  creditLimit: string | null;
  warnPercent: number;
};
export type CreditStanding = { available: string; usedPercent: number; state: CreditState };

/** "12.50" or "-3.00" → cents; both sides are numeric(14, 2). */
export const centsOf = (amount: string): bigint => {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
};

export const amountOf = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/**
 * A credit limit is used by what the advertiser owes (unpaid invoices and revenue not invoiced
 * yet); prepaid funds by everything invoiced or still to invoice. At or below nothing available
 * the advertiser is at the limit (prepaid with no funds too); from the threshold on, near it.
 */
export function creditStanding(terms: CreditTerms, figures: CreditFigures): CreditStanding {
  const prepaid = terms.mode === 'prepaid';
  const funds = centsOf(prepaid ? figures.prepaid : (terms.creditLimit ?? '0'));
  const used = centsOf(prepaid ? figures.invoiced : figures.outstanding) + centsOf(figures.notInvoiced);
  const available = funds - used;
  // Tenths of a percent, exact; with no funds any use is "all of it".
  const usedPercent = funds > 0n ? Number((used * 1000n) / funds) / 10 : used > 0n ? 100 : 0;
  const state: CreditState = available <= 0n ? 'limit' : usedPercent >= terms.warnPercent ? 'warning' : 'ok';
  return { available: amountOf(available), usedPercent, state };
}
