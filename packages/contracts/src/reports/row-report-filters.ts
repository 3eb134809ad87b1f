import { z } from 'zod';
import { timezoneSchema } from '../common';
import { STORED_CONVERSION_STATUSES } from '../tracking/conversions';

/*
 * The filters of the row reports (conversions, clicks), under the URL keys every report shares
 * (`from`, `to`, `tz`, `offerId`, … `status`), so a figure in the performance report links to the
 * rows behind it by passing its query on. Same names and meanings as the performance report's
 * filters; kept here until the two slices' files are merged into one.
 */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A calendar day, YYYY-MM-DD, in the report's time zone. */
export const rowReportDaySchema = z.string().trim().refine(isCalendarDay, 'Enter a date as YYYY-MM-DD');

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const optionalText = z.string().trim().min(1).max(200).optional();
const optionalId = z.uuid('Choose one from the list').optional();

/** The shared filter keys, in the order screens show them. */
export const ROW_REPORT_FILTER_KEYS = [
  'from',
  'to',
  'tz',
  'offerId',
  'publisherId',
  'advertiserId',
  'event',
  'country',
  'device',
  'os',
  'browser',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'source',
  'status',
] as const;
export type RowReportFilterKey = (typeof ROW_REPORT_FILTER_KEYS)[number];

export const rowReportFilterFields = {
  /** First day, inclusive, in `tz`. */
  from: rowReportDaySchema,
  /** Last day, inclusive, in `tz`. */
  to: rowReportDaySchema,
  /** IANA zone the days are read in; absent = the network's zone. */
  tz: timezoneSchema.optional(),
  offerId: optionalId,
  publisherId: optionalId,
  advertiserId: optionalId,
  /** An event key (e.g. `sale`). */
  event: optionalText,
  /** ISO 3166-1 alpha-2 code. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose a country')
    .transform((code) => code.toUpperCase())
    .optional(),
  device: optionalText,
  os: optionalText,
  browser: optionalText,
  sub1: optionalText,
  sub2: optionalText,
  sub3: optionalText,
  sub4: optionalText,
  sub5: optionalText,
  source: optionalText,
  status: z.enum(STORED_CONVERSION_STATUSES, { error: 'Choose a status' }).optional(),
};

/** A refinement: `from` ≤ `to` and at most `maxDays` days, as a field error on `to`. */
export function checkRowReportRange(maxDays: number) {
  return (value: { from: string; to: string }, ctx: z.RefinementCtx): void => {
    if (value.from > value.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must be on or after the start date',
      });
    } else if (daysBetween(value.from, value.to) > maxDays) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `Choose at most ${maxDays} days` });
    }
  };
}
