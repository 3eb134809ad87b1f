import type { PayoutParts } from '../../offer-model/index';

/*
 * Money of one conversion, in cents as BigInt so nothing is lost to floats: a CPA amount, a
 * percentage of the sale (CPS), or both. CPC pays per click, so a conversion of it earns nothing.
 */

const toCents = (amount: string | null): bigint => {
  if (!amount) return 0n;
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

const fromCents = (cents: bigint): string => {
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
};

/** A percentage ("7.50") of a sale in cents, rounded half up to the cent. */
function shareOf(saleCents: bigint, percent: string | null): bigint {
  const hundredths = toCents(percent);
  return (saleCents * hundredths + 5_000n) / 10_000n;
}

/** What one conversion earns under these parts, e.g. "12.50". */
export function amountFor(parts: PayoutParts, saleAmount: string | null): string {
  const sale = toCents(saleAmount);
  switch (parts.payoutType) {
    case 'cpa':
      return fromCents(toCents(parts.payoutAmount));
    case 'cps':
      return fromCents(shareOf(sale, parts.payoutPercent));
    case 'cpa_cps':
      return fromCents(toCents(parts.payoutAmount) + shareOf(sale, parts.payoutPercent));
    case 'cpc':
      return '0.00';
  }
}

/** The same for revenue, whose parts carry other names. */
export function revenueFor(
  event: {
    revenueType: PayoutParts['payoutType'];
    revenueAmount: string | null;
    revenuePercent: string | null;
  },
  saleAmount: string | null,
): string {
  return amountFor(
    { payoutType: event.revenueType, payoutAmount: event.revenueAmount, payoutPercent: event.revenuePercent },
    saleAmount,
  );
}
