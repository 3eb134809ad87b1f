import { type CapPacing, MONEY_CAP_METRICS, paceCap } from '@affnet/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { capUsage, partners } from '../../db/schema/index';
import type { OfferSnapshot } from '../../offer-model/index';
import { capPeriodStart } from '../../tracking/index';

type Cap = OfferSnapshot['caps'][number];

/** A cap to pace, with the offer it belongs to. */
export type CapOfOffer = { snapshot: OfferSnapshot; cap: Cap };

/** Staff see every counter; a publisher only the offer's and their own (never another's). */
export type PacingViewer = { kind: 'staff' } | { kind: 'publisher'; publisherId: string };

/** Each-publisher caps list at most this many counters (the fullest) for staff. */
export const COUNTERS_PER_CAP = 5;

/** Far enough past any period start to land in the next period, however DST moves the hours. */
const NEXT_PERIOD_STEP_MS = {
  day: 26 * 3_600_000,
  week: 7 * 86_400_000 + 2 * 3_600_000,
  month: 32 * 86_400_000,
};

/** The first instant after the period holding `at`; null for lifetime caps. */
export function capPeriodEnd(cap: Pick<Cap, 'period' | 'timezone'>, periodStart: Date): Date | null {
  if (cap.period === 'lifetime') return null;
  return capPeriodStart(
    cap.period,
    cap.timezone,
    new Date(periodStart.getTime() + NEXT_PERIOD_STEP_MS[cap.period]),
  );
}

type CounterRow = { capId: string; publisherId: string | null; publisherName: string | null; used: string };

async function readCounters(
  db: Database,
  tenantId: string,
  caps: readonly CapOfOffer[],
  starts: ReadonlyMap<string, Date>,
  viewer: PacingViewer,
): Promise<CounterRow[]> {
  if (caps.length === 0) return [];
  const rows = await db
    .select({
      capId: capUsage.capId,
      publisherId: capUsage.publisherId,
      publisherName: partners.company,
      periodStart: capUsage.periodStart,
      used: capUsage.used,
    })
    .from(capUsage)
    .leftJoin(partners, and(eq(partners.id, capUsage.publisherId), eq(partners.tenantId, tenantId)))
    .where(
      and(
        eq(capUsage.tenantId, tenantId),
        inArray(
          capUsage.capId,
          caps.map(({ cap }) => cap.id),
        ),
        inArray(
          capUsage.periodStart,
          [...new Set([...starts.values()].map((start) => start.getTime()))].map((time) => new Date(time)),
        ),
        viewer.kind === 'publisher'
          ? or(isNull(capUsage.publisherId), eq(capUsage.publisherId, viewer.publisherId))
          : undefined,
      ),
    );
  // Each cap's own period only: another cap's period start may match a stale row of this one.
  return rows.filter((row) => row.periodStart.getTime() === starts.get(row.capId)?.getTime());
}

const amountText = (cap: Cap, value: number) =>
  MONEY_CAP_METRICS.includes(cap.metric) ? value.toFixed(2) : String(Math.round(value));

function toPacing(
  { snapshot, cap }: CapOfOffer,
  counter: { publisher: CapPacing['publisher']; used: number },
  periodStart: Date,
  now: Date,
): CapPacing {
  const periodEnd = capPeriodEnd(cap, periodStart);
  const countingSince = new Date(Math.max(periodStart.getTime(), cap.createdAt.getTime()));
  const pace = paceCap({ limit: Number(cap.limitValue), used: counter.used, countingSince, periodEnd, now });
  return {
    capId: cap.id,
    offer: { id: snapshot.offer.id, name: snapshot.offer.name },
    metric: cap.metric,
    period: cap.period,
    timezone: cap.timezone,
    scope: cap.scope,
    action: cap.action,
    eventKey: cap.eventKey,
    publisher: counter.publisher,
    limit: amountText(cap, Number(cap.limitValue)),
    used: amountText(cap, counter.used),
    currency: snapshot.offer.currency,
    periodStart: periodStart.toISOString(),
    periodEnd: periodEnd?.toISOString() ?? null,
    state: pace.state,
    usedShare: pace.usedShare,
    perHour: pace.perHour,
    forecastAt: pace.forecastAt?.toISOString() ?? null,
    projectedAtEnd: pace.projectedAtEnd,
  };
}

/**
 * The counters of these caps in their current period, each paced (`paceCap`). Offer-wide and
 * one-publisher caps have one counter (zero before anything counted); each-publisher caps one per
 * publisher: staff see the fullest few, a publisher only theirs.
 */
export async function paceCapCounters(
  db: Database,
  tenantId: string,
  caps: readonly CapOfOffer[],
  viewer: PacingViewer,
  now: Date,
): Promise<CapPacing[]> {
  const starts = new Map(caps.map(({ cap }) => [cap.id, capPeriodStart(cap.period, cap.timezone, now)]));
  const rows = await readCounters(db, tenantId, caps, starts, viewer);
  return caps.flatMap((item) => {
    const periodStart = starts.get(item.cap.id) ?? now;
    const own = rows.filter((row) => row.capId === item.cap.id);
    if (item.cap.scope !== 'each_publisher' || viewer.kind === 'publisher') {
      const used = own.reduce((sum, row) => sum + Number(row.used), 0);
      const publisher =
        viewer.kind === 'staff' && item.cap.publisherId && item.cap.publisher
          ? { id: item.cap.publisherId, name: item.cap.publisher.company }
          : null;
      return [toPacing(item, { publisher, used }, periodStart, now)];
    }
    return own
      .sort((a, b) => Number(b.used) - Number(a.used))
      .slice(0, COUNTERS_PER_CAP)
      .map((row) =>
        toPacing(
          item,
          {
            publisher: row.publisherId ? { id: row.publisherId, name: row.publisherName ?? '' } : null,
            used: Number(row.used),
          },
          periodStart,
          now,
        ),
      );
  });
}
