import { z } from 'zod';
import { timezoneSchema } from '../common';
import { STORED_CONVERSION_STATUSES } from '../tracking/conversions';

/*
 * The filters every report reads (performance, conversions, clicks), under the same URL keys, so
 * a figure can link to the rows behind it by passing its query on. Kept apart from the
 * performance query so the other reports import only this.
 */

/** Longest range one report covers: a year and a day (a leap year's 366 days, inclusive). */
export const MAX_REPORT_DAYS = 366;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A calendar day, YYYY-MM-DD, in the report's time zone. */
export const reportDaySchema = z.string().trim().refine(isCalendarDay, 'Enter a date as YYYY-MM-DD');

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const optionalText = z.string().trim().min(1).max(200).optional();
const optionalId = z.uuid('Choose one from the list').optional();

export const REPORT_FILTER_KEYS = [
  'offerId',
  'publisherId',
  'advertiserId',
  'event',
  'country',
  'device',
  'os',
  'browser',
  'creativeId',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'source',
  'status',
] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];

/** Every key a report's query shares, range first, in the order screens show them. */
export const REPORT_QUERY_KEYS = ['from', 'to', 'tz', ...REPORT_FILTER_KEYS] as const;
export type ReportQueryKey = (typeof REPORT_QUERY_KEYS)[number];

/** The filter fields alone (no range), for schemas that add their own checks. */
export const reportFilterFields = {
  /** First day, inclusive, in `tz`. */
  from: reportDaySchema,
  /** Last day, inclusive, in `tz`. */
  to: reportDaySchema,
  /** IANA zone the days and hours are read in; absent = the network's zone. */
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
  creativeId: optionalId,
  sub1: optionalText,
  sub2: optionalText,
  sub3: optionalText,
  sub4: optionalText,
  sub5: optionalText,
  source: optionalText,
  status: z.enum(STORED_CONVERSION_STATUSES, { error: 'Choose a status' }).optional(),
};

/** The range rule every report shares: `from` ≤ `to`, at most `maxDays` days, as an error on `to`. */
export function checkReportRangeOf(maxDays: number) {
  return (value: { from: string; to: string }, ctx: z.RefinementCtx): void => {
    if (value.from > value.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must be on or after the start date',
      });
    } else if (daysInRange(value.from, value.to) > maxDays) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `Choose at most ${maxDays} days` });
    }
  };
}

/** The range rule of reports that allow the longest range (MAX_REPORT_DAYS). */
export const checkReportRange = checkReportRangeOf(MAX_REPORT_DAYS);

export const reportFiltersSchema = z.object(reportFilterFields).superRefine(checkReportRange);
export type ReportFilters = z.output<typeof reportFiltersSchema>;
