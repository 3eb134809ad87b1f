import { z } from 'zod';
import { listQuerySchema, pagedResponse } from '../common';
import { CLICK_REASONS, type ClickReason } from '../tracking/reasons';
import { checkReportRangeOf, reportFilterFields } from './report-filters';

/*
 * The click report (admin report/click): the raw click log, each click with the reason it was
 * turned away in plain words (the tracking catalogue). Clicks are the largest table, so one
 * query covers at most MAX_CLICK_REPORT_DAYS days.
 */

export const MAX_CLICK_REPORT_DAYS = 7;

/**
 * How a click counts (docs/tracking.md "What a click counts as"): every row is gross; unique and
 * duplicate are a visitor's first and repeat visits; invalid ones were turned away for a reason.
 */
export const CLICK_QUALITIES = ['unique', 'duplicate', 'invalid'] as const;
export type ClickQuality = (typeof CLICK_QUALITIES)[number];
export const CLICK_QUALITY_LABELS: Record<ClickQuality, string> = {
  unique: 'Unique',
  duplicate: 'Duplicate',
  invalid: 'Invalid',
};

const { status: _conversionStatus, event: _event, ...clickFilterFields } = reportFilterFields;

export const clickReportQuerySchema = listQuerySchema
  .extend({
    ...clickFilterFields,
    quality: z.enum(CLICK_QUALITIES, { error: 'Choose unique, duplicate or invalid' }).optional(),
    sort: z.enum(['clickedAt']).default('clickedAt'),
  })
  .superRefine(checkReportRangeOf(MAX_CLICK_REPORT_DAYS));
export type ClickReportQuery = z.input<typeof clickReportQuerySchema>;

const nullableText = z.string().nullable();

export const ClickReportRowSchema = z.object({
  id: z.string(),
  clickedAt: z.iso.datetime(),
  offer: z.object({ id: z.uuid(), ref: z.number().int(), name: z.string() }),
  publisher: z.object({ id: z.uuid(), ref: z.number().int(), company: z.string() }),
  /** Sent on (`valid`), sent to a fallback offer (`fallback`) or turned away (`rejected`). */
  kind: z.enum(['valid', 'fallback', 'rejected']),
  isUnique: z.boolean(),
  isDuplicate: z.boolean(),
  isTest: z.boolean(),
  /** The catalogue code of the first check that failed; null for a clean click. */
  reason: nullableText,
  /** The code in plain words, with the check's detail (e.g. the country) when there is one. */
  reasonText: nullableText,
  sub1: nullableText,
  sub2: nullableText,
  sub3: nullableText,
  sub4: nullableText,
  sub5: nullableText,
  source: nullableText,
  landingPage: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  country: nullableText,
  region: nullableText,
  device: nullableText,
  os: nullableText,
  browser: nullableText,
  ip: nullableText,
  isProxy: z.boolean(),
  referrer: nullableText,
  userAgent: nullableText,
});
export type ClickReportRow = z.infer<typeof ClickReportRowSchema>;

export const clickReportResponseSchema = pagedResponse(ClickReportRowSchema);
export type ClickReportResponse = z.infer<typeof clickReportResponseSchema>;

/** A click's reason for staff: the catalogue sentence, then the detail of the failed check. */
export function clickReasonText(reason: string | null, detail: string | null): string | null {
  if (!reason) return null;
  const sentence =
    reason in CLICK_REASONS ? CLICK_REASONS[reason as ClickReason].sentence : `Unknown reason (${reason}).`;
  return detail ? `${sentence} (${detail})` : sentence;
}
