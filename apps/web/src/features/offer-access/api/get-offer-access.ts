import type { OfferAccess, PagingMeta } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { type OfferAccessRequest, offerAccessKeys } from './offer-access-keys';

export type { OfferAccessRequest };
export type OfferAccessPage = { data: OfferAccess[]; meta: PagingMeta };

/** `GET /api/v1/offer-access`: publishers' requests and access entries, one page. */
export function getOfferAccess(query: OfferAccessRequest, signal?: AbortSignal): Promise<OfferAccessPage> {
  return request<OfferAccessPage>('/v1/offer-access', { query, signal });
}

export function useOfferAccess(query: OfferAccessRequest) {
  return useQuery({
    queryKey: offerAccessKeys.list(query),
    queryFn: ({ signal }) => getOfferAccess(query, signal),
    placeholderData: keepPreviousData,
  });
}
