import { z } from 'zod';
import { timezoneSchema } from './common';

/*
 * The dashboards of the three portals: today against yesterday and the last 7 days, a trend over
 * the last 30 days, top offers (and publishers, for staff). Each figure is a sum of the hourly
 * rollups' base counters for the viewer's rows; money is per currency (the rollups keep it) and
 * only the side the viewer may see: publishers their payout, advertisers their spend (revenue),
 * staff both.
 */

export const DASHBOARD_TREND_DAYS = 30;
export const DASHBOARD_TOP_ROWS = 5;

export const dashboardQuerySchema = z.object({
  /** Days start at midnight here; the browser's zone, else the network's. */
  tz: timezoneSchema.optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** Money of one currency: `payout` for staff and publishers, `revenue` for staff and advertisers. */
export const DashboardMoneySchema = z.object({
  currency: z.string(),
  payout: z.string().optional(),
  revenue: z.string().optional(),
});
export type DashboardMoney = z.infer<typeof DashboardMoneySchema>;

export const DashboardFiguresSchema = z.object({
  grossClicks: z.number().int(),
  uniqueClicks: z.number().int(),
  approvedConversions: z.number().int(),
  pendingConversions: z.number().int(),
  /** Approved money, one entry per currency that had any. */
  money: z.array(DashboardMoneySchema),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;

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
  /** The last 7 days' offers with the most approved conversions. */
  topOffers: z.array(DashboardTopRowSchema),
  /** Staff only: the last 7 days' publishers with the most approved conversions. */
  topPublishers: z.array(DashboardTopRowSchema).optional(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const getDashboardResponseSchema = z.object({ data: DashboardSchema });
export type GetDashboardResponse = z.infer<typeof getDashboardResponseSchema>;
