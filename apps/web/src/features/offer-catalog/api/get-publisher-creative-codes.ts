import type { CreativeCode } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { catalogKeys } from './catalog-keys';

/**
 * `GET /publisher/offers/:id/creative-codes`: each creative's code with the publisher's own link,
 * built by the server. A null query asks nothing (no access yet, or an input to fix).
 */
export function usePublisherCreativeCodes(offerId: string, query: Record<string, string> | null) {
  return useQuery({
    queryKey: [...catalogKeys.detail(offerId), 'creative-codes', query],
    queryFn: async ({ signal }): Promise<CreativeCode[]> => {
      const answer = await request<{ data: CreativeCode[] }>(
        `/v1/publisher/offers/${encodeURIComponent(offerId)}/creative-codes`,
        { query: query ?? {}, signal },
      );
      return answer.data;
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
