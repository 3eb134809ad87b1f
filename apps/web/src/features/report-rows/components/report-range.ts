import type { ListState } from '../../../lib/list-params';
import { listRequestOf, type PageRequest } from '../../../lib/paged-list';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The local calendar day `daysAgo` days before today, YYYY-MM-DD. */
export function localDay(daysAgo = 0, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The days a report shows: the URL's when they are days, else the last `defaultDays` up to
 * today. The defaults are not written into the URL, so a bookmark without dates stays "recent".
 */
export function rangeOf(filters: { from?: string; to?: string }, defaultDays: number) {
  return {
    from: filters.from && DAY.test(filters.from) ? filters.from : localDay(defaultDays - 1),
    to: filters.to && DAY.test(filters.to) ? filters.to : localDay(0),
  };
}

/** A report's request: the URL state with its range filled in. */
export function reportRequestOf<Sort extends string, Filter extends string>(
  state: ListState<Sort, Filter>,
  defaultDays: number,
): PageRequest {
  const request = listRequestOf(state) as PageRequest & { from?: string; to?: string };
  return { ...request, ...rangeOf(request, defaultDays) };
}
