import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { capUsage } from '../../db/schema/index';
import type { OfferSnapshot } from '../../offer-model/index';
import { pauseOfferForCap } from '../../offer-model/index';
import { capPeriodStart } from './cap-period';

/*
 * Conversion and money caps (docs/offers.md "Caps"), exact: each counter's `cap_usage` row is
 * locked (FOR UPDATE) in the conversion's transaction, always in the offer's cap order, so two
 * conversions never both take the last unit and never deadlock. A cap is reached once its total
 * meets the limit; the conversion that crosses a money cap still counts.
 *   reject  → the conversion is refused (`over_cap`)
 *   pending → it is recorded as pending review
 *   fallback, pause → it is recorded (the cap acts on clicks); `pause` pauses the offer once filled.
 */

type Cap = OfferSnapshot['caps'][number];

export type CapCounter = { cap: Cap; publisherId: string | null; periodStart: Date; used: number };

export type CapVerdict = { refused: boolean; forcePending: boolean; counters: CapCounter[] };

/** The caps a conversion of this publisher and event counts towards. */
export function capsFor(snapshot: OfferSnapshot, publisherId: string, eventId: string): Cap[] {
  return snapshot.caps.filter(
    (cap) =>
      cap.metric !== 'clicks' &&
      (cap.scope !== 'publisher' || cap.publisherId === publisherId) &&
      (cap.eventId === null || cap.eventId === eventId),
  );
}

const counterWhere = (counter: Omit<CapCounter, 'used' | 'cap'> & { capId: string }): SQL | undefined =>
  and(
    eq(capUsage.capId, counter.capId),
    counter.publisherId === null
      ? isNull(capUsage.publisherId)
      : eq(capUsage.publisherId, counter.publisherId),
    eq(capUsage.periodStart, counter.periodStart),
  );

/** Locks every counter the conversion counts towards and says what the caps decide. */
export async function checkConversionCaps(
  db: Database,
  snapshot: OfferSnapshot,
  publisherId: string,
  eventId: string,
  at: Date,
): Promise<CapVerdict> {
  const verdict: CapVerdict = { refused: false, forcePending: false, counters: [] };
  for (const cap of capsFor(snapshot, publisherId, eventId)) {
    const key = {
      capId: cap.id,
      publisherId: cap.scope === 'each_publisher' ? publisherId : null,
      periodStart: capPeriodStart(cap.period, cap.timezone, at),
    };
    await db
      .insert(capUsage)
      .values({ tenantId: snapshot.offer.tenantId, ...key })
      .onConflictDoNothing();
    const [row] = await db
      .select({ used: capUsage.used })
      .from(capUsage)
      .where(counterWhere(key))
      .for('update');
    const used = Number(row?.used ?? 0);
    verdict.counters.push({ cap, publisherId: key.publisherId, periodStart: key.periodStart, used });
    if (used < Number(cap.limitValue)) continue;
    if (cap.action === 'reject') verdict.refused = true;
    if (cap.action === 'pending') verdict.forcePending = true;
  }
  return verdict;
}

const amountOf = (cap: Cap, money: { payout: string; revenue: string }) =>
  cap.metric === 'payout' ? money.payout : cap.metric === 'revenue' ? money.revenue : '1';

/**
 * Counts a stored conversion on its counters; pauses the offer when a `pause` cap fills, with the
 * cap in its status history (the same `pauseOfferForCap` the click writer uses).
 */
export async function takeConversionCaps(
  db: Database,
  counters: readonly CapCounter[],
  money: { payout: string; revenue: string },
): Promise<void> {
  for (const counter of counters) {
    const amount = amountOf(counter.cap, money);
    await db
      .update(capUsage)
      .set({ used: sql`${capUsage.used} + ${amount}::numeric`, updatedAt: new Date() })
      .where(counterWhere({ ...counter, capId: counter.cap.id }));
    if (counter.cap.action === 'pause' && counter.used + Number(amount) >= Number(counter.cap.limitValue)) {
      const { tenantId, offerId, id: capId } = counter.cap;
      await pauseOfferForCap(db, { tenantId, offerId, capId });
    }
  }
}
