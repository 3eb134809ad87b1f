import { addCounters, type BaseCounters, type MetricDefinition, zeroCounters } from '@affnet/contracts';
import { metricNumber } from './format-metric';

/*
 * One metric over several currencies: money is never added across currencies (one value per
 * currency); counts and rates are computed from the counters added across currencies.
 */

export type CurrencyCounters = { currency: string; counters: BaseCounters };

export type SeriesValue = { name: string; currency: string; value: number | null };

export function seriesValues(metric: MetricDefinition, lines: readonly CurrencyCounters[]): SeriesValue[] {
  if (metric.format === 'money') {
    return lines.map((line) => ({
      name: `${metric.label} (${line.currency})`,
      currency: line.currency,
      value: metricNumber(metric, line.counters),
    }));
  }
  const summed = lines.reduce((sum, line) => addCounters(sum, line.counters), zeroCounters());
  return [{ name: metric.label, currency: lines[0]?.currency ?? '', value: metricNumber(metric, summed) }];
}

/** The change from `previous` to `current` in percent; null when there is nothing to compare. */
export function changeOf(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}
