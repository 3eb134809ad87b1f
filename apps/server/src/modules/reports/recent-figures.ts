import {
  type DashboardFigures,
  type PagedResponse,
  periodFiguresOf,
  RECENT_FIGURE_SORTS,
  RECENT_FIGURES_DAYS,
  type RecentFigureSort,
  type RecentRange,
  shiftDay,
  utcToZonedTime,
} from '@affnet/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { unnestTokens } from '../../db/token-array';
import type { CountedDimension, EventStore, RollupGroup } from '../../events/index';
import { AppError } from '../../lib/app-error';
import { type PageQuery, toPage } from '../../lib/paging';
import type { ReportScope } from './report-scope';
import type { ReportStores } from './report-stores';
import { sumRollups } from './rollup-lookups';

/*
 * The figures lists show beside their rows (docs/reports.md "Figures on lists"): each offer's,
 * publisher's or advertiser's last 30 days in the network's zone, through the report kit, so a
 * list says what report/performance says for the same days and row. A page's figures are one
 * grouped query for the page's ids; sorting by a figure joins the counts of every id instead,
 * which the event store answers as arrays (a list query joins no event table).
 */

export type FiguredDimension = CountedDimension;

/** The last 30 days, today included, in `timeZone`. */
export function recentRangeOf(timeZone: string, now = new Date()): RecentRange {
  const to = utcToZonedTime(now, timeZone).slice(0, 10);
  return { from: shiftDay(to, 1 - RECENT_FIGURES_DAYS), to, timeZone };
}

/**
 * Whose figures a list shows and over which days: the caller's report scope (what of each row's
 * traffic they may see) and the range. A list gets null instead when its caller may not read
 * reports; its rows' figures are then null and it cannot be sorted by them.
 */
export type ListFigures = { tenantId: string; range: RecentRange; scope: ReportScope };

export const isRecentFigureSort = (sort: string): sort is RecentFigureSort =>
  (RECENT_FIGURE_SORTS as readonly string[]).includes(sort);

/** A list sorted by a figure its caller may not see: 422 on `sort`, as reports answer. */
export function refuseHiddenFigureSort(sort: string, figures: ListFigures | null): void {
  if (figures || !isRecentFigureSort(sort)) return;
  throw new AppError('VALIDATION', 'The request has invalid fields', {
    sort: ['Sorting by clicks or conversions needs the permission to read reports'],
  });
}

const requestOf = ({ tenantId, range, scope }: ListFigures) => ({
  tenantId,
  from: range.from,
  to: range.to,
  timeZone: range.timeZone,
  filters: {},
  scope,
});

/** The figures of each of `ids` (ids without traffic get zeros), in one grouped query. */
export async function recentFiguresOf(
  stores: ReportStores,
  request: ListFigures,
  dimension: FiguredDimension,
  ids: readonly string[],
): Promise<Map<string, DashboardFigures>> {
  const sums =
    ids.length === 0
      ? { groups: [] }
      : await sumRollups(stores, {
          ...requestOf(request),
          groupBy: [dimension],
          within: { [dimension]: ids },
        });
  const groupsOf = new Map<string, RollupGroup[]>();
  for (const group of sums.groups) {
    const id = group.keys[dimension] ?? '';
    groupsOf.set(id, [...(groupsOf.get(id) ?? []), group]);
  }
  return new Map(ids.map((id) => [id, periodFiguresOf(groupsOf.get(id) ?? [], request.scope.role)]));
}

/**
 * A list's ORDER BY on a figure: `join` (to add to the list's FROM) brings each id's counts of
 * the range as `recent_counts`, read from the event store first and joined as arrays with
 * `unnest` (the list query reads no event table), and `value` sorts by the one asked, rows
 * without traffic as 0.
 */
export async function recentSortOf(
  events: EventStore,
  request: ListFigures,
  dimension: FiguredDimension,
  sort: RecentFigureSort,
): Promise<{ join: SQL; on: (id: SQL) => SQL; value: SQL }> {
  const counts = await events.countsById(requestOf(request), dimension);
  return {
    join: sql`${unnestTokens([counts.ids, 'uuid'], [counts.clicks, 'float8'], [counts.conversions, 'float8'])} as recent_counts(id, clicks, conversions)`,
    on: (id) => sql`recent_counts.id = ${id}`,
    value: sql`coalesce(${sql.raw(`recent_counts.${sort}`)}, 0)`,
  };
}

/** A list's page whose meta says the figures' days (null when its rows have none). */
export function pageWithFigures<Item>(
  items: Item[],
  total: number,
  query: PageQuery,
  figures: ListFigures | null,
): PagedResponse<Item> & { meta: { recent: RecentRange | null } } {
  const page = toPage(items, total, query);
  return { ...page, meta: { ...page.meta, recent: figures?.range ?? null } };
}
