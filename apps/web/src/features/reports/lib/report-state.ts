import {
  DIMENSION_KEYS,
  type DimensionKey,
  dimensionsFor,
  MAX_GROUP_BY,
  METRICS,
  metricsFor,
  REPORT_FILTER_KEYS,
  type ReportFilterKey,
  type UserRole,
} from '@affnet/contracts';
import { addDays, type DayRange } from '../../../lib/date-ranges';

/*
 * The performance report's whole state, read from and written to the URL (the server's query
 * keys, plus `chart` and `compare` for the screen), so a view can be bookmarked and shared. A
 * value the role may not use or a hand-edited one falls back to its default.
 */

export type ReportState = DayRange & {
  /** Absent: the network's zone. */
  tz: string | null;
  groupBy: DimensionKey[];
  filters: Partial<Record<ReportFilterKey, string>>;
  sort: string | null;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
  /** The metric the chart draws over time. */
  chart: string;
  compare: boolean;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGE_SIZES = [10, 25, 50, 100];

export function readReportState(params: URLSearchParams, role: UserRole, today: string): ReportState {
  const allowedGroups = new Set(dimensionsFor(role).map((d) => d.key));
  const groupBy = (params.get('groupBy') ?? '')
    .split(',')
    .filter(
      (key): key is DimensionKey =>
        (DIMENSION_KEYS as readonly string[]).includes(key) && allowedGroups.has(key),
    )
    .slice(0, MAX_GROUP_BY);
  const filters: ReportState['filters'] = {};
  for (const key of REPORT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const validRange = DAY.test(from) && DAY.test(to) && from <= to;
  const visible = new Set(metricsFor(role).map((m) => m.key));
  const chart = params.get('chart') ?? '';
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    from: validRange ? from : addDays(today, -6),
    to: validRange ? to : today,
    tz: params.get('tz') || null,
    groupBy: groupBy.length > 0 ? [...new Set(groupBy)] : ['date'],
    filters,
    sort: params.get('sort') || null,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: PAGE_SIZES.includes(perPage) ? perPage : 25,
    chart: visible.has(chart) ? chart : (METRICS[0]?.key ?? 'grossClicks'),
    compare: params.get('compare') === '1',
  };
}

/** The server's query for a state (the screen-only keys left out). */
export function queryOfState(state: ReportState): Record<string, string> {
  const query: Record<string, string> = {
    from: state.from,
    to: state.to,
    groupBy: state.groupBy.join(','),
    order: state.order,
    page: String(state.page),
    perPage: String(state.perPage),
    ...(state.tz ? { tz: state.tz } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
  };
  for (const [key, value] of Object.entries(state.filters)) if (value) query[key] = value;
  return query;
}

/** The filters and range alone: what another report reads to show the rows behind a figure. */
export function filterQueryOf(
  state: Pick<ReportState, 'from' | 'to' | 'tz' | 'filters'>,
): Record<string, string> {
  const query: Record<string, string> = {
    from: state.from,
    to: state.to,
    ...(state.tz ? { tz: state.tz } : {}),
  };
  for (const [key, value] of Object.entries(state.filters)) if (value) query[key] = value;
  return query;
}

/** The URL search of a state: the server's keys plus the screen's own. */
export function searchOfState(state: ReportState): URLSearchParams {
  const params = new URLSearchParams(queryOfState(state));
  params.set('chart', state.chart);
  if (state.compare) params.set('compare', '1');
  return params;
}
