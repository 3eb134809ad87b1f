import type { PagingMeta, PublisherOfferListItem } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { catalogKeys, type PublisherOffersRequest } from './catalog-keys';

export type PublisherOfferPage = { data: PublisherOfferListItem[]; meta: PagingMeta };

/** `GET /api/v1/publisher/offers`: the offers this publisher may see (or run), with their own payout. */
export function getPublisherOffers(
  query: PublisherOffersRequest,
  signal?: AbortSignal,
): Promise<PublisherOfferPage> {
  return request<PublisherOfferPage>('/v1/publisher/offers', { query, signal });
}

export function usePublisherOffers(query: PublisherOffersRequest) {
  return useQuery({
    queryKey: catalogKeys.list(query),
    queryFn: ({ signal }) => getPublisherOffers(query, signal),
    placeholderData: keepPreviousData,
  });
}
