import { z } from 'zod';
import { listQuerySchema, pagedResponse } from '../common';
import { StoredConversionStatusSchema } from '../tracking/conversions';
import { CONVERSION_REASONS, type ConversionReason, publisherSentenceOf } from '../tracking/reasons';
import { checkReportRangeOf, reportFilterFields } from './report-filters';

/*
 * The conversion report (admin report/conversion, partners' report/conversions): every
 * conversion with its times, offer, event, status and reason, money, sub ids and visitor. Each
 * role gets its own row shape, so what a role may not see is not in its answer at all:
 * publishers see their payout (never revenue or other publishers), advertisers what they pay
 * (revenue) and a publisher's number only.
 */

/** Longest range one conversion report covers (a leap year, both ends included). */
export const MAX_CONVERSION_REPORT_DAYS = 366;

export const CONVERSION_REPORT_SORTS = ['convertedAt', 'clickedAt'] as const;
export type ConversionReportSort = (typeof CONVERSION_REPORT_SORTS)[number];

export const conversionReportQuerySchema = listQuerySchema
  .extend({
    ...reportFilterFields,
    /**
     * Only the conversions billed on this invoice (an invoice's "See conversions"): on either side
     * for staff, on the caller's own side for a partner.
     */
    invoiceId: z.uuid('Choose an invoice').optional(),
    sort: z.enum(CONVERSION_REPORT_SORTS).default('convertedAt'),
  })
  .superRefine(checkReportRangeOf(MAX_CONVERSION_REPORT_DAYS));
export type ConversionReportQuery = z.input<typeof conversionReportQuerySchema>;
/** The export takes the same filters and order; it has no pages. */
export const conversionExportQuerySchema = conversionReportQuerySchema;

const ref = z.number().int();
const money = z.string();
const OfferRefSchema = z.object({ id: z.uuid(), ref, name: z.string() });
const PartnerNameSchema = z.object({ id: z.uuid(), ref, company: z.string() });

/** What every role sees of a conversion. */
const conversionCore = {
  id: z.uuid(),
  clickId: z.string(),
  clickedAt: z.iso.datetime(),
  convertedAt: z.iso.datetime(),
  offer: OfferRefSchema,
  event: z.string(),
  status: StoredConversionStatusSchema,
  /** Why it has its status, in plain words (staff's reason, or a catalogue sentence). */
  reason: z.string().nullable(),
  /**
   * For a pending conversion, when it is decided automatically if its advertiser has not (the
   * validation deadline, docs/money.md); null when it is decided or there is no deadline.
   */
  decisionDue: z.iso.datetime().nullable(),
  saleAmount: money.nullable(),
  currency: z.string(),
  country: z.string().nullable(),
  device: z.string().nullable(),
  os: z.string().nullable(),
  browser: z.string().nullable(),
};
const subIds = {
  sub1: z.string().nullable(),
  sub2: z.string().nullable(),
  sub3: z.string().nullable(),
  sub4: z.string().nullable(),
  sub5: z.string().nullable(),
  source: z.string().nullable(),
};

export const StaffConversionRowSchema = z.object({
  ...conversionCore,
  ...subIds,
  publisher: PartnerNameSchema,
  advertiser: PartnerNameSchema,
  payout: money,
  revenue: money,
  ip: z.string().nullable(),
  txnId: z.string().nullable(),
  /** A test conversion made from the offer's integration tab: never counted in reports. */
  isTest: z.boolean(),
});
export type StaffConversionRow = z.infer<typeof StaffConversionRowSchema>;

export const PublisherConversionRowSchema = z.object({
  ...conversionCore,
  ...subIds,
  payout: money,
  ip: z.string().nullable(),
});
export type PublisherConversionRow = z.infer<typeof PublisherConversionRowSchema>;

export const AdvertiserConversionRowSchema = z.object({
  ...conversionCore,
  /** The publisher's number only: an advertiser never learns who a publisher is. */
  publisherRef: ref,
  revenue: money,
  txnId: z.string().nullable(),
});
export type AdvertiserConversionRow = z.infer<typeof AdvertiserConversionRowSchema>;

export const staffConversionReportResponseSchema = pagedResponse(StaffConversionRowSchema);
export type StaffConversionReportResponse = z.infer<typeof staffConversionReportResponseSchema>;
export const publisherConversionReportResponseSchema = pagedResponse(PublisherConversionRowSchema);
export type PublisherConversionReportResponse = z.infer<typeof publisherConversionReportResponseSchema>;
export const advertiserConversionReportResponseSchema = pagedResponse(AdvertiserConversionRowSchema);
export type AdvertiserConversionReportResponse = z.infer<typeof advertiserConversionReportResponseSchema>;

/** Who reads a conversion's reason: publishers are not told which fraud rule caught them. */
export type ReasonAudience = 'staff' | 'publisher' | 'advertiser';

/**
 * A stored status reason in plain words: a catalogue code becomes its sentence (for publishers,
 * the sentence they may read), anything else is staff's own words and is shown as written.
 */
export function conversionReasonText(reason: string | null, audience: ReasonAudience): string | null {
  if (!reason) return null;
  if (!(reason in CONVERSION_REASONS)) return reason;
  const code = reason as ConversionReason;
  return audience === 'publisher' ? publisherSentenceOf(code) : CONVERSION_REASONS[code].sentence;
}
