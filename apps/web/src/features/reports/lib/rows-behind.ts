import { DIMENSION_FILTER_KEYS, type DimensionKey, type PerformanceRow } from '@affnet/contracts';
import { addDays } from '../../../lib/date-ranges';
import { filterQueryOf, type ReportState } from './report-state';

/*
 * "Every number explains itself": a row's conversion figure opens the conversion report with the
 * report's range and filters narrowed to the row's grouped values (and the status of the figure).
 */

function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, monthNumber ?? 1, 0)).toISOString().slice(0, 10);
}

/** The days a time bucket covers, clipped to the report's range. */
function bucketRange(key: DimensionKey, value: string, label: string): { from: string; to: string } | null {
  if (key === 'date') return { from: value, to: value };
  // The hour's label starts with its local day.
  if (key === 'hour') return { from: label.slice(0, 10), to: label.slice(0, 10) };
  if (key === 'week') return { from: value, to: addDays(value, 6) };
  if (key === 'month') return { from: `${value}-01`, to: lastDayOfMonth(value) };
  return null;
}

export function rowsBehindQuery(
  state: ReportState,
  row: PerformanceRow | null,
  status?: string,
): Record<string, string> {
  const filters: Record<string, string> = { ...state.filters };
  let { from, to } = state;
  for (const [key, grouped] of Object.entries(row?.dimensions ?? {})) {
    if (grouped.value === null) continue;
    const filterKey = DIMENSION_FILTER_KEYS[key as DimensionKey];
    if (filterKey) filters[filterKey] = grouped.value;
    const bucket = bucketRange(key as DimensionKey, grouped.value, grouped.label);
    if (bucket) {
      from = bucket.from > from ? bucket.from : from;
      to = bucket.to < to ? bucket.to : to;
    }
  }
  if (status) filters.status = status;
  return filterQueryOf({ from, to, tz: state.tz, filters });
}
