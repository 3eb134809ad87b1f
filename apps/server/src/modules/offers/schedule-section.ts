import { type OfferScheduleSection, utcToZonedTime, zonedTimeToUtc } from '@affnet/contracts';
import { and, eq, isNotNull, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerPayoutOverrides, offerScheduledChanges } from '../../db/schema/index';
import { addFieldError } from './field-errors';
import { checkEventKeys, checkItemIds } from './list-checks';
import { syncList } from './list-sync';
import { pricingColumns, utcOf } from './payouts-section';
import { type CheckContext, eventIdOf, type WriteContext } from './section-context';

type ChangeInput = OfferScheduleSection['scheduledChanges'][number];
const MINUTE_MS = 60_000;
export type StoredChange = { id: string; state: 'pending' | 'applied' | 'failed'; runAt: Date };

export async function findStoredChanges(
  db: Database,
  tenantId: string,
  offerId: string,
): Promise<StoredChange[]> {
  return db
    .select({
      id: offerScheduledChanges.id,
      state: offerScheduledChanges.state,
      runAt: offerScheduledChanges.runAt,
    })
    .from(offerScheduledChanges)
    .where(and(eq(offerScheduledChanges.tenantId, tenantId), eq(offerScheduledChanges.offerId, offerId)));
}

/** Applied and failed changes are history: sent back, they are ignored; they are never edited. */
function historyIds(stored: readonly StoredChange[]): Set<string> {
  return new Set(stored.filter((change) => change.state !== 'pending').map((change) => change.id));
}

/**
 * Changes still to run must name stored events and, when new or moved, lie in the future (a past
 * time would apply at once, which is what saving the tab itself is for). Times are read in the
 * time zone of `ctx`, which is the one this save sets.
 */
export function checkSchedule(
  ctx: CheckContext,
  changes: readonly ChangeInput[],
  stored: readonly StoredChange[],
): void {
  const byId = new Map(stored.map((change) => [change.id, change]));
  const history = historyIds(stored);
  checkItemIds('scheduledChanges', changes, new Set(byId.keys()), ctx.errors);
  const live = changes.map((change) => (change.id && history.has(change.id) ? {} : change));
  checkEventKeys(ctx.events, { scheduledChanges: live }, ctx.errors);
  changes.forEach((change, index) => {
    if (change.id && history.has(change.id)) return;
    const before = change.id ? byId.get(change.id) : undefined;
    const runAt = zonedTimeToUtc(change.runAt, ctx.timezone);
    // Forms show minutes only: the same minute sent back is the same time, not a move.
    const moved = !before || Math.floor(before.runAt.getTime() / MINUTE_MS) !== runAt.getTime() / MINUTE_MS;
    if (moved && runAt <= ctx.now) {
      addFieldError(ctx.errors, `scheduledChanges.${index}.runAt`, 'Choose a time in the future');
    }
  });
}

/** The offer columns of the schedule tab. */
export function scheduleColumns(section: OfferScheduleSection) {
  return {
    timezone: section.timezone,
    liveFrom: utcOf(section.liveFrom, section.timezone),
    liveUntil: utcOf(section.liveUntil, section.timezone),
    dayPartingEnabled: section.dayPartingEnabled,
    dayPartingHours: section.dayPartingHours,
  };
}

function changeColumns(ctx: WriteContext, change: ChangeInput) {
  const isPayout = change.kind === 'payout';
  const payout =
    isPayout && change.payoutType
      ? pricingColumns(change.payoutType, change.payoutAmount, change.payoutPercent)
      : null;
  const revenue =
    isPayout && change.revenueType
      ? pricingColumns(change.revenueType, change.revenueAmount, change.revenuePercent)
      : null;
  return {
    runAt: zonedTimeToUtc(change.runAt, ctx.timezone),
    kind: change.kind,
    status: isPayout ? null : (change.status ?? null),
    eventId: isPayout && change.eventKey ? eventIdOf(ctx, change.eventKey) : null,
    payoutType: payout?.type ?? null,
    payoutAmount: payout?.amount ?? null,
    payoutPercent: payout?.percent ?? null,
    revenueType: revenue?.type ?? null,
    revenueAmount: revenue?.amount ?? null,
    revenuePercent: revenue?.percent ?? null,
  };
}

/** Replaces the changes still to run; history rows are neither deleted nor changed. */
export async function writeScheduledChanges(
  ctx: WriteContext,
  changes: readonly ChangeInput[],
  stored: readonly StoredChange[],
): Promise<void> {
  const { db, tenantId, offerId } = ctx;
  const history = historyIds(stored);
  const live = changes.filter((change) => !change.id || !history.has(change.id));
  const pending = and(eq(offerScheduledChanges.offerId, offerId), eq(offerScheduledChanges.state, 'pending'));
  await syncList(
    live.map((change) => ({ id: change.id, values: changeColumns(ctx, change) })),
    {
      deleteOthers: (kept) =>
        db
          .delete(offerScheduledChanges)
          .where(kept.length > 0 ? and(pending, notInArray(offerScheduledChanges.id, kept)) : pending),
      update: (id, values) =>
        db
          .update(offerScheduledChanges)
          .set(values)
          .where(and(pending, eq(offerScheduledChanges.id, id))),
      insert: (values) =>
        db.insert(offerScheduledChanges).values(values.map((row) => ({ ...row, tenantId, offerId }))),
    },
  );
}

/**
 * Override windows are wall-clock times of the offer's zone, as the payouts tab shows them. When
 * the zone changes they keep reading the same on the clock, so they move to the new zone's instants.
 */
export async function moveOverrideWindows(
  db: Database,
  offerId: string,
  fromZone: string,
  toZone: string,
): Promise<void> {
  if (fromZone === toZone) return;
  const rows = await db
    .select({
      id: offerPayoutOverrides.id,
      startsAt: offerPayoutOverrides.startsAt,
      endsAt: offerPayoutOverrides.endsAt,
    })
    .from(offerPayoutOverrides)
    .where(
      and(
        eq(offerPayoutOverrides.offerId, offerId),
        or(isNotNull(offerPayoutOverrides.startsAt), isNotNull(offerPayoutOverrides.endsAt)),
      ),
    );
  const move = (instant: Date | null) =>
    instant ? zonedTimeToUtc(utcToZonedTime(instant, fromZone), toZone) : null;
  for (const row of rows) {
    await db
      .update(offerPayoutOverrides)
      .set({ startsAt: move(row.startsAt), endsAt: move(row.endsAt) })
      .where(eq(offerPayoutOverrides.id, row.id));
  }
}
