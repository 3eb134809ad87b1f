import { z } from 'zod';
import { dataEnvelope, formArray, formBoolean, listQuerySchema, pagedResponse } from '../common';
import { STORED_CONVERSION_STATUSES } from './conversions';
import { unknownPostbackMacros } from './postback-macros';

/*
 * Publisher postbacks (docs/tracking.md "Publisher postbacks"): the settings a publisher (or
 * staff for them) saves, the deliveries the worker sends, which are also the log.
 */

/** Conversion statuses a postback can subscribe to: every status a conversion row can hold. */
export const POSTBACK_CONVERSION_STATUSES = STORED_CONVERSION_STATUSES;
export const PostbackConversionStatusSchema = z.enum(POSTBACK_CONVERSION_STATUSES, {
  error: 'Choose a conversion status',
});
export type PostbackConversionStatus = z.infer<typeof PostbackConversionStatusSchema>;
export const POSTBACK_CONVERSION_STATUS_LABELS: Record<PostbackConversionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const POSTBACK_METHODS = ['GET', 'POST'] as const;
export const PostbackMethodSchema = z.enum(POSTBACK_METHODS, { error: 'Choose GET or POST' });
export type PostbackMethod = z.infer<typeof PostbackMethodSchema>;

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export const DeliveryStateSchema = z.enum(DELIVERY_STATES);
export type DeliveryState = z.infer<typeof DeliveryStateSchema>;

/** The `error` of a delivery whose destination resolved to an address we never call. */
export const SSRF_REFUSED = 'ssrf_refused';

export const POSTBACK_URL_MAX = 2048;
export const POSTBACK_BODY_MAX = 4000;

/** The authority of a URL as written (between `//` and the path), where no macro may go. */
function authorityOf(url: string): string {
  const afterScheme = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  return afterScheme.split(/[/?#]/, 1)[0] ?? '';
}

/** The URL with every macro replaced by a plain value, so the URL parser can judge the rest. */
function withSampleMacros(url: string): string {
  return url.replace(/\{[a-z0-9_]*\}/g, '0');
}

function macroIssues(value: string, ctx: z.RefinementCtx): void {
  const unknown = unknownPostbackMacros(value);
  if (unknown.length > 0)
    ctx.addIssue({
      code: 'custom',
      message: `Unknown macro: ${unknown.map((name) => `{${name}}`).join(', ')}`,
    });
}

/**
 * A postback URL: http or https, known macros only, and none in the host (a macro there would let
 * a click's sub id choose where we send the call).
 */
export const postbackUrlSchema = z
  .string({ error: 'Enter the postback URL' })
  .trim()
  .min(1, 'Enter the postback URL')
  .max(POSTBACK_URL_MAX, 'URL is too long')
  .superRefine((value, ctx) => {
    if (!/^https?:\/\//i.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'The URL must start with http:// or https://' });
      return;
    }
    if (/[{}]/.test(authorityOf(value))) {
      ctx.addIssue({ code: 'custom', message: 'Macros are not allowed in the host' });
      return;
    }
    macroIssues(value, ctx);
    if (!URL.canParse(withSampleMacros(value)))
      ctx.addIssue({ code: 'custom', message: 'Enter a valid http(s) URL' });
  });

const postbackBodyTemplateSchema = z
  .string()
  .trim()
  .max(POSTBACK_BODY_MAX, `At most ${POSTBACK_BODY_MAX} characters`)
  .superRefine(macroIssues)
  .optional();

const postbackFields = {
  /** Absent: every offer the publisher runs (a global postback). */
  offerId: z.uuid('Choose an offer').optional(),
  /** Absent: every event. */
  eventKey: z.string().trim().max(64).optional(),
  statuses: formArray(PostbackConversionStatusSchema).refine(
    (list) => list.length > 0,
    'Choose at least one status',
  ),
  method: PostbackMethodSchema.default('GET'),
  url: postbackUrlSchema,
  /** POST only: the body template (form or JSON, as written). */
  body: postbackBodyTemplateSchema,
  isActive: formBoolean.default(true),
};

/** The publisher's own postback (tools/postback/add and edit). */
export const savePublisherPostbackBodySchema = z.object(postbackFields);
export type SavePublisherPostbackBody = z.infer<typeof savePublisherPostbackBodySchema>;

/** Staff save a postback for a publisher they choose (publisher/postback/add and edit). */
export const saveStaffPostbackBodySchema = z.object({
  publisherId: z.uuid('Choose a publisher'),
  ...postbackFields,
});
export type SaveStaffPostbackBody = z.infer<typeof saveStaffPostbackBodySchema>;

export const PublisherPostbackSchema = z.object({
  id: z.uuid(),
  publisherId: z.uuid(),
  publisherName: z.string(),
  publisherRef: z.number().int(),
  offerId: z.uuid().nullable(),
  offerName: z.string().nullable(),
  offerRef: z.number().int().nullable(),
  eventKey: z.string().nullable(),
  statuses: z.array(PostbackConversionStatusSchema),
  method: PostbackMethodSchema,
  url: z.string(),
  body: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PublisherPostback = z.infer<typeof PublisherPostbackSchema>;

export const getPublisherPostbackResponseSchema = dataEnvelope(PublisherPostbackSchema);
export type GetPublisherPostbackResponse = z.infer<typeof getPublisherPostbackResponseSchema>;

export const POSTBACK_SORTS = ['createdAt', 'url'] as const;
export const listPublisherPostbacksQuerySchema = listQuerySchema.extend({
  sort: z.enum(POSTBACK_SORTS).default('createdAt'),
  /** Staff only (a publisher's list is always their own). */
  publisherId: z.uuid().optional(),
  offerId: z.uuid().optional(),
});
export type ListPublisherPostbacksQuery = z.infer<typeof listPublisherPostbacksQuerySchema>;
export const listPublisherPostbacksResponseSchema = pagedResponse(PublisherPostbackSchema);
export type ListPublisherPostbacksResponse = z.infer<typeof listPublisherPostbacksResponseSchema>;

/** One call: the request as sent and the answer as received. */
export const PostbackDeliverySchema = z.object({
  id: z.uuid(),
  postbackId: z.uuid().nullable(),
  publisherId: z.uuid(),
  publisherName: z.string(),
  offerId: z.uuid().nullable(),
  offerName: z.string().nullable(),
  eventKey: z.string().nullable(),
  conversionId: z.uuid().nullable(),
  conversionStatus: z.string(),
  method: PostbackMethodSchema,
  url: z.string(),
  body: z.string().nullable(),
  state: DeliveryStateSchema,
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  isTest: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PostbackDelivery = z.infer<typeof PostbackDeliverySchema>;

/** 2026-02-30 parses as 2 March in JavaScript: a real day reads back as itself. */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** A calendar day, YYYY-MM-DD (the log's date filter, read in UTC). */
const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine(isCalendarDay, 'Not a date');

export const listPostbackDeliveriesQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt']).default('createdAt'),
  state: DeliveryStateSchema.optional(),
  /** Staff only. */
  publisherId: z.uuid().optional(),
  postbackId: z.uuid().optional(),
  /** First and last day (inclusive, UTC) of the deliveries shown. */
  from: daySchema.optional(),
  to: daySchema.optional(),
});
export type ListPostbackDeliveriesQuery = z.infer<typeof listPostbackDeliveriesQuerySchema>;
export const listPostbackDeliveriesResponseSchema = pagedResponse(PostbackDeliverySchema);
export type ListPostbackDeliveriesResponse = z.infer<typeof listPostbackDeliveriesResponseSchema>;

export const REFIRE_MAX = 100;
export const refireDeliveriesBodySchema = z.object({
  ids: formArray(z.uuid())
    .refine((ids) => ids.length > 0, 'Choose at least one delivery')
    .refine((ids) => ids.length <= REFIRE_MAX, `At most ${REFIRE_MAX} at a time`),
});
export type RefireDeliveriesBody = z.infer<typeof refireDeliveriesBodySchema>;
export const refireDeliveriesResponseSchema = dataEnvelope(z.object({ ids: z.array(z.uuid()) }));
export type RefireDeliveriesResponse = z.infer<typeof refireDeliveriesResponseSchema>;

export const sendTestPostbackResponseSchema = dataEnvelope(PostbackDeliverySchema);
export type SendTestPostbackResponse = z.infer<typeof sendTestPostbackResponseSchema>;

export const postbackSecretResponseSchema = dataEnvelope(z.object({ secret: z.string() }));
export type PostbackSecretResponse = z.infer<typeof postbackSecretResponseSchema>;

/** What a postback may target: offers the publisher runs, with the events they may see. */
export const PostbackTargetOfferSchema = z.object({
  id: z.uuid(),
  ref: z.number().int(),
  name: z.string(),
  events: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type PostbackTargetOffer = z.infer<typeof PostbackTargetOfferSchema>;
export const listPostbackTargetsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  /** Staff only: whose offers. */
  publisherId: z.uuid().optional(),
});
export const listPostbackTargetsResponseSchema = dataEnvelope(
  z.object({
    offers: z.array(PostbackTargetOfferSchema),
    /** Event keys a global postback may name (of every offer the publisher runs). */
    eventKeys: z.array(z.string()),
  }),
);
export type ListPostbackTargetsResponse = z.infer<typeof listPostbackTargetsResponseSchema>;

/** The signature header's name and how its value is built (docs/tracking.md). */
export const POSTBACK_SIGNATURE_HEADER = 'X-Affnet-Signature';
export const POSTBACK_DELIVERY_HEADER = 'X-Affnet-Delivery';
