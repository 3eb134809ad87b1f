import { z } from 'zod';
import { dataEnvelope, listQuerySchema, pagedResponse } from '../common';
import { StoredFileSchema } from '../values';
import { PricingSchema } from './offer';
import { OfferAccessStatusSchema } from './offer-access';
import {
  CAP_ACTIONS,
  CAP_METRICS,
  CAP_PERIODS,
  CAP_SCOPES,
  CONVERSION_INTAKES,
  CREATIVE_TYPES,
  LANDING_PAGE_STATUSES,
  OFFER_VISIBILITIES,
  PAYOUT_TYPES,
} from './offer-constants';
import { OfferStatusSchema } from './offer-general';
import { OfferTargetingSchema } from './offer-targeting';

/*
 * What publishers and advertisers see of offers. These shapes are allowlists: anything not named
 * here (other publishers' overrides and access, private events, internal notes, the advertiser's
 * destination URL for publishers) cannot reach them, because answers are serialised through them.
 */

const NamedRefSchema = z.object({ id: z.uuid(), name: z.string() });
const PayoutTypeOut = z.enum(PAYOUT_TYPES);

/** The publisher's relation to an offer: `none` = may request (approval offers) — public offers read `approved`. */
export const PublisherAccessSchema = z.union([OfferAccessStatusSchema, z.literal('none')]);
export type PublisherAccess = z.infer<typeof PublisherAccessSchema>;

const PayoutPartsSchema = z.object({
  payoutType: PayoutTypeOut,
  payoutAmount: z.string().nullable(),
  payoutPercent: z.string().nullable(),
});

/**
 * The publisher's own payout for one event now, after their overrides, plus the payouts their
 * country-specific overrides give clicks from those countries.
 */
export const PublisherPayoutSchema = PayoutPartsSchema.extend({
  eventKey: z.string(),
  eventName: z.string(),
  isBase: z.boolean(),
  countryPayouts: z.array(PayoutPartsSchema.extend({ country: z.string() })),
});
export type PublisherPayout = z.infer<typeof PublisherPayoutSchema>;

export const PublisherOfferListItemSchema = z.object({
  id: z.uuid(),
  ref: z.number().int(),
  name: z.string(),
  status: OfferStatusSchema,
  visibility: z.enum(OFFER_VISIBILITIES),
  access: PublisherAccessSchema,
  categories: z.array(NamedRefSchema),
  currency: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** The base event's payout for this publisher. */
  payout: PublisherPayoutSchema,
  /** Countries the offer takes (empty = all but `excludedCountries`). */
  countries: z.array(z.string()),
  excludedCountries: z.array(z.string()),
});
export type PublisherOfferListItem = z.infer<typeof PublisherOfferListItemSchema>;

/** available: every offer the publisher may see; approved: the ones they may run now. */
export const PUBLISHER_OFFER_SCOPES = ['available', 'approved'] as const;
export const PUBLISHER_OFFER_SORTS = ['name', 'ref', 'payout', 'createdAt'] as const;
export const listPublisherOffersQuerySchema = listQuerySchema.extend({
  scope: z.enum(PUBLISHER_OFFER_SCOPES).default('available'),
  sort: z.enum(PUBLISHER_OFFER_SORTS).default('createdAt'),
  categoryId: z.uuid().optional(),
  country: z.string().trim().toUpperCase().length(2).optional(),
  payoutType: PayoutTypeOut.optional(),
  access: PublisherAccessSchema.optional(),
});
export type ListPublisherOffersQuery = z.input<typeof listPublisherOffersQuerySchema>;
export const listPublisherOffersResponseSchema = pagedResponse(PublisherOfferListItemSchema);
export type ListPublisherOffersResponse = z.infer<typeof listPublisherOffersResponseSchema>;

export const PartnerCapSchema = z.object({
  metric: z.enum(CAP_METRICS),
  period: z.enum(CAP_PERIODS),
  timezone: z.string(),
  /** offer: shared by all; each_publisher / publisher: counted for this publisher alone. */
  scope: z.enum(CAP_SCOPES),
  eventKey: z.string().nullable(),
  limit: z.string(),
  /** What happens once the cap is reached. */
  action: z.enum(CAP_ACTIONS),
});

export const PartnerCreativeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(CREATIVE_TYPES),
  file: StoredFileSchema.nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  linkText: z.string().nullable(),
  html: z.string().nullable(),
  emailSubject: z.string().nullable(),
  emailFromName: z.string().nullable(),
  emailBody: z.string().nullable(),
});

export const PartnerScheduleSchema = z.object({
  timezone: z.string(),
  liveFrom: z.string().nullable(),
  liveUntil: z.string().nullable(),
  dayPartingEnabled: z.boolean(),
  dayPartingHours: z.array(z.number().int()),
});

export const PublisherOfferSchema = PublisherOfferListItemSchema.omit({ payout: true }).extend({
  description: z.string().nullable(),
  restrictions: z.string().nullable(),
  previewUrl: z.string().nullable(),
  payouts: z.array(PublisherPayoutSchema),
  targeting: OfferTargetingSchema,
  landingPages: z.array(z.object({ id: z.uuid(), name: z.string(), previewUrl: z.string().nullable() })),
  creatives: z.array(PartnerCreativeSchema),
  schedule: PartnerScheduleSchema,
  caps: z.array(PartnerCapSchema),
  deepLinksEnabled: z.boolean(),
  /** What an access request asks and the terms it accepts (approval offers). */
  approvalQuestions: z.array(z.string()),
  terms: z.string().nullable(),
  /** Why staff rejected or blocked this publisher, when they said. */
  accessReason: z.string().nullable(),
});
export type PublisherOffer = z.infer<typeof PublisherOfferSchema>;
export const getPublisherOfferResponseSchema = dataEnvelope(PublisherOfferSchema);

/* Advertisers: their own offers, with what they pay (revenue), never what publishers earn. */

export const AdvertiserEventSchema = z.object({
  key: z.string(),
  name: z.string(),
  isBase: z.boolean(),
  revenueType: PayoutTypeOut,
  revenueAmount: z.string().nullable(),
  revenuePercent: z.string().nullable(),
});

export const AdvertiserOfferListItemSchema = z.object({
  id: z.uuid(),
  ref: z.number().int(),
  name: z.string(),
  status: OfferStatusSchema,
  categories: z.array(NamedRefSchema),
  currency: z.string(),
  thumbnailUrl: z.string().nullable(),
  pricing: PricingSchema.pick({ revenueType: true, revenueAmount: true, revenuePercent: true }),
  createdAt: z.iso.datetime(),
});
export type AdvertiserOfferListItem = z.infer<typeof AdvertiserOfferListItemSchema>;

export const ADVERTISER_OFFER_SORTS = ['name', 'ref', 'status', 'createdAt'] as const;
export const listAdvertiserOffersQuerySchema = listQuerySchema.extend({
  sort: z.enum(ADVERTISER_OFFER_SORTS).default('createdAt'),
  status: OfferStatusSchema.optional(),
});
export type ListAdvertiserOffersQuery = z.input<typeof listAdvertiserOffersQuerySchema>;
export const listAdvertiserOffersResponseSchema = pagedResponse(AdvertiserOfferListItemSchema);
export type ListAdvertiserOffersResponse = z.infer<typeof listAdvertiserOffersResponseSchema>;

export const AdvertiserOfferSchema = AdvertiserOfferListItemSchema.omit({ pricing: true }).extend({
  description: z.string().nullable(),
  restrictions: z.string().nullable(),
  destinationUrl: z.string(),
  previewUrl: z.string().nullable(),
  events: z.array(AdvertiserEventSchema),
  landingPages: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      url: z.string(),
      previewUrl: z.string().nullable(),
      status: z.enum(LANDING_PAGE_STATUSES),
    }),
  ),
  targeting: OfferTargetingSchema,
  schedule: PartnerScheduleSchema,
  /** Caps on the whole offer (per-publisher caps are the network's business). */
  caps: z.array(PartnerCapSchema),
  creatives: z.array(PartnerCreativeSchema),
  /** Which channels report this offer's conversions (the offer's choice, else the network's default). */
  conversionIntake: z.enum(CONVERSION_INTAKES),
  /** The largest sale amount a pixel or the tag may report; null = a browser's amount is ignored. */
  browserSaleAmountMax: z.string().nullable(),
});
export type AdvertiserOffer = z.infer<typeof AdvertiserOfferSchema>;
export const getAdvertiserOfferResponseSchema = dataEnvelope(AdvertiserOfferSchema);
