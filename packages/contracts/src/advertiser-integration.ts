import { z } from 'zod';
import { dataEnvelope, formArray, pagedResponse, timezoneSchema } from './common';
import { DashboardFiguresSchema } from './dashboard';
import { ipOrCidrSchema } from './network';
import { CONVERSION_INTAKES } from './offers/offer-constants';
import { IntegrationEventSchema, TrackingDomainSchema } from './offers/tracking-links';
import { AdvertiserPostbackLogSchema, listAdvertiserPostbackLogsQuerySchema } from './tracking/conversions';
import { TestConversionSchema, testConversionRequestSchema } from './tracking/test-conversion';

/*
 * What an advertiser needs to run their side themselves (their offer view and their settings):
 * the offer's integration with their own token, a test conversion of their own, their postback
 * log, the offer's recent results, and their token and IP allowlist.
 */

/* ------------------------------------------------------------------------------------------------
 * advertiser offer/view/{id}: the integration, built by the staff integration tab's builder.
 * ---------------------------------------------------------------------------------------------- */

/**
 * One event's snippets as the advertiser sees them: the postback URL carries their own token;
 * the pixels and tag are null on an offer that takes server postbacks only (they would be refused).
 */
export const AdvertiserIntegrationEventSchema = IntegrationEventSchema.extend({
  imagePixel: z.string().nullable(),
  iframePixel: z.string().nullable(),
  scriptTag: z.string().nullable(),
});
export type AdvertiserIntegrationEvent = z.infer<typeof AdvertiserIntegrationEventSchema>;

export const AdvertiserIntegrationSchema = z.object({
  domain: TrackingDomainSchema,
  offerRef: z.number().int(),
  /** The advertiser's secret for server postbacks (rotated on their setting/account). */
  conversionToken: z.string(),
  conversionIntake: z.enum(CONVERSION_INTAKES),
  /** The largest sale amount a browser may report; null = a browser's amount is not taken. */
  browserSaleAmountMax: z.string().nullable(),
  events: z.array(AdvertiserIntegrationEventSchema),
});
export type AdvertiserIntegration = z.infer<typeof AdvertiserIntegrationSchema>;
export const advertiserIntegrationResponseSchema = dataEnvelope(AdvertiserIntegrationSchema);

/**
 * "Send a test conversion": the staff test's chain on a test click of a publisher who runs the
 * offer (chosen by the server; the advertiser never sees who), which calls no publisher.
 */
export const advertiserTestConversionRequestSchema = testConversionRequestSchema.omit({ publisherId: true });
export type AdvertiserTestConversionRequest = z.input<typeof advertiserTestConversionRequestSchema>;
export type AdvertiserTestConversionBody = z.output<typeof advertiserTestConversionRequestSchema>;

/** What the advertiser learns of their test: the click, and the conversion without its payout. */
export const AdvertiserTestConversionSchema = z.object({
  click: TestConversionSchema.shape.click,
  conversion: z
    .object({
      /** `accepted`, `repeat`, or the intake's reason code (CONVERSION_REASONS). */
      result: z.string(),
      id: z.uuid().nullable(),
      status: z.string().nullable(),
      /** What the conversion would cost them; a test is never billed. */
      revenue: z.string().nullable(),
      currency: z.string().nullable(),
    })
    .nullable(),
  /** Always true: test clicks and conversions count in no report, cap or invoice. */
  isTest: z.literal(true),
});
export type AdvertiserTestConversion = z.infer<typeof AdvertiserTestConversionSchema>;
export const advertiserTestConversionResponseSchema = dataEnvelope(AdvertiserTestConversionSchema);

/** The offer's results over the last days (the advertiser dashboard's figures for one offer). */
export const ADVERTISER_OFFER_RESULT_DAYS = 30;
export const advertiserOfferResultsQuerySchema = z.object({
  /** Days start at midnight here; the browser's zone, else the network's. */
  tz: timezoneSchema.optional(),
});
export const AdvertiserOfferResultsSchema = z.object({
  /** First and last day (inclusive) in `timeZone`, as report/performance takes them. */
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.string(),
  /** Payout is null: advertisers see revenue, what they pay. */
  figures: DashboardFiguresSchema,
});
export type AdvertiserOfferResults = z.infer<typeof AdvertiserOfferResultsSchema>;
export const advertiserOfferResultsResponseSchema = dataEnvelope(AdvertiserOfferResultsSchema);

/* ------------------------------------------------------------------------------------------------
 * The advertiser's own postback log: the calls about their offers (`advertiser_postback_logs`).
 * ---------------------------------------------------------------------------------------------- */

export const OwnPostbackLogSchema = AdvertiserPostbackLogSchema.omit({ advertiser: true });
export type OwnPostbackLog = z.infer<typeof OwnPostbackLogSchema>;
export const listOwnPostbackLogsQuerySchema = listAdvertiserPostbackLogsQuerySchema.omit({
  advertiserId: true,
});
export type ListOwnPostbackLogsQuery = z.input<typeof listOwnPostbackLogsQuerySchema>;
export const listOwnPostbackLogsResponseSchema = pagedResponse(OwnPostbackLogSchema);
export type ListOwnPostbackLogsResponse = z.infer<typeof listOwnPostbackLogsResponseSchema>;

/* ------------------------------------------------------------------------------------------------
 * The advertiser's setting/account: their conversion token and postback IP allowlist.
 * ---------------------------------------------------------------------------------------------- */

export const ConversionSecuritySchema = z.object({
  conversionToken: z.string(),
  /** Addresses and CIDR ranges server postbacks may come from; empty = any address. */
  ipAllowlist: z.array(z.string()),
});
export type ConversionSecurity = z.infer<typeof ConversionSecuritySchema>;
export const conversionSecurityResponseSchema = dataEnvelope(ConversionSecuritySchema);
export type ConversionSecurityResponse = z.infer<typeof conversionSecurityResponseSchema>;

export const updateIpAllowlistBodySchema = z.object({
  ipAllowlist: formArray(ipOrCidrSchema).refine((list) => list.length <= 50, 'At most 50 entries'),
});
export type UpdateIpAllowlistBody = z.infer<typeof updateIpAllowlistBodySchema>;
export type UpdateIpAllowlistRequest = z.input<typeof updateIpAllowlistBodySchema>;
