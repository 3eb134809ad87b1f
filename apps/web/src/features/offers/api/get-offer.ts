import type { Offer } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { offerKeys } from './offer-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an id the server could hold; anything else is a not-found without asking. */
export function isOfferId(id: string): boolean {
  return UUID.test(id);
}

/** `GET /api/v1/offers/:id`: every tab's fields; 404 when the offer is not this network's. */
export async function getOffer(id: string, signal?: AbortSignal): Promise<Offer> {
  const answer = await request<{ data: Offer }>(`/v1/offers/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

export function getOfferQueryOptions(id: string) {
  return queryOptions({
    queryKey: offerKeys.detail(id),
    queryFn: ({ signal }) => getOffer(id, signal),
    enabled: isOfferId(id),
  });
}

/** The one cached copy of an offer that every editor tab reads and every save replaces. */
export function useOffer(id: string) {
  return useQuery(getOfferQueryOptions(id));
}
