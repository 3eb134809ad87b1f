import type { PayoutType } from '@affnet/contracts';
import { PAYOUT_TYPE_SHORT } from '@affnet/contracts';
import { formatAmount } from './money';

/** A payout or revenue as stored: the type and the parts it uses. */
export type PriceParts = { type: PayoutType; amount: string | null; percent: string | null };

/** "7.5%", dropping a zero fraction ("10%"). */
export function formatPercent(percent: string): string {
  return `${Number(percent).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/**
 * One price in words a publisher or advertiser reads at a glance: "$2.50 CPA", "7.5% CPS",
 * "$1.00 + 5% CPA + CPS", "$0.05 CPC". Amounts follow spec §9 (two decimals, symbol first).
 */
export function formatPrice({ type, amount, percent }: PriceParts, currency: string): string {
  const parts: string[] = [];
  if (amount !== null) parts.push(formatAmount(amount, currency));
  if (percent !== null) parts.push(formatPercent(percent));
  const value = parts.length > 0 ? parts.join(' + ') : formatAmount(0, currency);
  return `${value} ${PAYOUT_TYPE_SHORT[type]}`;
}

/** The payout part of a row with `payoutType`, `payoutAmount`, `payoutPercent`. */
export function payoutOf(row: {
  payoutType: PayoutType;
  payoutAmount: string | null;
  payoutPercent: string | null;
}): PriceParts {
  return { type: row.payoutType, amount: row.payoutAmount, percent: row.payoutPercent };
}

/** The revenue part of a row with `revenueType`, `revenueAmount`, `revenuePercent`. */
export function revenueOf(row: {
  revenueType: PayoutType;
  revenueAmount: string | null;
  revenuePercent: string | null;
}): PriceParts {
  return { type: row.revenueType, amount: row.revenueAmount, percent: row.revenuePercent };
}
