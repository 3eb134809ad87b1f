import { amountPartsOf, type OfferPayoutsSection, type PayoutType, zonedTimeToUtc } from '@affnet/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import { offerEvents, offerPayoutOverrides } from '../../db/schema/index';
import { checkEventKeys, checkItemIds } from './list-checks';
import { syncList } from './list-sync';
import { checkPublishers } from './references';
import { type CheckContext, eventIdOf, type WriteContext } from './section-context';

type Override = OfferPayoutsSection['overrides'][number];

async function storedOverrideIds(ctx: CheckContext): Promise<Set<string>> {
  if (!ctx.offerId) return new Set();
  const rows = await ctx.db
    .select({ id: offerPayoutOverrides.id })
    .from(offerPayoutOverrides)
    .where(
      and(eq(offerPayoutOverrides.tenantId, ctx.tenantId), eq(offerPayoutOverrides.offerId, ctx.offerId)),
    );
  return new Set(rows.map((row) => row.id));
}

export async function checkPayouts(ctx: CheckContext, section: OfferPayoutsSection): Promise<void> {
  checkEventKeys(ctx.events, { payouts: section.payouts, overrides: section.overrides }, ctx.errors);
  checkItemIds('overrides', section.overrides, await storedOverrideIds(ctx), ctx.errors);
  await checkPublishers(ctx.db, ctx.tenantId, 'overrides', section.overrides, ctx.errors);
}

/** A payout or revenue with only the parts its type uses (a CPA keeps no stale percentage). */
export function pricingColumns(type: PayoutType, amount?: string, percent?: string) {
  const parts = amountPartsOf({ type, amount, percent });
  return { type, amount: parts.amount, percent: parts.percent };
}

/** A wall-clock time of the offer's time zone as the instant it is (null when not set). */
export const utcOf = (local: string | undefined, timezone: string) =>
  local ? zonedTimeToUtc(local, timezone) : null;

function overrideColumns(ctx: WriteContext, row: Override) {
  const payout = pricingColumns(row.payoutType, row.payoutAmount, row.payoutPercent);
  return {
    eventId: eventIdOf(ctx, row.eventKey),
    publisherId: row.publisherId,
    country: row.country ?? null,
    payoutType: payout.type,
    payoutAmount: payout.amount,
    payoutPercent: payout.percent,
    startsAt: utcOf(row.startsAt, ctx.timezone),
    endsAt: utcOf(row.endsAt, ctx.timezone),
  };
}

/** Events with a payout row get it; events without one keep theirs. Overrides are replaced as a list. */
export async function writePayouts(ctx: WriteContext, section: OfferPayoutsSection): Promise<void> {
  const { db, tenantId, offerId } = ctx;
  for (const row of section.payouts) {
    const payout = pricingColumns(row.payoutType, row.payoutAmount, row.payoutPercent);
    const revenue = pricingColumns(row.revenueType, row.revenueAmount, row.revenuePercent);
    await db
      .update(offerEvents)
      .set({
        payoutType: payout.type,
        payoutAmount: payout.amount,
        payoutPercent: payout.percent,
        revenueType: revenue.type,
        revenueAmount: revenue.amount,
        revenuePercent: revenue.percent,
      })
      .where(and(eq(offerEvents.offerId, offerId), eq(offerEvents.key, row.eventKey)));
  }
  const ofOffer = eq(offerPayoutOverrides.offerId, offerId);
  await syncList(
    section.overrides.map((row) => ({ id: row.id, values: overrideColumns(ctx, row) })),
    {
      deleteOthers: (kept) =>
        db
          .delete(offerPayoutOverrides)
          .where(kept.length > 0 ? and(ofOffer, notInArray(offerPayoutOverrides.id, kept)) : ofOffer),
      update: (id, values) =>
        db
          .update(offerPayoutOverrides)
          .set(values)
          .where(and(ofOffer, eq(offerPayoutOverrides.id, id))),
      insert: (values) =>
        db.insert(offerPayoutOverrides).values(values.map((row) => ({ ...row, tenantId, offerId }))),
    },
  );
}
