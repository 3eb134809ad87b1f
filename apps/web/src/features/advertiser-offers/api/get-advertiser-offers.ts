import type { AdvertiserOfferListItem, PagingMeta } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { type AdvertiserOffersRequest, advertiserOfferKeys } from './advertiser-offer-keys';

export type AdvertiserOfferPage = { data: AdvertiserOfferListItem[]; meta: PagingMeta };

/** `GET /api/v1/advertiser/offers`: the signed-in advertiser's own offers, one page. */
export function getAdvertiserOffers(
  query: AdvertiserOffersRequest,
  signal?: AbortSignal,
): Promise<AdvertiserOfferPage> {
  return request<AdvertiserOfferPage>('/v1/advertiser/offers', { query, signal });
}

export function useAdvertiserOffers(query: AdvertiserOffersRequest) {
  return useQuery({
    queryKey: advertiserOfferKeys.list(query),
    queryFn: ({ signal }) => getAdvertiserOffers(query, signal),
    placeholderData: keepPreviousData,
  });
}
