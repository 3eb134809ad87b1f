import type { TrackingLink } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { catalogKeys } from './catalog-keys';

/** `GET /publisher/offers/:id/tracking-link`: the publisher's own link; null query = an input to fix. */
export function usePublisherTrackingLink(offerId: string, query: Record<string, string> | null) {
  return useQuery({
    queryKey: [...catalogKeys.detail(offerId), 'tracking-link', query],
    queryFn: async ({ signal }): Promise<TrackingLink> => {
      const answer = await request<{ data: TrackingLink }>(
        `/v1/publisher/offers/${encodeURIComponent(offerId)}/tracking-link`,
        { query: query ?? {}, signal },
      );
      return answer.data;
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
