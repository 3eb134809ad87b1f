import { z } from 'zod';
import { dataEnvelope } from '../common';
import { optionalText, requiredText } from '../values';

/** offer/categories: the groups offers are filed under (names unique per network, any case). */
export const offerCategoryBodySchema = z.object({
  name: requiredText(80, 'Enter the category name'),
  description: optionalText(500),
});
export type OfferCategoryBody = z.infer<typeof offerCategoryBodySchema>;

export const OfferCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  offerCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type OfferCategory = z.infer<typeof OfferCategorySchema>;

export const getOfferCategoryResponseSchema = dataEnvelope(OfferCategorySchema);
/** Categories are few: the list comes whole, sorted by name. */
export const listOfferCategoriesResponseSchema = dataEnvelope(z.array(OfferCategorySchema));

/** Publishers filter their offer lists by category: names only (GET /publisher/offer-categories). */
export const PublisherOfferCategorySchema = z.object({ id: z.uuid(), name: z.string() });
export type PublisherOfferCategory = z.infer<typeof PublisherOfferCategorySchema>;
export const listPublisherOfferCategoriesResponseSchema = dataEnvelope(z.array(PublisherOfferCategorySchema));
