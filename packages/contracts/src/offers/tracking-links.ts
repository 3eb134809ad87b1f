import { z } from 'zod';
import { dataEnvelope, formBoolean, optionalHttpUrlSchema } from '../common';
import { CONVERSION_INTAKES } from './offer-constants';

/*
 * The tracking links of an offer (docs/tracking.md "Identifiers in links"): what staff and
 * publishers ask for, and what the server answers. The server builds every URL; screens only show
 * and copy them.
 */

export const SUB_ID_KEYS = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const;
export type SubIdKey = (typeof SUB_ID_KEYS)[number];
export const SUB_ID_MAX = 255;

/** A sub id or source: plain text (no control characters), blank = none. */
const trackedText = z
  .string()
  .trim()
  .max(SUB_ID_MAX, `At most ${SUB_ID_MAX} characters`)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'Use plain text (no control characters)')
  .transform((value) => value || undefined)
  .optional();

const optionalId = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.uuid({ error: 'Choose one of the list' }).optional())
  .optional();

/** The parts of a link a publisher chooses: page, creative, sub ids, source and a deep link. */
export const publisherTrackingLinkQuerySchema = z.object({
  landingPageId: optionalId,
  creativeId: optionalId,
  sub1: trackedText,
  sub2: trackedText,
  sub3: trackedText,
  sub4: trackedText,
  sub5: trackedText,
  source: trackedText,
  /** A deep link: only when the offer allows them, to one of its domains. */
  url: optionalHttpUrlSchema,
});
export type PublisherTrackingLinkQuery = z.input<typeof publisherTrackingLinkQuerySchema>;

/** Staff choose the publisher too, and may ask for a test link (its clicks are flagged as tests). */
export const trackingLinkQuerySchema = publisherTrackingLinkQuerySchema.extend({
  publisherId: z.uuid({ error: 'Choose a publisher' }),
  test: formBoolean.default(false),
});
export type TrackingLinkQuery = z.input<typeof trackingLinkQuerySchema>;

/** Where links point: the tenant's tracking domain, or the panel's own address when it has none. */
export const TrackingDomainSchema = z.object({
  /** `https://track.example.com`, or the panel's origin. */
  origin: z.string(),
  kind: z.enum(['tracking', 'panel']),
});
export type TrackingDomain = z.infer<typeof TrackingDomainSchema>;

export const TrackingLinkSchema = z.object({
  /** `{origin}/c/{code}` with the chosen page, creative, sub ids, source and deep link after `?`. */
  shortUrl: z.string(),
  /** `{origin}/click?offer_id=…&pub_id=…&…`. */
  longUrl: z.string(),
  domain: TrackingDomainSchema,
  offerRef: z.number().int(),
  publisherRef: z.number().int(),
  /** A staff test link: its clicks are test clicks (`test={expiry}.{mac}`) until this time. */
  test: z.boolean(),
  testExpiresAt: z.iso.datetime().nullable(),
});
export type TrackingLink = z.infer<typeof TrackingLinkSchema>;
export const trackingLinkResponseSchema = dataEnvelope(TrackingLinkSchema);

/** A publisher that may run the offer, for the link generator's picker. */
export const LinkPublisherSchema = z.object({ id: z.uuid(), ref: z.number().int(), company: z.string() });
export type LinkPublisher = z.infer<typeof LinkPublisherSchema>;
export const listLinkPublishersQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
export const listLinkPublishersResponseSchema = dataEnvelope(z.array(LinkPublisherSchema));

/* ------------------------------------------------------------------------------------------------
 * The integration tab: how the advertiser reports conversions back.
 * ---------------------------------------------------------------------------------------------- */

export const IntegrationEventSchema = z.object({
  key: z.string(),
  name: z.string(),
  isBase: z.boolean(),
  /** Server-to-server: `{origin}/postback?click_id={click_id}&event=…&amount=…&txn_id=…&token=…`. */
  postbackUrl: z.string(),
  /** `<img src="{origin}/pixel?offer_id=…&event=…">`: reads the click from the visitor's cookie. */
  imagePixel: z.string(),
  iframePixel: z.string(),
  scriptTag: z.string(),
});
export type IntegrationEvent = z.infer<typeof IntegrationEventSchema>;

export const OfferIntegrationSchema = z.object({
  domain: TrackingDomainSchema,
  offerRef: z.number().int(),
  advertiser: z.object({ id: z.uuid(), company: z.string() }),
  /**
   * The advertiser's postback token is in the postback URLs when the caller may read advertisers;
   * otherwise they hold `{token}` and this says where to find it.
   */
  tokenShown: z.boolean(),
  /** The channels the offer takes conversions from, and whether that is the offer's own choice or the network's default. */
  conversionIntake: z.enum(CONVERSION_INTAKES),
  conversionIntakeFrom: z.enum(['offer', 'network']),
  /** The largest sale amount a browser may report; null = a browser's amount is not taken. */
  browserSaleAmountMax: z.string().nullable(),
  events: z.array(IntegrationEventSchema),
});
export type OfferIntegration = z.infer<typeof OfferIntegrationSchema>;
export const offerIntegrationResponseSchema = dataEnvelope(OfferIntegrationSchema);
