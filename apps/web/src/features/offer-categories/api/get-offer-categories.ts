import type { ListOfferCategoriesQuery, OfferCategory, PagingMeta } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OFFER_CATEGORIES_QUERY_KEY } from '../../../lib/api/get-offer-categories';
import { request } from '../../../lib/http';

export type OfferCategoryPage = { data: OfferCategory[]; meta: PagingMeta };

/** `GET /api/v1/offer-categories`: one page, searched and sorted by the server. */
export function getOfferCategories(query: ListOfferCategoriesQuery, signal?: AbortSignal) {
  return request<OfferCategoryPage>('/v1/offer-categories', { query, signal });
}

export function useOfferCategoryList(query: ListOfferCategoriesQuery) {
  return useQuery({
    queryKey: [...OFFER_CATEGORIES_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => getOfferCategories(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
