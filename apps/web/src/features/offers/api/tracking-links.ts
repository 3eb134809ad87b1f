import type { Creative, OfferIntegration, PagingMeta, TrackingLink } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { offerKeys } from './offer-keys';

const base = (offerId: string) => `/v1/offers/${encodeURIComponent(offerId)}`;

/** `GET /offers/:id/tracking-link`: a publisher's link; null query = not ready (an input to fix). */
export function useStaffTrackingLink(offerId: string, query: Record<string, string> | null) {
  return useQuery({
    queryKey: [...offerKeys.detail(offerId), 'tracking-link', query],
    queryFn: async ({ signal }): Promise<TrackingLink> => {
      const answer = await request<{ data: TrackingLink }>(`${base(offerId)}/tracking-link`, {
        query: query ?? {},
        signal,
      });
      return answer.data;
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The offer's creatives, for the generator's picker (the first 100 by name). */
export function useOfferCreativeChoices(offerId: string) {
  return useQuery({
    queryKey: [...offerKeys.detail(offerId), 'creative-choices'],
    queryFn: ({ signal }) =>
      request<{ data: Creative[]; meta: PagingMeta }>('/v1/creatives', {
        query: { offerId, perPage: 100, sort: 'name', order: 'asc' },
        signal,
      }).then((answer) => answer.data.map(({ id, name }) => ({ id, name }))),
  });
}

/** `GET /offers/:id/integration`: the postback URL, pixels and tag per event, built by the server. */
export function useOfferIntegration(offerId: string) {
  return useQuery({
    queryKey: [...offerKeys.detail(offerId), 'integration'],
    queryFn: ({ signal }) =>
      request<{ data: OfferIntegration }>(`${base(offerId)}/integration`, { signal }).then(
        (answer) => answer.data,
      ),
  });
}
