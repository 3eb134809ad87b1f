import {
  DASHBOARD_TOP_ROWS,
  DASHBOARD_TREND_DAYS,
  type Dashboard,
  type DashboardFigures,
  type DashboardTopRow,
  utcToZonedTime,
  zonedTimeToUtc,
} from '@affnet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers, partners } from '../../db/schema/index';
import { type RollupScope, type RollupSumRow, sumRollups } from './rollup-sums';

/** Whose rows a dashboard sums, and which side of the money it shows. */
export type DashboardViewer =
  | { kind: 'staff' }
  | { kind: 'publisher'; publisherId: string }
  | { kind: 'advertiser'; advertiserId: string };

const HOUR_MS = 3_600_000;

function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

function scopeOf(viewer: DashboardViewer, tenantId: string, from: Date, to: Date): RollupScope {
  if (viewer.kind === 'publisher')
    return { tenantId, from, to, publisherId: viewer.publisherId, withoutPrivateEvents: true };
  if (viewer.kind === 'advertiser') return { tenantId, from, to, advertiserId: viewer.advertiserId };
  return { tenantId, from, to };
}

/** Sums rows into one set of figures, money per currency, only the side the viewer may see. */
function figuresOf(rows: readonly RollupSumRow[], viewer: DashboardViewer): DashboardFigures {
  const money = new Map<string, { payout: number; revenue: number }>();
  const figures: DashboardFigures = {
    grossClicks: 0,
    uniqueClicks: 0,
    approvedConversions: 0,
    pendingConversions: 0,
    money: [],
  };
  for (const row of rows) {
    figures.grossClicks += row.grossClicks;
    figures.uniqueClicks += row.uniqueClicks;
    figures.approvedConversions += row.approvedConversions;
    figures.pendingConversions += row.pendingConversions;
    const sums = money.get(row.currency) ?? { payout: 0, revenue: 0 };
    // Cents as integers: the rollups keep two decimals, so sums stay exact.
    sums.payout += Math.round(Number(row.approvedPayout) * 100);
    sums.revenue += Math.round(Number(row.approvedRevenue) * 100);
    money.set(row.currency, sums);
  }
  figures.money = [...money]
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([, sums]) => sums.payout !== 0 || sums.revenue !== 0)
    .map(([currency, sums]) => ({
      currency,
      ...(viewer.kind !== 'advertiser' ? { payout: (sums.payout / 100).toFixed(2) } : {}),
      ...(viewer.kind !== 'publisher' ? { revenue: (sums.revenue / 100).toFixed(2) } : {}),
    }));
  return figures;
}

type Named = { id: string; name: string };

async function offerNames(db: Database, tenantId: string, ids: string[]): Promise<Named[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: offers.id, name: offers.name })
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), inArray(offers.id, ids)));
}

async function publisherNames(db: Database, tenantId: string, ids: string[]): Promise<Named[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: partners.id, name: partners.company })
    .from(partners)
    .where(and(eq(partners.tenantId, tenantId), inArray(partners.id, ids)));
}

/** The groups with the most approved conversions (then clicks), with their names. */
async function topRows(
  rows: readonly RollupSumRow[],
  idOf: (row: RollupSumRow) => string | null,
  namesOf: (ids: string[]) => Promise<Named[]>,
  viewer: DashboardViewer,
): Promise<DashboardTopRow[]> {
  const byId = new Map<string, RollupSumRow[]>();
  for (const row of rows) {
    const id = idOf(row);
    if (id) byId.set(id, [...(byId.get(id) ?? []), row]);
  }
  const ranked = [...byId]
    .map(([id, group]) => ({ id, figures: figuresOf(group, viewer) }))
    .sort(
      (a, b) =>
        b.figures.approvedConversions - a.figures.approvedConversions ||
        b.figures.grossClicks - a.figures.grossClicks,
    )
    .slice(0, DASHBOARD_TOP_ROWS);
  const names = new Map((await namesOf(ranked.map((row) => row.id))).map((row) => [row.id, row.name]));
  return ranked.map((row) => ({ ...row, name: names.get(row.id) ?? '' }));
}

/**
 * One viewer's dashboard: the last 30 days by day in `tz` (one query; today, yesterday and the
 * last 7 days are sums of its days), and the last 7 days' top offers (and publishers, for staff).
 * Rollups are hourly in UTC: in a zone whose offset is not whole hours a day's edges are the
 * hours holding its midnights.
 */
export async function readDashboard(
  db: Database,
  tenantId: string,
  viewer: DashboardViewer,
  tz: string,
  now = new Date(),
): Promise<Dashboard> {
  const today = utcToZonedTime(now, tz).slice(0, 10);
  const firstDay = shiftDay(today, 1 - DASHBOARD_TREND_DAYS);
  const weekStart = shiftDay(today, -6);
  const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  const to = new Date(floorHour(now).getTime() + HOUR_MS);
  const from = floorHour(zonedTimeToUtc(`${firstDay}T00:00`, tz));
  const weekFrom = floorHour(zonedTimeToUtc(`${weekStart}T00:00`, tz));

  const [days, week] = await Promise.all([
    sumRollups(db, scopeOf(viewer, tenantId, from, to), ['day'], tz),
    sumRollups(db, scopeOf(viewer, tenantId, weekFrom, to), ['offer', 'publisher'], tz),
  ]);
  const daysBetween = (first: string, last: string) =>
    days.filter((row) => row.day !== null && row.day >= first && row.day <= last);
  const period = (first: string, last: string) => ({
    from: first,
    to: last,
    figures: figuresOf(daysBetween(first, last), viewer),
  });
  const yesterday = shiftDay(today, -1);
  const trendDays = Array.from({ length: DASHBOARD_TREND_DAYS }, (_, index) => shiftDay(firstDay, index));

  return {
    tz,
    today: period(today, today),
    yesterday: period(yesterday, yesterday),
    last7Days: period(weekStart, today),
    trend: trendDays.map((day) => ({ day, figures: figuresOf(daysBetween(day, day), viewer) })),
    topOffers: await topRows(
      week,
      (row) => row.offerId,
      (ids) => offerNames(db, tenantId, ids),
      viewer,
    ),
    ...(viewer.kind === 'staff'
      ? {
          topPublishers: await topRows(
            week,
            (row) => row.publisherId,
            (ids) => publisherNames(db, tenantId, ids),
            viewer,
          ),
        }
      : {}),
  };
}
