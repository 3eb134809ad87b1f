import { z } from 'zod';
import { currencyCodeSchema, formArray, formBoolean, optionalHttpUrlSchema } from '../common';
import {
  fileSchema,
  formInteger,
  holdDaysSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  moneySchema,
  optionalText,
  requiredText,
  validationDeadlineFields,
} from '../values';
import { urlTemplateSchema } from './macros';
import {
  CONVERSION_STATUSES,
  OFFER_CONVERSION_INTAKES,
  OFFER_STATUSES,
  REDIRECT_MODES,
} from './offer-constants';

export const OfferStatusSchema = z.enum(OFFER_STATUSES, { error: 'Choose a status' });
export const ConversionStatusSchema = z.enum(CONVERSION_STATUSES, { error: 'Choose a conversion status' });

export const OFFER_NAME_MAX = 160;
export const OFFER_DESCRIPTION_MAX = 50_000;
export const OFFER_TAGS_MAX = 20;
export const OFFER_CATEGORIES_MAX = 10;
export const ATTRIBUTION_WINDOW_DAYS_MAX = 365;
export const MIN_CONVERSION_SECONDS_MAX = 86_400;

const tagSchema = z
  .string()
  .trim()
  .min(1, 'A tag may not be blank')
  .max(40, 'A tag is at most 40 characters');

/**
 * The general tab: what the offer is, whose it is and where its traffic goes. The thumbnail
 * arrives as a file in the same form (spec §5); `removeThumbnail` clears the current one.
 */
export const offerGeneralSchema = z.object({
  name: requiredText(OFFER_NAME_MAX, 'Enter the offer name'),
  advertiserId: z.uuid({ error: 'Choose the advertiser' }),
  categoryIds: formArray(z.uuid({ error: 'Choose a category' })).refine(
    (ids) => ids.length <= OFFER_CATEGORIES_MAX,
    `At most ${OFFER_CATEGORIES_MAX} categories`,
  ),
  status: OfferStatusSchema.default('draft'),
  currency: currencyCodeSchema.default('USD'),
  destinationUrl: urlTemplateSchema,
  previewUrl: optionalHttpUrlSchema,
  /** Rich text; the server keeps only safe markup (paragraphs, lists, links, emphasis). */
  description: z.string().max(OFFER_DESCRIPTION_MAX, 'The description is too long').optional(),
  restrictions: optionalText(5000),
  tags: formArray(tagSchema).refine(
    (tags) => tags.length <= OFFER_TAGS_MAX,
    `At most ${OFFER_TAGS_MAX} tags`,
  ),
  notes: optionalText(5000),
  redirectMode: z.enum(REDIRECT_MODES, { error: 'Choose a redirect mode' }).default('redirect_302'),
  /** Every destination must be https, and the tracking engine refuses to send clicks to http. */
  requireHttps: formBoolean.default(false),
  defaultConversionStatus: ConversionStatusSchema.default('approved'),
  /** Days after a click in which its conversions count. */
  attributionWindowDays: formInteger(1, ATTRIBUTION_WINDOW_DAYS_MAX, 'days from 1 to 365').default(30),
  /** Conversions sooner than this after their click are refused as too fast. */
  minConversionSeconds: formInteger(0, MIN_CONVERSION_SECONDS_MAX, 'seconds from 0 to 86400').default(0),
  /** Whether pixels and the JS tag may report conversions, or only the advertiser's server. */
  conversionIntake: z
    .enum(OFFER_CONVERSION_INTAKES, { error: 'Choose how conversions may be reported' })
    .default('network_default'),
  /** The largest sale amount a pixel or the JS tag may report; left out = theirs is not taken. */
  browserSaleAmountMax: moneySchema.optional(),
  /** Days after approval before its conversions are payable; left out = the publisher's hold. */
  holdDays: holdDaysSchema.optional(),
  /** Days in which the advertiser decides each conversion; left out = the advertiser's deadline. */
  ...validationDeadlineFields,
  thumbnail: fileSchema(IMAGE_UPLOAD_MAX_BYTES).optional(),
  removeThumbnail: formBoolean.default(false),
});
export type OfferGeneralInput = z.input<typeof offerGeneralSchema>;
export type OfferGeneral = z.output<typeof offerGeneralSchema>;
