import { z } from 'zod';
import { dataEnvelope, formArray, listQuerySchema, pagedResponse } from '../common';
import { optionalText } from '../values';
import { CONVERSION_REASONS, type ConversionReason } from './reasons';

/*
 * Conversions (docs/tracking.md "Conversions"): their statuses, the staff API that changes them,
 * and the advertiser postback log.
 */

/** Every status a stored conversion can have (an offer's default is one of the first two). */
export const STORED_CONVERSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ConversionStatus = (typeof STORED_CONVERSION_STATUSES)[number];
export const STORED_CONVERSION_STATUS_LABELS: Record<ConversionStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const StoredConversionStatusSchema = z.enum(STORED_CONVERSION_STATUSES, { error: 'Choose a status' });

/** How an advertiser told us: a server postback, an image pixel, an iframe pixel or the JS tag. */
export const CONVERSION_CHANNELS = ['postback', 'pixel', 'iframe', 'js'] as const;
export type ConversionChannel = (typeof CONVERSION_CHANNELS)[number];
export const CONVERSION_CHANNEL_LABELS: Record<ConversionChannel, string> = {
  postback: 'Server postback',
  pixel: 'Image pixel',
  iframe: 'Iframe pixel',
  js: 'JS tag',
};

/** A status change by staff; rejecting needs a reason, which the publisher may read. */
const statusChangeFields = {
  status: StoredConversionStatusSchema,
  reason: optionalText(500),
};
const reasonForRejection = (value: { status: ConversionStatus; reason?: string | null | undefined }) =>
  value.status !== 'rejected' || Boolean(value.reason);
const REASON_ERROR = { path: ['reason'], message: 'Say why the conversion is rejected' };

export const changeConversionStatusBodySchema = z
  .object(statusChangeFields)
  .refine(reasonForRejection, REASON_ERROR);
export type ChangeConversionStatusBody = z.infer<typeof changeConversionStatusBodySchema>;

export const changeConversionStatusesBodySchema = z
  .object({
    ids: formArray(z.uuid()).refine(
      (ids) => ids.length > 0 && ids.length <= 500,
      'Choose 1 to 500 conversions',
    ),
    ...statusChangeFields,
  })
  .refine(reasonForRejection, REASON_ERROR);
export type ChangeConversionStatusesBody = z.infer<typeof changeConversionStatusesBodySchema>;

/** How many conversions moved (those already in the status are left alone). */
export const changeConversionStatusResponseSchema = dataEnvelope(z.object({ updated: z.number().int() }));
export type ChangeConversionStatusResponse = z.infer<typeof changeConversionStatusResponseSchema>;

/** What became of an advertiser's call: stored, an exact repeat of a stored one, or a reason code. */
export const POSTBACK_RESULTS = [
  'accepted',
  'repeat',
  ...(Object.keys(CONVERSION_REASONS) as ConversionReason[]),
] as ['accepted', 'repeat', ...ConversionReason[]];
export type PostbackResult = 'accepted' | 'repeat' | ConversionReason;

/** The result in plain words, for the log screen. */
export function postbackResultSentence(result: string): string {
  if (result === 'accepted') return 'Recorded as a new conversion.';
  if (result === 'repeat') return 'An exact repeat of a recorded conversion; answered with its id.';
  return result in CONVERSION_REASONS
    ? CONVERSION_REASONS[result as ConversionReason].sentence
    : `Unknown result (${result}).`;
}

export const AdvertiserPostbackLogSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime(),
  channel: z.enum(CONVERSION_CHANNELS),
  method: z.string(),
  isHttps: z.boolean(),
  ip: z.string().nullable(),
  /** The parameters as received (cleaned and bounded). */
  params: z.record(z.string(), z.string()),
  clickId: z.string().nullable(),
  offer: z.object({ id: z.uuid(), ref: z.number().int(), name: z.string() }).nullable(),
  advertiser: z.object({ id: z.uuid(), company: z.string() }).nullable(),
  eventKey: z.string().nullable(),
  txnId: z.string().nullable(),
  result: z.string(),
  httpStatus: z.number().int(),
  conversionId: z.uuid().nullable(),
  /** Calls this row stands for: more than 1 for a flooding source's limited calls (`rate_limited`). */
  repeats: z.number().int(),
});
export type AdvertiserPostbackLog = z.infer<typeof AdvertiserPostbackLogSchema>;

/** `YYYY-MM-DD`, a day in UTC. */
const daySchema = z.iso.date({ error: 'Enter a date such as 2026-12-01' });

export const listAdvertiserPostbackLogsQuerySchema = listQuerySchema.extend({
  sort: z.enum(['receivedAt']).default('receivedAt'),
  advertiserId: z.uuid().optional(),
  offerId: z.uuid().optional(),
  result: z.enum(POSTBACK_RESULTS).optional(),
  /** First and last day (UTC) included. */
  from: daySchema.optional(),
  to: daySchema.optional(),
});
export type ListAdvertiserPostbackLogsQuery = z.input<typeof listAdvertiserPostbackLogsQuerySchema>;
export const listAdvertiserPostbackLogsResponseSchema = pagedResponse(AdvertiserPostbackLogSchema);
export type ListAdvertiserPostbackLogsResponse = z.infer<typeof listAdvertiserPostbackLogsResponseSchema>;
