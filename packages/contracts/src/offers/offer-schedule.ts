import { z } from 'zod';
import { formArray, formBoolean, timezoneSchema } from '../common';
import { formInteger, localDateTimeSchema, moneySchema, percentSchema } from '../values';
import { HOURS_PER_WEEK, SCHEDULED_CHANGE_KINDS } from './offer-constants';
import { OfferStatusSchema } from './offer-general';
import { checkAmountParts, eventKeySchema, PayoutTypeSchema } from './offer-payouts';

export const SCHEDULED_CHANGES_MAX = 50;

/**
 * A change that applies itself at `runAt` (in the offer's time zone): a new status, or a new
 * payout and revenue for one event. Existing changes keep their id; applied ones are history.
 */
export const scheduledChangeInputSchema = z
  .object({
    id: z.uuid().optional(),
    runAt: localDateTimeSchema,
    kind: z.enum(SCHEDULED_CHANGE_KINDS, { error: 'Choose what changes' }),
    status: OfferStatusSchema.optional(),
    eventKey: eventKeySchema.optional(),
    payoutType: PayoutTypeSchema.optional(),
    payoutAmount: moneySchema.optional(),
    payoutPercent: percentSchema.optional(),
    revenueType: PayoutTypeSchema.optional(),
    revenueAmount: moneySchema.optional(),
    revenuePercent: percentSchema.optional(),
  })
  .superRefine((change, ctx) => {
    if (change.kind === 'status') {
      if (!change.status)
        ctx.addIssue({ code: 'custom', path: ['status'], message: 'Choose the new status' });
      return;
    }
    if (!change.eventKey) ctx.addIssue({ code: 'custom', path: ['eventKey'], message: 'Choose the event' });
    if (!change.payoutType && !change.revenueType) {
      ctx.addIssue({
        code: 'custom',
        path: ['payoutType'],
        message: 'Set a new payout, a new revenue or both',
      });
    }
    if (change.payoutType) {
      checkAmountParts(
        { type: change.payoutType, amount: change.payoutAmount, percent: change.payoutPercent },
        ctx,
        'payout',
      );
    }
    if (change.revenueType) {
      checkAmountParts(
        { type: change.revenueType, amount: change.revenueAmount, percent: change.revenuePercent },
        ctx,
        'revenue',
      );
    }
  });
export type ScheduledChangeInput = z.input<typeof scheduledChangeInputSchema>;
export type ScheduledChange = z.output<typeof scheduledChangeInputSchema>;

/**
 * The schedule tab. `timezone` is the offer's own: the live window, the day-parting grid,
 * scheduled changes and payout-override dates are all read in it. Day-parting hours are the
 * weekly hours (0 = Monday 00:00, 167 = Sunday 23:00) when the offer takes traffic.
 */
export const offerScheduleFields = {
  timezone: timezoneSchema.default('UTC'),
  liveFrom: localDateTimeSchema.optional(),
  liveUntil: localDateTimeSchema.optional(),
  dayPartingEnabled: formBoolean.default(false),
  dayPartingHours: formArray(formInteger(0, HOURS_PER_WEEK - 1, 'an hour of the week')).transform((hours) =>
    [...new Set(hours)].sort((a, b) => a - b),
  ),
  scheduledChanges: formArray(scheduledChangeInputSchema).refine(
    (changes) => changes.length <= SCHEDULED_CHANGES_MAX,
    `At most ${SCHEDULED_CHANGES_MAX} scheduled changes`,
  ),
};

export function checkScheduleSection(
  section: {
    liveFrom?: string | undefined;
    liveUntil?: string | undefined;
    dayPartingEnabled: boolean;
    dayPartingHours: readonly number[];
  },
  ctx: z.RefinementCtx,
): void {
  if (section.liveFrom && section.liveUntil && section.liveUntil <= section.liveFrom) {
    ctx.addIssue({ code: 'custom', path: ['liveUntil'], message: 'The end must be after the start' });
  }
  if (section.dayPartingEnabled && section.dayPartingHours.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['dayPartingHours'],
      message: 'Choose at least one hour, or turn day parting off',
    });
  }
}

export const offerScheduleSectionSchema = z.object(offerScheduleFields).superRefine(checkScheduleSection);
export type OfferScheduleSection = z.output<typeof offerScheduleSectionSchema>;
