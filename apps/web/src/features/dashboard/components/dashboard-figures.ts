import {
  type BaseCounters,
  conversionsOf,
  type DashboardFigures,
  metricByKey,
  profitOf,
} from '@affnet/contracts';
import { formatAmount } from '../../../lib/money';
import type { DashboardPortal } from '../api/dashboard-portal';

/*
 * The figures each portal's dashboard shows, as rows: the metric's label and help from the
 * report catalogue (one definition of each), and its value over one period's figures. Counts
 * add across currencies; money is listed per currency, never added across them.
 */

export type DashboardMetric = {
  key: string;
  label: string;
  help: string;
  format: (figures: DashboardFigures) => string;
};

const count = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'));

/** "$1,200.00 · €80.00"; "—" with no money in any currency. */
function moneyOf(figures: DashboardFigures, value: (counters: BaseCounters) => string | null): string {
  const parts = figures.byCurrency.flatMap(({ currency, counters }) => {
    const amount = value(counters);
    return amount === null ? [] : [formatAmount(amount, currency)];
  });
  return parts.length > 0 ? parts.join(' · ') : '—';
}

function catalogued(key: string, label?: string): Pick<DashboardMetric, 'key' | 'label' | 'help'> {
  const metric = metricByKey(key);
  if (!metric) throw new Error(`No metric ${key} in the catalogue`);
  return { key, label: label ?? metric.label, help: metric.help };
}

const GROSS: DashboardMetric = { ...catalogued('grossClicks'), format: (f) => count(f.all.grossClicks) };
const UNIQUE: DashboardMetric = { ...catalogued('uniqueClicks'), format: (f) => count(f.all.uniqueClicks) };
const CONVERSIONS: DashboardMetric = {
  ...catalogued('conversions'),
  format: (f) => count(conversionsOf(f.all)),
};
const money = (key: 'payout' | 'revenue', label?: string): DashboardMetric => ({
  ...catalogued(key, label),
  format: (f) => moneyOf(f, (counters) => counters[key]),
});
const PROFIT: DashboardMetric = { ...catalogued('profit'), format: (f) => moneyOf(f, profitOf) };

export const DASHBOARD_METRICS: Record<DashboardPortal, readonly DashboardMetric[]> = {
  admin: [GROSS, UNIQUE, CONVERSIONS, money('revenue'), money('payout'), PROFIT],
  publisher: [GROSS, UNIQUE, CONVERSIONS, money('payout', 'Earnings')],
  advertiser: [GROSS, UNIQUE, CONVERSIONS, money('revenue', 'Spend')],
};

/** The trend chart's figure: gross clicks a day (every portal sees them). */
export const TREND_METRIC = { ...GROSS, value: (f: DashboardFigures) => f.all.grossClicks ?? 0 };
