import type { OfferOption } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../http';

/** `GET /api/v1/offers/options?search=`: up to 50 offers (id, number, name, status) matching a name or number. */
export function getOfferOptions(search: string, signal?: AbortSignal): Promise<{ data: OfferOption[] }> {
  return request<{ data: OfferOption[] }>('/v1/offers/options', { query: { search }, signal });
}

/** Offers for a picker, searched on the server; shared by every screen that picks an offer. */
export function useOfferOptions(search: string) {
  return useQuery({
    queryKey: ['offer-options', search],
    queryFn: ({ signal }) => getOfferOptions(search, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
