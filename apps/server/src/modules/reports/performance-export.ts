import {
  type BaseCounters,
  dimensionByKey,
  type MetricDefinition,
  metricsFor,
  type PerformanceQuery,
  type PerformanceRow,
  type UserRole,
} from '@affnet/contracts';
import type { CsvCell, CsvColumn } from '../../lib/csv-stream';

/*
 * The performance report as CSV: one line per row, then one "Total" line per currency; the
 * grouped labels, the currency and every metric the role may see (computed by contracts, as on
 * screen). Figures go out as numbers (rates rounded to two places), blanks empty. The rows
 * are already summed in memory (bounded by the kit's group limit); the CSV kit streams them out.
 */

type ExportLine = {
  dimensions: PerformanceRow['dimensions'] | null;
  currency: string;
  counters: BaseCounters;
};

function metricCell(metric: MetricDefinition, counters: BaseCounters): CsvCell {
  const value = metric.value(counters);
  if (value === null) return null;
  // A number, never text: a negative profit as text would be neutralised like a formula.
  return metric.format === 'percent' ? Math.round(Number(value) * 100) / 100 : Number(value);
}

export function performanceCsvColumns(query: PerformanceQuery, role: UserRole): CsvColumn<ExportLine>[] {
  const dimensions: CsvColumn<ExportLine>[] = query.groupBy.map((key, index) => ({
    header: dimensionByKey(key)?.label ?? key,
    cell: (line) => (line.dimensions ? line.dimensions[key]?.label : index === 0 ? 'Total' : null),
  }));
  const metrics = metricsFor(role).map((metric) => ({
    header: metric.format === 'percent' ? `${metric.label} (%)` : metric.label,
    cell: (line: ExportLine) => metricCell(metric, line.counters),
  }));
  return [...dimensions, { header: 'Currency', cell: (line) => line.currency }, ...metrics];
}

export async function* performanceCsvLines(
  rows: readonly PerformanceRow[],
  totals: ReadonlyArray<{ currency: string; counters: BaseCounters }>,
): AsyncIterable<ExportLine> {
  for (const row of rows) yield row;
  for (const total of totals) yield { dimensions: null, ...total };
}
