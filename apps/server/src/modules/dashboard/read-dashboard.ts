import {
  conversionsOf,
  DASHBOARD_TOP_ROWS,
  DASHBOARD_TREND_DAYS,
  type Dashboard,
  type DashboardTopRow,
  type DimensionKey,
  periodFiguresOf,
  shiftDay,
  type UserRole,
  utcToZonedTime,
} from '@affnet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers, partners } from '../../db/schema/index';
import { type ReportScope, type ReportStores, type RollupGroup, sumRollups } from '../reports/index';

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

/**
 * What a top list ranks by, over every currency: conversions, then gross clicks. Plain counts,
 * which every role sees, so ranking thousands of publishers costs no money arithmetic; only the
 * rows shown get their figures.
 */
function rankOf(groups: readonly RollupGroup[]): [number, number] {
  let conversions = 0;
  let grossClicks = 0;
  for (const { counters } of groups) {
    conversions += conversionsOf(counters) ?? 0;
    grossClicks += counters.grossClicks ?? 0;
  }
  return [conversions, grossClicks];
}

/** The groups with the most conversions (then gross clicks), with their names. */
async function topRows(
  groups: readonly RollupGroup[],
  key: DimensionKey,
  namesOf: (ids: string[]) => Promise<Named[]>,
  role: UserRole,
): Promise<DashboardTopRow[]> {
  const byId = new Map<string, RollupGroup[]>();
  for (const group of groups) {
    const id = group.keys[key];
    if (!id) continue;
    const rows = byId.get(id);
    if (rows) rows.push(group);
    else byId.set(id, [group]);
  }
  const ranked = [...byId]
    .map(([id, rows]) => ({ id, rows, rank: rankOf(rows) }))
    .sort((a, b) => b.rank[0] - a.rank[0] || b.rank[1] - a.rank[1])
    .slice(0, DASHBOARD_TOP_ROWS);
  const names = new Map((await namesOf(ranked.map((row) => row.id))).map((row) => [row.id, row.name]));
  return ranked.map(({ id, rows }) => ({
    id,
    figures: periodFiguresOf(rows, role),
    name: names.get(id) ?? '',
  }));
}

/**
 * One viewer's dashboard through the report kit (`sumRollups`, the caller's report scope): the
 * last 30 days by date in `tz` (today, yesterday and the last 7 days are sums of its days), and
 * the last 7 days by offer (and by publisher, for staff) for the top lists.
 */
export async function readDashboard(
  stores: ReportStores,
  tenantId: string,
  scope: ReportScope,
  tz: string,
  now = new Date(),
): Promise<Dashboard> {
  const today = utcToZonedTime(now, tz).slice(0, 10);
  const firstDay = shiftDay(today, 1 - DASHBOARD_TREND_DAYS);
  const weekStart = shiftDay(today, -6);
  const yesterday = shiftDay(today, -1);
  const isStaff = scope.role === 'admin' || scope.role === 'employee';
  const sums = (from: string, groupBy: DimensionKey[]) =>
    sumRollups(stores, { tenantId, from, to: today, timeZone: tz, groupBy, filters: {}, scope });

  const [days, byOffer, byPublisher] = await Promise.all([
    sums(firstDay, ['date']),
    sums(weekStart, ['offer']),
    isStaff ? sums(weekStart, ['publisher']) : null,
  ]);
  const daysBetween = (first: string, last: string) =>
    days.groups.filter((group) => {
      const day = group.keys.date;
      return day !== null && day !== undefined && day >= first && day <= last;
    });
  const period = (first: string, last: string) => ({
    from: first,
    to: last,
    figures: periodFiguresOf(daysBetween(first, last), scope.role),
  });
  const trendDays = Array.from({ length: DASHBOARD_TREND_DAYS }, (_, index) => shiftDay(firstDay, index));

  return {
    tz,
    today: period(today, today),
    yesterday: period(yesterday, yesterday),
    last7Days: period(weekStart, today),
    trend: trendDays.map((day) => ({ day, figures: periodFiguresOf(daysBetween(day, day), scope.role) })),
    topOffers: await topRows(
      byOffer.groups,
      'offer',
      (ids) => offerNames(stores.db, tenantId, ids),
      scope.role,
    ),
    ...(byPublisher
      ? {
          topPublishers: await topRows(
            byPublisher.groups,
            'publisher',
            (ids) => publisherNames(stores.db, tenantId, ids),
            scope.role,
          ),
        }
      : {}),
  };
}
