import { z } from 'zod';
import { countryCodeSchema, formArray } from '../common';
import { localDateTimeSchema, moneySchema, percentSchema } from '../values';
import { PAYOUT_TYPE_PARTS, PAYOUT_TYPES, type PayoutType } from './offer-constants';
import { EVENT_KEY_PATTERN } from './offer-events';

export const PayoutTypeSchema = z.enum(PAYOUT_TYPES, { error: 'Choose a payout type' });

/** An event named by its key: keys are what advertisers post, and they exist before ids do. */
export const eventKeySchema = z
  .string({ error: 'Choose an event' })
  .trim()
  .toLowerCase()
  .regex(EVENT_KEY_PATTERN, 'Choose an event');

type AmountParts = { type: PayoutType; amount?: string | undefined; percent?: string | undefined };

/** The amount and/or percentage a payout type needs; the parts it does not use are dropped. */
export function checkAmountParts(parts: AmountParts, ctx: z.RefinementCtx, prefix: string): void {
  const needs = PAYOUT_TYPE_PARTS[parts.type];
  if (needs.amount && parts.amount === undefined) {
    ctx.addIssue({ code: 'custom', path: [`${prefix}Amount`], message: 'Enter an amount' });
  }
  if (needs.percent && parts.percent === undefined) {
    ctx.addIssue({ code: 'custom', path: [`${prefix}Percent`], message: 'Enter a percentage' });
  }
}

/** Keeps only the parts the type uses, so a stored payout never carries a stale percentage. */
export function amountPartsOf(parts: AmountParts): { amount: string | null; percent: string | null } {
  const needs = PAYOUT_TYPE_PARTS[parts.type];
  return {
    amount: needs.amount ? (parts.amount ?? null) : null,
    percent: needs.percent ? (parts.percent ?? null) : null,
  };
}

/** What the network pays the publisher and charges the advertiser for one event. */
export const eventPayoutInputSchema = z
  .object({
    eventKey: eventKeySchema,
    payoutType: PayoutTypeSchema.default('cpa'),
    payoutAmount: moneySchema.optional(),
    payoutPercent: percentSchema.optional(),
    revenueType: PayoutTypeSchema.default('cpa'),
    revenueAmount: moneySchema.optional(),
    revenuePercent: percentSchema.optional(),
  })
  .superRefine((row, ctx) => {
    checkAmountParts(
      { type: row.payoutType, amount: row.payoutAmount, percent: row.payoutPercent },
      ctx,
      'payout',
    );
    checkAmountParts(
      { type: row.revenueType, amount: row.revenueAmount, percent: row.revenuePercent },
      ctx,
      'revenue',
    );
  });
export type EventPayoutInput = z.input<typeof eventPayoutInputSchema>;
export type EventPayout = z.output<typeof eventPayoutInputSchema>;

export const PAYOUT_OVERRIDES_MAX = 500;

/**
 * A publisher's own payout for one event, optionally only for clicks from one country, optionally
 * only between two times (in the offer's time zone). It wins over the offer's default.
 */
export const payoutOverrideInputSchema = z
  .object({
    id: z.uuid().optional(),
    eventKey: eventKeySchema,
    publisherId: z.uuid({ error: 'Choose a publisher' }),
    country: countryCodeSchema.optional(),
    payoutType: PayoutTypeSchema.default('cpa'),
    payoutAmount: moneySchema.optional(),
    payoutPercent: percentSchema.optional(),
    startsAt: localDateTimeSchema.optional(),
    endsAt: localDateTimeSchema.optional(),
  })
  .superRefine((row, ctx) => {
    checkAmountParts(
      { type: row.payoutType, amount: row.payoutAmount, percent: row.payoutPercent },
      ctx,
      'payout',
    );
    if (row.startsAt && row.endsAt && row.endsAt <= row.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
    }
  });
export type PayoutOverrideInput = z.input<typeof payoutOverrideInputSchema>;
export type PayoutOverride = z.output<typeof payoutOverrideInputSchema>;

type OverrideWindow = {
  eventKey: string;
  publisherId: string;
  country?: string | undefined;
  startsAt?: string | undefined;
  endsAt?: string | undefined;
};

/** Two overrides for the same event, publisher and country may not be in force at the same time. */
export function checkOverrideOverlaps(
  overrides: readonly OverrideWindow[],
  ctx: z.RefinementCtx,
  path: readonly (string | number)[] = ['overrides'],
): void {
  overrides.forEach((row, index) => {
    const clash = overrides.findIndex(
      (other, otherIndex) =>
        otherIndex < index &&
        other.eventKey === row.eventKey &&
        other.publisherId === row.publisherId &&
        (other.country ?? null) === (row.country ?? null) &&
        (other.startsAt ?? '') < (row.endsAt ?? '\uffff') &&
        (row.startsAt ?? '') < (other.endsAt ?? '\uffff'),
    );
    if (clash !== -1) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, index, 'startsAt'],
        message: `Overlaps override ${clash + 1} for the same publisher, event and country`,
      });
    }
  });
}

export const offerPayoutsFields = {
  payouts: formArray(eventPayoutInputSchema),
  overrides: formArray(payoutOverrideInputSchema).refine(
    (rows) => rows.length <= PAYOUT_OVERRIDES_MAX,
    `At most ${PAYOUT_OVERRIDES_MAX} overrides`,
  ),
};

/** One payout row per event, and no two overrides in force for the same thing at once. */
export function checkPayoutsSection(
  section: { payouts: readonly { eventKey: string }[]; overrides: readonly OverrideWindow[] },
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  section.payouts.forEach((row, index) => {
    if (seen.has(row.eventKey)) {
      ctx.addIssue({ code: 'custom', path: ['payouts', index, 'eventKey'], message: 'One payout per event' });
    }
    seen.add(row.eventKey);
  });
  checkOverrideOverlaps(section.overrides, ctx);
}

/** The payouts tab: every event's default payout and revenue, and the publisher overrides. */
export const offerPayoutsSectionSchema = z.object(offerPayoutsFields).superRefine(checkPayoutsSection);
export type OfferPayoutsSection = z.output<typeof offerPayoutsSectionSchema>;
