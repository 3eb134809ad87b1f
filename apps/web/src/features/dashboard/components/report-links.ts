/*
 * Every figure on a dashboard links to the performance report that explains it: the same days,
 * zone and filters in the report's URL (the report filter keys shared by every report).
 */

export type ReportLinkFilters = {
  from: string;
  to: string;
  tz: string;
  offerId?: string;
  publisherId?: string;
  groupBy?: string;
};

export function reportLinkOf(reportPath: string, filters: ReportLinkFilters): string {
  const params = new URLSearchParams();
  const { groupBy = filters.from === filters.to ? 'hour' : 'date', ...rest } = filters;
  for (const [key, value] of Object.entries({ ...rest, groupBy })) {
    if (value) params.set(key, value);
  }
  return `${reportPath}?${params}`;
}
