import type { OfferCategory } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';

/**
 * `GET /api/v1/offer-categories`: every category of the network with its offer count, by name.
 * Shared by the category screen and every offer filter or form that picks a category, so an
 * edit on the category screen refreshes them all (they read the same cache entry).
 */
export function getOfferCategories(signal?: AbortSignal): Promise<{ data: OfferCategory[] }> {
  return request<{ data: OfferCategory[] }>('/v1/offer-categories', { signal });
}

export const OFFER_CATEGORIES_QUERY_KEY = ['offer-categories'] as const;

export function getOfferCategoriesQueryOptions() {
  return queryOptions({
    queryKey: OFFER_CATEGORIES_QUERY_KEY,
    queryFn: ({ signal }) => getOfferCategories(signal),
    select: (answer) => answer.data,
  });
}

export function useOfferCategories() {
  return useQuery(getOfferCategoriesQueryOptions());
}
