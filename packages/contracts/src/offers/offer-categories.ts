import { z } from 'zod';
import { dataEnvelope, listQuerySchema, pagedResponse } from '../common';
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
export const OFFER_CATEGORY_SORTS = ['name', 'offerCount', 'createdAt'] as const;
/** offer/categories: searched (name, description), sorted and paged by the server; A to Z first. */
export const listOfferCategoriesQuerySchema = listQuerySchema.extend({
  sort: z.enum(OFFER_CATEGORY_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListOfferCategoriesQuery = z.infer<typeof listOfferCategoriesQuerySchema>;
export const listOfferCategoriesResponseSchema = pagedResponse(OfferCategorySchema);
export type ListOfferCategoriesResponse = z.infer<typeof listOfferCategoriesResponseSchema>;

/**
 * A category to pick or filter by: every one of the network, by name, for offer forms and
 * filters (GET /offer-categories/options) and publishers' filters (GET /publisher/offer-categories).
 */
export const CategoryOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export type CategoryOption = z.infer<typeof CategoryOptionSchema>;
export const listCategoryOptionsResponseSchema = dataEnvelope(z.array(CategoryOptionSchema));
