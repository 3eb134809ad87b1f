import type { BaseCounters, DashboardFigures } from '@affnet/contracts';
import { formatAmount } from './money';

/*
 * A period's figures (contracts `DashboardFigures`: counts of every currency together, money per
 * currency) as text: the dashboards and the lists' recent figures show them alike. Counts add
 * across currencies; money is listed per currency, never added across them.
 */

/** "1,204"; "—" for a count the viewer may not see. */
export const formatCount = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'));

/** "$1,200.00 · €80.00"; "—" with no money in any currency. */
export function formatMoneyByCurrency(
  figures: DashboardFigures,
  value: (counters: BaseCounters) => string | null,
): string {
  const parts = figures.byCurrency.flatMap(({ currency, counters }) => {
    const amount = value(counters);
    return amount === null ? [] : [formatAmount(amount, currency)];
  });
  return parts.length > 0 ? parts.join(' · ') : '—';
}
