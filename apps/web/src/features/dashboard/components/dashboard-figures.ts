import { conversionsOf, type DashboardFigures, metricByKey, profitOf } from '@affnet/contracts';
import { formatCount, formatMoneyByCurrency } from '../../../lib/period-figures';
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

function catalogued(key: string, label?: string): Pick<DashboardMetric, 'key' | 'label' | 'help'> {
  const metric = metricByKey(key);
  if (!metric) throw new Error(`No metric ${key} in the catalogue`);
  return { key, label: label ?? metric.label, help: metric.help };
}

const GROSS: DashboardMetric = {
  ...catalogued('grossClicks'),
  format: (f) => formatCount(f.all.grossClicks),
};
const UNIQUE: DashboardMetric = {
  ...catalogued('uniqueClicks'),
  format: (f) => formatCount(f.all.uniqueClicks),
};
const CONVERSIONS: DashboardMetric = {
  ...catalogued('conversions'),
  format: (f) => formatCount(conversionsOf(f.all)),
};
const money = (key: 'payout' | 'revenue', label?: string): DashboardMetric => ({
  ...catalogued(key, label),
  format: (f) => formatMoneyByCurrency(f, (counters) => counters[key]),
});
const PROFIT: DashboardMetric = {
  ...catalogued('profit'),
  format: (f) => formatMoneyByCurrency(f, profitOf),
};

export const DASHBOARD_METRICS: Record<DashboardPortal, readonly DashboardMetric[]> = {
  admin: [GROSS, UNIQUE, CONVERSIONS, money('revenue'), money('payout'), PROFIT],
  publisher: [GROSS, UNIQUE, CONVERSIONS, money('payout', 'Earnings')],
  advertiser: [GROSS, UNIQUE, CONVERSIONS, money('revenue', 'Spend')],
};

/** The trend chart's figure: gross clicks a day (every portal sees them). */
export const TREND_METRIC = { ...GROSS, value: (f: DashboardFigures) => f.all.grossClicks ?? 0 };
