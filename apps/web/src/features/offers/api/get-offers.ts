import type { ListOffersQuery, OfferListItem, PagingMeta } from '@affnet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import type { ListRequest } from '../../../lib/list-params';
import { offerKeys } from './offer-keys';

export type OffersRequest = ListRequest<ListOffersQuery>;
export type OfferPage = { data: OfferListItem[]; meta: PagingMeta };

/** `GET /api/v1/offers`: one page of offers, searched, filtered and sorted by the server. */
export function getOffers(query: OffersRequest, signal?: AbortSignal): Promise<OfferPage> {
  return request<OfferPage>('/v1/offers', { query, signal });
}

export function getOffersQueryOptions(query: OffersRequest) {
  return queryOptions({
    queryKey: offerKeys.list(query),
    queryFn: ({ signal }) => getOffers(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useOffers(query: OffersRequest) {
  return useQuery(getOffersQueryOptions(query));
}
