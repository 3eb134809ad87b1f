import { z } from 'zod';
import { dataEnvelope, formArray, listQuerySchema } from '../common';
import { pagedWithFigures, RECENT_FIGURE_SORTS, RecentFiguresSchema } from '../reports/recent-figures';
import { StoredFileSchema, validationDeadlineOut } from '../values';
import { offerCapsFields } from './offer-caps';
import {
  CAP_ACTIONS,
  CAP_METRICS,
  CAP_PERIODS,
  CAP_SCOPES,
  DUPLICATE_CLICK_ACTIONS,
  FALLBACK_KINDS,
  FALLBACK_REASONS,
  FALLBACK_STRATEGIES,
  LANDING_PAGE_STATUSES,
  OFFER_CONVERSION_INTAKES,
  OFFER_STATUSES,
  OFFER_VISIBILITIES,
  PAYOUT_TYPES,
  REDIRECT_MODES,
  SCHEDULED_CHANGE_KINDS,
  SCHEDULED_CHANGE_STATES,
} from './offer-constants';
import { BASE_EVENT, checkEventList, offerEventsFields } from './offer-events';
import { offerFallbackFields } from './offer-fallback';
import { ConversionStatusSchema, OfferStatusSchema, offerGeneralSchema } from './offer-general';
import { checkLandingPagesSection, offerLandingPagesFields } from './offer-landing-pages';
import { checkPayoutsSection, offerPayoutsFields } from './offer-payouts';
import { offerPermissionFields } from './offer-permission';
import { checkScheduleSection, offerScheduleFields } from './offer-schedule';
import { OfferTargetingSchema, offerTargetingFields } from './offer-targeting';

type EventRef = { eventKey?: string | undefined };
type PayoutRow = EventRef & { payoutType?: string | undefined; revenueType?: string | undefined };

/**
 * References between sections: every event key a payout, override, cap or scheduled change
 * names must be one of the offer's events, and per-click pricing (CPC) belongs to the base event.
 */
export function checkEventReferences(
  events: ReadonlyArray<{ key: string; isBase: boolean }>,
  sections: {
    payouts?: readonly PayoutRow[];
    overrides?: readonly PayoutRow[];
    caps?: readonly EventRef[];
    scheduledChanges?: readonly PayoutRow[];
  },
  ctx: z.RefinementCtx,
): void {
  const keys = new Set(events.map((event) => event.key));
  const baseKey = events.find((event) => event.isBase)?.key;
  for (const [section, rows] of Object.entries(sections)) {
    (rows ?? []).forEach((row: PayoutRow, index) => {
      if (row.eventKey === undefined) return;
      if (!keys.has(row.eventKey)) {
        ctx.addIssue({
          code: 'custom',
          path: [section, index, 'eventKey'],
          message: `The offer has no event "${row.eventKey}"`,
        });
        return;
      }
      for (const field of ['payoutType', 'revenueType'] as const) {
        if (row[field] === 'cpc' && row.eventKey !== baseKey) {
          ctx.addIssue({
            code: 'custom',
            path: [section, index, field],
            message: 'CPC pays per click, so only the base event can use it',
          });
        }
      }
    });
  }
}

/**
 * A new offer: the general fields, plus any other section (the classic form sends them all, the
 * wizard's first step only the general fields and the base payout). Left-out sections get their
 * defaults: one base event "Conversion", zero payouts, no pages, caps, rules or fallbacks.
 */
export const createOfferBodySchema = offerGeneralSchema
  .extend({
    ...offerEventsFields,
    ...offerLandingPagesFields,
    ...offerPayoutsFields,
    ...offerCapsFields,
    ...offerTargetingFields,
    ...offerScheduleFields,
    ...offerFallbackFields,
    ...offerPermissionFields,
  })
  .transform((body) => ({
    ...body,
    events:
      body.events.length > 0
        ? body.events
        : [{ ...BASE_EVENT, isBase: true, allowDuplicates: false, isPrivate: false }],
  }))
  .superRefine((body, ctx) => {
    checkEventList(body.events, ctx);
    checkLandingPagesSection(body, ctx);
    checkPayoutsSection(body, ctx);
    checkScheduleSection(body, ctx);
    const { payouts, overrides, caps, scheduledChanges } = body;
    checkEventReferences(body.events, { payouts, overrides, caps, scheduledChanges }, ctx);
  });
export type CreateOfferBody = z.input<typeof createOfferBodySchema>;
export type CreateOfferInput = z.output<typeof createOfferBodySchema>;

/* ------------------------------------------------------------------------------------------------
 * The offer as staff see it: every section, in the same field names the forms send.
 * ---------------------------------------------------------------------------------------------- */

const NamedRefSchema = z.object({ id: z.uuid(), name: z.string() });
const PartnerRefSchema = z.object({ id: z.uuid(), company: z.string() });
const PayoutTypeOut = z.enum(PAYOUT_TYPES);

export const OfferEventSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  isBase: z.boolean(),
  allowDuplicates: z.boolean(),
  isPrivate: z.boolean(),
  defaultStatus: ConversionStatusSchema.nullable(),
});
export type OfferEvent = z.infer<typeof OfferEventSchema>;

export const OfferPayoutSchema = z.object({
  eventId: z.uuid(),
  eventKey: z.string(),
  payoutType: PayoutTypeOut,
  payoutAmount: z.string().nullable(),
  payoutPercent: z.string().nullable(),
  revenueType: PayoutTypeOut,
  revenueAmount: z.string().nullable(),
  revenuePercent: z.string().nullable(),
});
export type OfferPayout = z.infer<typeof OfferPayoutSchema>;

export const OfferPayoutOverrideSchema = z.object({
  id: z.uuid(),
  eventKey: z.string(),
  publisherId: z.uuid(),
  publisher: PartnerRefSchema,
  country: z.string().nullable(),
  payoutType: PayoutTypeOut,
  payoutAmount: z.string().nullable(),
  payoutPercent: z.string().nullable(),
  /** Wall-clock times in the offer's time zone. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type OfferPayoutOverride = z.infer<typeof OfferPayoutOverrideSchema>;

export const OfferLandingPageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  previewUrl: z.string().nullable(),
  status: z.enum(LANDING_PAGE_STATUSES),
  weight: z.number().int(),
});
export type OfferLandingPage = z.infer<typeof OfferLandingPageSchema>;

export const OfferCapSchema = z.object({
  id: z.uuid(),
  metric: z.enum(CAP_METRICS),
  period: z.enum(CAP_PERIODS),
  timezone: z.string(),
  scope: z.enum(CAP_SCOPES),
  publisherId: z.uuid().nullable(),
  publisher: PartnerRefSchema.nullable(),
  eventKey: z.string().nullable(),
  limit: z.string(),
  action: z.enum(CAP_ACTIONS),
  alertPercent: z.number().int().nullable(),
  visibleToPublishers: z.boolean(),
});
export type OfferCap = z.infer<typeof OfferCapSchema>;

export const OfferScheduledChangeSchema = z.object({
  id: z.uuid(),
  runAt: z.string(),
  kind: z.enum(SCHEDULED_CHANGE_KINDS),
  status: OfferStatusSchema.nullable(),
  eventKey: z.string().nullable(),
  payoutType: PayoutTypeOut.nullable(),
  payoutAmount: z.string().nullable(),
  payoutPercent: z.string().nullable(),
  revenueType: PayoutTypeOut.nullable(),
  revenueAmount: z.string().nullable(),
  revenuePercent: z.string().nullable(),
  state: z.enum(SCHEDULED_CHANGE_STATES),
  appliedAt: z.iso.datetime().nullable(),
  /** Why a failed change could not apply. */
  error: z.string().nullable(),
});
export type OfferScheduledChange = z.infer<typeof OfferScheduledChangeSchema>;

export const OfferFallbackSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FALLBACK_KINDS),
  url: z.string().nullable(),
  offerId: z.uuid().nullable(),
  offer: NamedRefSchema.nullable(),
  weight: z.number().int(),
  reasons: z.array(z.enum(FALLBACK_REASONS)),
});
export type OfferFallback = z.infer<typeof OfferFallbackSchema>;

export const AccessCountsSchema = z.object({
  approved: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
  blocked: z.number().int(),
});

export const OfferSchema = z.object({
  id: z.uuid(),
  /** Short number shown to people and used in tracking links. */
  ref: z.number().int(),
  // general
  name: z.string(),
  advertiserId: z.uuid(),
  advertiser: PartnerRefSchema,
  categoryIds: z.array(z.uuid()),
  categories: z.array(NamedRefSchema),
  status: OfferStatusSchema,
  currency: z.string(),
  destinationUrl: z.string(),
  previewUrl: z.string().nullable(),
  description: z.string().nullable(),
  restrictions: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  redirectMode: z.enum(REDIRECT_MODES),
  requireHttps: z.boolean(),
  defaultConversionStatus: ConversionStatusSchema,
  attributionWindowDays: z.number().int(),
  minConversionSeconds: z.number().int(),
  conversionIntake: z.enum(OFFER_CONVERSION_INTAKES),
  browserSaleAmountMax: z.string().nullable(),
  /** Days after approval before its conversions are payable; null = the publisher's hold. */
  holdDays: z.number().int().nullable(),
  /** The offer's validation deadline; null days = the advertiser's. */
  ...validationDeadlineOut,
  thumbnail: StoredFileSchema.nullable(),
  // events and payouts
  events: z.array(OfferEventSchema),
  payouts: z.array(OfferPayoutSchema),
  overrides: z.array(OfferPayoutOverrideSchema),
  // landing pages
  landingPages: z.array(OfferLandingPageSchema),
  deepLinksEnabled: z.boolean(),
  deepLinkDomains: z.array(z.string()),
  // caps and targeting
  caps: z.array(OfferCapSchema),
  targeting: OfferTargetingSchema,
  blockBots: z.boolean(),
  blockedIps: z.array(z.string()),
  duplicateClickAction: z.enum(DUPLICATE_CLICK_ACTIONS),
  duplicateClickWindowHours: z.number().int(),
  // schedule
  timezone: z.string(),
  liveFrom: z.string().nullable(),
  liveUntil: z.string().nullable(),
  dayPartingEnabled: z.boolean(),
  dayPartingHours: z.array(z.number().int()),
  scheduledChanges: z.array(OfferScheduledChangeSchema),
  // fallback
  fallbackStrategy: z.enum(FALLBACK_STRATEGIES),
  fallbacks: z.array(OfferFallbackSchema),
  // permission
  visibility: z.enum(OFFER_VISIBILITIES),
  approvalQuestions: z.array(z.string()),
  terms: z.string().nullable(),
  accessCounts: AccessCountsSchema,
  creativeCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Offer = z.infer<typeof OfferSchema>;
export const getOfferResponseSchema = dataEnvelope(OfferSchema);

/* ------------------------------------------------------------------------------------------------
 * offer/manage
 * ---------------------------------------------------------------------------------------------- */

/** The base event's default pricing, as lists show it. */
export const PricingSchema = z.object({
  payoutType: PayoutTypeOut,
  payoutAmount: z.string().nullable(),
  payoutPercent: z.string().nullable(),
  revenueType: PayoutTypeOut,
  revenueAmount: z.string().nullable(),
  revenuePercent: z.string().nullable(),
});
export type Pricing = z.infer<typeof PricingSchema>;

export const OfferListItemSchema = z.object({
  id: z.uuid(),
  ref: z.number().int(),
  name: z.string(),
  status: OfferStatusSchema,
  visibility: z.enum(OFFER_VISIBILITIES),
  advertiser: PartnerRefSchema,
  categories: z.array(NamedRefSchema),
  currency: z.string(),
  thumbnailUrl: z.string().nullable(),
  pricing: PricingSchema,
  pendingRequests: z.number().int(),
  /** Its last 30 days: clicks, conversions and revenue (reports/recent-figures). */
  recent: RecentFiguresSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OfferListItem = z.infer<typeof OfferListItemSchema>;

export const OFFER_SORTS = [
  'ref',
  'name',
  'status',
  'advertiser',
  'createdAt',
  'updatedAt',
  ...RECENT_FIGURE_SORTS,
] as const;
export const listOffersQuerySchema = listQuerySchema.extend({
  sort: z.enum(OFFER_SORTS).default('createdAt'),
  status: z.enum(OFFER_STATUSES).optional(),
  advertiserId: z.uuid().optional(),
  categoryId: z.uuid().optional(),
  visibility: z.enum(OFFER_VISIBILITIES).optional(),
});
export type ListOffersQuery = z.input<typeof listOffersQuerySchema>;
export const listOffersResponseSchema = pagedWithFigures(OfferListItemSchema);
export type ListOffersResponse = z.infer<typeof listOffersResponseSchema>;

/** Bulk status actions of offer/manage, and the statuses each applies to (others are left as they are). */
export const OFFER_STATUS_ACTIONS = ['activate', 'pause'] as const;
export const OFFER_STATUS_TRANSITIONS = {
  activate: { from: ['draft', 'paused'], to: 'active' },
  pause: { from: ['active'], to: 'paused' },
} as const satisfies Record<
  (typeof OFFER_STATUS_ACTIONS)[number],
  { from: readonly (typeof OFFER_STATUSES)[number][]; to: (typeof OFFER_STATUSES)[number] }
>;
export const changeOfferStatusBodySchema = z.object({
  ids: formArray(z.uuid()).refine((ids) => ids.length > 0 && ids.length <= 500, 'Choose 1 to 500 offers'),
  action: z.enum(OFFER_STATUS_ACTIONS, { error: 'Choose an action' }),
});
export type ChangeOfferStatusBody = z.infer<typeof changeOfferStatusBodySchema>;
export const changeOfferStatusResponseSchema = dataEnvelope(z.object({ updated: z.number().int() }));

/** Offers to pick from (fallback targets, creative forms, access filters): id, number and name. */
export const OfferOptionSchema = z.object({
  id: z.uuid(),
  ref: z.number().int(),
  name: z.string(),
  status: OfferStatusSchema,
});
export type OfferOption = z.infer<typeof OfferOptionSchema>;
export const listOfferOptionsQuerySchema = z.object({ search: z.string().trim().max(200).optional() });
export const listOfferOptionsResponseSchema = dataEnvelope(z.array(OfferOptionSchema));

/** Payouts a publisher would get now, per event, after overrides: GET /offers/:id/payouts/resolve. */
export const resolvePayoutsQuerySchema = z.object({
  publisherId: z.uuid({ error: 'Choose a publisher' }),
  country: z.string().trim().toUpperCase().length(2).optional(),
});
export const ResolvedPayoutSchema = z.object({
  eventKey: z.string(),
  eventName: z.string(),
  isPrivate: z.boolean(),
  payoutType: PayoutTypeOut,
  payoutAmount: z.string().nullable(),
  payoutPercent: z.string().nullable(),
  /** Where the payout comes from: the publisher's override (by id) or the offer's default. */
  source: z.enum(['override', 'default']),
  overrideId: z.uuid().nullable(),
});
export type ResolvedPayout = z.infer<typeof ResolvedPayoutSchema>;
export const resolvePayoutsResponseSchema = dataEnvelope(z.array(ResolvedPayoutSchema));
