import { z } from 'zod';
import { PagingMetaSchema } from '../common';
import { DashboardFiguresSchema } from '../dashboard';

/*
 * The figures a list shows beside each offer, publisher or advertiser: its last 30 days in the
 * network's time zone, summed from the rollups by the report kit (the same numbers
 * report/performance shows for that range and row). The shape is the dashboards' (`all` the counts
 * of every currency, `byCurrency` each currency's counters), so the metric catalogue computes
 * conversions and money from it as everywhere else.
 */

/** How many days a list's figures cover, today (in the network's zone) included. */
export const RECENT_FIGURES_DAYS = 30;

/** A row's figures; null when the caller may not read reports (an employee without `reports.read`). */
export const RecentFiguresSchema = DashboardFiguresSchema.nullable();
export type RecentFigures = z.infer<typeof RecentFiguresSchema>;

/** The days the figures cover, so a screen can say so and open the report of the same days. */
export const RecentRangeSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.string(),
});
export type RecentRange = z.infer<typeof RecentRangeSchema>;

/**
 * A page of a list whose rows carry figures: `meta.recent` is the range, null when the rows'
 * figures are (the caller may not read reports).
 */
export function pagedWithFigures<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    meta: PagingMetaSchema.extend({ recent: RecentRangeSchema.nullable() }),
  });
}

/** Sorts every list with figures offers: counts only, which add across currencies. */
export const RECENT_FIGURE_SORTS = ['clicks', 'conversions'] as const;
export type RecentFigureSort = (typeof RECENT_FIGURE_SORTS)[number];
