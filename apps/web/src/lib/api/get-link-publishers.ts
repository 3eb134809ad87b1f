import type { LinkPublisher } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../http';

/**
 * Publishers that may run an offer, searched by company or number: the pickers of the link
 * generator, the test conversion and a creative's code. Keyed under the offer's detail key
 * (['offers', 'detail', id]), so saving the offer's permission tab refreshes them.
 */
export function useLinkPublishers(offerId: string, search: string) {
  return useQuery({
    queryKey: ['offers', 'detail', offerId, 'link-publishers', search],
    queryFn: async ({ signal }): Promise<LinkPublisher[]> => {
      const answer = await request<{ data: LinkPublisher[] }>(
        `/v1/offers/${encodeURIComponent(offerId)}/tracking-link/publishers`,
        { query: { search }, signal },
      );
      return answer.data;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
