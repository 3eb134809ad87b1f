import {
  addCounters,
  type BaseCounters,
  type ConversionStatus,
  dimensionByKey,
  hiddenCountersFor,
  metricByKey,
  type PerformanceQuery,
  type PerformanceResponse,
  type PerformanceRow,
  REPORT_FILTER_KEYS,
  type UserRole,
  zeroCounters,
} from '@affnet/contracts';
import type { RollupFilters } from '../../events/index';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/paging';
import { labelGroups } from './dimension-labels';
import type { ReportScope } from './report-scope';
import type { ReportStores } from './report-stores';
import { sumRollups } from './rollup-lookups';

/*
 * The performance report: the kit's sums, labelled, limited to what the caller's role may see,
 * sorted by any visible metric or grouped dimension (metrics computed by contracts' functions),
 * paged, with totals per currency over every row.
 */

export type ReportTenant = { id: string; timezone: string };

/** The filters of a report query the rollups apply (status is applied to the sums). */
function filtersOf(query: RollupFilters & Record<string, unknown>): RollupFilters {
  const picked: Record<string, unknown> = {};
  for (const key of REPORT_FILTER_KEYS) {
    if (key !== 'status' && query[key] !== undefined) picked[key] = query[key];
  }
  return picked as RollupFilters;
}

/** Groups and sort keys the role may not use answer 422, naming the field. */
function checkRoleMayAsk(query: PerformanceQuery, role: UserRole): void {
  const refused = query.groupBy.filter((key) => !dimensionByKey(key)?.roles.includes(role));
  if (refused.length > 0) {
    throw new AppError('VALIDATION', 'Choose dimensions from the list.', {
      groupBy: [`Not available: ${refused.join(', ')}`],
    });
  }
  const sortMetric = query.sort ? metricByKey(query.sort) : undefined;
  const sortsHidden = sortMetric ? !sortMetric.roles.includes(role) : false;
  const sortsUngrouped = query.sort && !sortMetric && !query.groupBy.includes(query.sort as never);
  if (sortsHidden || sortsUngrouped) {
    throw new AppError('VALIDATION', 'Choose a column to sort by.', {
      sort: ['Sort by a column of the report'],
    });
  }
}

const OTHER_STATUS_COUNTERS: Record<ConversionStatus, Array<keyof BaseCounters>> = {
  approved: ['pendingConversions', 'rejectedConversions', 'pendingPayout', 'pendingRevenue', 'pendingSale'],
  pending: ['approvedConversions', 'rejectedConversions', 'payout', 'revenue', 'sale'],
  rejected: [
    'approvedConversions',
    'pendingConversions',
    'payout',
    'pendingPayout',
    'revenue',
    'pendingRevenue',
    'sale',
    'pendingSale',
  ],
};

/**
 * A status filter keeps the conversions (and their money) of that status only; clicks have no
 * status and stay. Counters the role may not see become null. CPC click money is counted as
 * approved, so it leaves with a `pending` or `rejected` filter.
 */
function shapeCounters(
  counters: BaseCounters,
  role: UserRole,
  status: ConversionStatus | undefined,
): BaseCounters {
  const shaped = { ...counters };
  for (const key of status ? OTHER_STATUS_COUNTERS[status] : []) {
    if (shaped[key] !== null)
      (shaped as Record<string, unknown>)[key] = typeof shaped[key] === 'number' ? 0 : '0.00';
  }
  for (const key of hiddenCountersFor(role)) shaped[key] = null;
  return shaped;
}

function compareRows(query: PerformanceQuery): (a: PerformanceRow, b: PerformanceRow) => number {
  const sort = query.sort ?? query.groupBy[0] ?? 'date';
  const direction = query.order === 'desc' ? -1 : 1;
  const metric = metricByKey(sort);
  const dimension = dimensionByKey(sort);
  const sortValue = (row: PerformanceRow): number | string | null => {
    if (metric) {
      const value = metric.value(row.counters);
      return value === null ? null : Number(value);
    }
    const grouped = row.dimensions[sort];
    if (!grouped || grouped.value === null) return null;
    // Time values sort as written (ISO-like); names sort as people read them.
    return dimension?.time ? grouped.value : grouped.label.toLowerCase();
  };
  return (a, b) => {
    const [x, y] = [sortValue(a), sortValue(b)];
    if (x === y) return a.currency.localeCompare(b.currency);
    // Blanks last, whichever the direction.
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * direction;
  };
}

function totalsPerCurrency(rows: readonly PerformanceRow[]): PerformanceResponse['totals'] {
  const byCurrency = new Map<string, BaseCounters>();
  for (const row of rows) {
    byCurrency.set(row.currency, addCounters(byCurrency.get(row.currency) ?? zeroCounters(), row.counters));
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, counters]) => ({ currency, counters }));
}

/** Every row of a report, sorted, with totals per currency: what the page and the export read. */
export async function performanceRows(
  stores: ReportStores,
  tenant: ReportTenant,
  query: PerformanceQuery,
  scope: ReportScope,
) {
  checkRoleMayAsk(query, scope.role);
  const timeZone = query.tz ?? tenant.timezone;
  const { status, from, to, groupBy } = query;
  const { rollup, groups } = await sumRollups(stores, {
    tenantId: tenant.id,
    from,
    to,
    timeZone,
    groupBy,
    filters: filtersOf(query),
    scope,
  });
  const labels = await labelGroups(
    stores.db,
    { tenantId: tenant.id, timeZone, role: scope.role, groupBy },
    groups,
  );
  const rows: PerformanceRow[] = groups.map((group, index) => ({
    dimensions: labels[index] ?? {},
    currency: group.currency,
    counters: shapeCounters(group.counters, scope.role, status),
  }));
  rows.sort(compareRows(query));
  return { rows, totals: totalsPerCurrency(rows), timeZone, rollup };
}

export async function performanceReport(
  stores: ReportStores,
  tenant: ReportTenant,
  query: PerformanceQuery,
  scope: ReportScope,
): Promise<PerformanceResponse> {
  const { rows, totals, timeZone, rollup } = await performanceRows(stores, tenant, query, scope);
  const { limit, offset } = pageWindow(query);
  return {
    data: rows.slice(offset, offset + limit),
    totals,
    meta: {
      page: query.page,
      perPage: query.perPage,
      total: rows.length,
      from: query.from,
      to: query.to,
      timeZone,
      rollup,
    },
  };
}
