import { z } from 'zod';
import { timezoneSchema } from './common';
import { addCounters, type BaseCounters, MONEY_COUNTERS, zeroCounters } from './reports/base-counters';
import { hiddenCountersFor } from './reports/metrics';
import { BaseCountersSchema, PerformanceTotalsSchema } from './reports/performance';
import type { UserRole } from './roles';

/*
 * The dashboards of the three portals: today against yesterday and the last 7 days, a trend over
 * the last 30 days, top offers (and publishers, for staff). Each figure is the report kit's sums
 * of the hourly rollups for the viewer's rows (the same numbers report/performance shows for the
 * same range and filters); money only on the side the viewer may see.
 */

export const DASHBOARD_TREND_DAYS = 30;
export const DASHBOARD_TOP_ROWS = 5;

export const dashboardQuerySchema = z.object({
  /** Days start at midnight here; the browser's zone, else the network's. */
  tz: timezoneSchema.optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/**
 * One period's figures: `all` sums the counts of every currency (its money counters are null:
 * amounts never add across currencies), `byCurrency` holds each currency's counters. Counters
 * the viewer's role may not see are null (publishers: revenue; advertisers: payout). Metrics
 * (conversions, CR, profit…) are computed from these by the report metric catalogue.
 */
export const DashboardFiguresSchema = z.object({
  all: BaseCountersSchema,
  byCurrency: z.array(PerformanceTotalsSchema),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;

const withoutMoney = (counters: BaseCounters): BaseCounters => {
  const copy = { ...counters };
  for (const key of MONEY_COUNTERS) copy[key] = null;
  return copy;
};

/**
 * Sums (one per currency, or several of a currency) as one period's figures for a role: added
 * per currency, the counters the role may not see blanked, and the counts of every currency
 * together. The dashboards and the lists' recent figures are made by it.
 */
export function periodFiguresOf(
  sums: ReadonlyArray<{ currency: string; counters: BaseCounters }>,
  role: UserRole,
): DashboardFigures {
  const byCurrency = new Map<string, BaseCounters>();
  for (const sum of sums) {
    byCurrency.set(sum.currency, addCounters(byCurrency.get(sum.currency) ?? zeroCounters(), sum.counters));
  }
  const hidden = hiddenCountersFor(role);
  const totals = [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, counters]) => {
      const shown = { ...counters };
      for (const key of hidden) shown[key] = null;
      return { currency, counters: shown };
    });
  const all = totals.reduce(
    (sum, total) => addCounters(sum, withoutMoney(total.counters)),
    withoutMoney(zeroCounters()),
  );
  return { all, byCurrency: totals };
}

const rangeSchema = z.object({
  /** First day and last day (inclusive) in the dashboard's zone, `YYYY-MM-DD`. */
  from: z.iso.date(),
  to: z.iso.date(),
});

export const DashboardPeriodSchema = rangeSchema.extend({ figures: DashboardFiguresSchema });
export type DashboardPeriod = z.infer<typeof DashboardPeriodSchema>;

export const DashboardTopRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  figures: DashboardFiguresSchema,
});
export type DashboardTopRow = z.infer<typeof DashboardTopRowSchema>;

export const DashboardSchema = z.object({
  tz: z.string(),
  today: DashboardPeriodSchema,
  yesterday: DashboardPeriodSchema,
  last7Days: DashboardPeriodSchema,
  /** One point per day of the last 30 days, oldest first, days without traffic included. */
  trend: z.array(z.object({ day: z.iso.date(), figures: DashboardFiguresSchema })),
  /** The last 7 days' offers with the most conversions (then gross clicks). */
  topOffers: z.array(DashboardTopRowSchema),
  /** Staff only: the last 7 days' publishers with the most conversions (then gross clicks). */
  topPublishers: z.array(DashboardTopRowSchema).optional(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const getDashboardResponseSchema = z.object({ data: DashboardSchema });
export type GetDashboardResponse = z.infer<typeof getDashboardResponseSchema>;
