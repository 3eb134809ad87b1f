import { z } from 'zod';
import { dataEnvelope, formBoolean } from './common';
import { WEEKDAY_LABELS } from './offers/offer-constants';
import { reportDaySchema } from './reports/report-filters';
import { formInteger } from './values';

/*
 * Scheduled invoice runs (docs/money.md "Scheduled runs"): for each kind of partner, the network
 * chooses when its periods end (weekly on a weekday, on the 1st and the 16th, monthly on a day,
 * or only by hand) and how many days after a period's end its drafts are generated, so late
 * approvals and the advertisers' validation make it in. A run makes drafts; finance reviews and
 * issues them as after a run started by hand.
 */

export const INVOICE_SCHEDULES = ['manual', 'weekly', 'semi_monthly', 'monthly'] as const;
export const InvoiceScheduleSchema = z.enum(INVOICE_SCHEDULES, {
  error: 'Choose how often invoices are made',
});
export type InvoiceSchedule = z.infer<typeof InvoiceScheduleSchema>;

export const INVOICE_SCHEDULE_LABELS: Record<InvoiceSchedule, string> = {
  manual: 'By hand only',
  weekly: 'Weekly',
  semi_monthly: 'Twice a month (new periods start on the 1st and the 16th)',
  monthly: 'Monthly',
};

/** Weekdays as ISO numbers them: 1 Monday to 7 Sunday (the day-parting grid's names). */
export const WEEKDAY_NAMES = WEEKDAY_LABELS;
/** The last day of the month a monthly period may end on: every month has it. */
export const MONTHLY_DAY_MAX = 28;
export const GENERATION_DELAY_DAYS_MAX = 30;

const runScheduleFields = {
  schedule: InvoiceScheduleSchema,
  /**
   * The day periods end on (the first day of the next period): weekly, a weekday (1 Monday to 7
   * Sunday); monthly, a day of the month (1 to 28). Read for no other schedule.
   */
  day: formInteger(1, MONTHLY_DAY_MAX, 'a day from 1 to 28').default(1),
  /** Days after a period's end before its drafts are generated. */
  delayDays: formInteger(0, GENERATION_DELAY_DAYS_MAX, 'days from 0 to 30').default(0),
};

function weekdayCheck(value: { schedule: InvoiceSchedule; day: number }, ctx: z.RefinementCtx) {
  if (value.schedule === 'weekly' && value.day > WEEKDAY_NAMES.length) {
    ctx.addIssue({ code: 'custom', path: ['day'], message: 'Choose a weekday' });
  }
}

export const invoiceRunScheduleBodySchema = z.object(runScheduleFields).superRefine(weekdayCheck);
/**
 * The publishers' schedule, and whether a publisher may also ask for its payout once its balance
 * reaches the minimum (docs/money.md "Payout requests"); left out, it is off.
 */
export const publisherRunScheduleBodySchema = z
  .object({ ...runScheduleFields, payoutRequests: formBoolean.default(false) })
  .superRefine(weekdayCheck);
export type InvoiceRunScheduleBody = z.input<typeof invoiceRunScheduleBodySchema>;
export type InvoiceRunSchedule = z.output<typeof invoiceRunScheduleBodySchema>;

export const invoiceRunSettingsBodySchema = z.object({
  publisher: publisherRunScheduleBodySchema,
  advertiser: invoiceRunScheduleBodySchema,
});
export type InvoiceRunSettingsBody = z.input<typeof invoiceRunSettingsBodySchema>;
/** The body as parsed: each kind's schedule with its numbers. */
export type InvoiceRunSettings = z.output<typeof invoiceRunSettingsBodySchema>;

const RunScheduleStateSchema = z.object({
  schedule: InvoiceScheduleSchema,
  day: z.number().int(),
  delayDays: z.number().int(),
  /** The period end of the last scheduled run, and when it ran; null before the first. */
  lastPeriodEnd: reportDaySchema.nullable(),
  lastRunAt: z.iso.datetime().nullable(),
  /** The next scheduled run: the day it runs on and the period end it bills up to; null by hand only. */
  nextRun: z.object({ runOn: reportDaySchema, periodEnd: reportDaySchema }).nullable(),
});
export type InvoiceRunScheduleState = z.infer<typeof RunScheduleStateSchema>;

export const invoiceRunSettingsResponseSchema = dataEnvelope(
  z.object({
    publisher: RunScheduleStateSchema.extend({ payoutRequests: z.boolean() }),
    advertiser: RunScheduleStateSchema,
    /** The network's time zone: the days above are read in it. */
    timeZone: z.string(),
  }),
);
export type InvoiceRunSettingsResponse = z.infer<typeof invoiceRunSettingsResponseSchema>;
