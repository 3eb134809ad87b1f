import type { PublisherOffer } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { isUuid } from '../../../lib/ids';
import { catalogKeys } from './catalog-keys';

/** `GET /api/v1/publisher/offers/:id`: 404 for an offer this publisher may not see. */
export async function getPublisherOffer(id: string, signal?: AbortSignal): Promise<PublisherOffer> {
  const answer = await request<{ data: PublisherOffer }>(`/v1/publisher/offers/${encodeURIComponent(id)}`, {
    signal,
  });
  return answer.data;
}

/** One offer as the publisher sees it; a malformed id is not asked for. */
export function usePublisherOffer(id: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: catalogKeys.detail(id),
    queryFn: ({ signal }) => getPublisherOffer(id, signal),
    enabled: enabled && isUuid(id),
  });
}
