import { PAYOUT_TYPE_PARTS } from '@affnet/contracts';
import { Text } from '@mantine/core';
import { formatAmount } from '../../../../lib/money';
import { formatPercent } from '../../../../lib/pricing';
import type { PayoutRow } from './payouts-values';

type Margin = { text: string; isLoss: boolean };

function numberOf(text: string): number | null {
  return text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);
}

/**
 * What the network keeps on one event: revenue minus payout. Comparable only when both are fixed
 * amounts or both percentages; a mix depends on each sale's amount.
 */
export function marginOf(row: PayoutRow, currency: string): Margin | null {
  const pay = PAYOUT_TYPE_PARTS[row.payoutType];
  const earn = PAYOUT_TYPE_PARTS[row.revenueType];
  if (pay.amount && !pay.percent && earn.amount && !earn.percent) {
    const payout = numberOf(row.payoutAmount);
    const revenue = numberOf(row.revenueAmount);
    if (payout === null || revenue === null) return null;
    const share = revenue > 0 ? ` (${formatPercent(String(((revenue - payout) / revenue) * 100))})` : '';
    return { text: `Margin ${formatAmount(revenue - payout, currency)}${share}`, isLoss: revenue < payout };
  }
  if (pay.percent && !pay.amount && earn.percent && !earn.amount) {
    const payout = numberOf(row.payoutPercent);
    const revenue = numberOf(row.revenuePercent);
    if (payout === null || revenue === null) return null;
    return {
      text: `Margin ${formatPercent(String(revenue - payout))} of each sale`,
      isLoss: revenue < payout,
    };
  }
  return { text: 'Margin depends on the sale amount', isLoss: false };
}

/** The margin under an event's prices; a loss is warned about on the payout input itself (risky-input.ts). */
export function MarginHint({ row, currency }: { row: PayoutRow; currency: string }) {
  const margin = marginOf(row, currency);
  if (!margin) return null;
  return (
    <Text size="sm" c="dimmed">
      {margin.text}
    </Text>
  );
}
