import type { BaseCounters, MetricDefinition } from '@affnet/contracts';
import { formatAmount } from '../../../lib/money';

const COUNT = new Intl.NumberFormat('en-US');
const PERCENT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A metric's value from counters, as people read it; "—" when it is blank (no denominator, not kept). */
export function formatMetric(metric: MetricDefinition, counters: BaseCounters, currency: string): string {
  const value = metric.value(counters);
  if (value === null) return '—';
  if (metric.format === 'money') return formatAmount(value, currency);
  if (metric.format === 'percent') return `${PERCENT.format(Number(value))}%`;
  return COUNT.format(Number(value));
}

/** The metric as a number, for charts and comparisons (null when blank). */
export function metricNumber(metric: MetricDefinition, counters: BaseCounters): number | null {
  const value = metric.value(counters);
  return value === null ? null : Number(value);
}
