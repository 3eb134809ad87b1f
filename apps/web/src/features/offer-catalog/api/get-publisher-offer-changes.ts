import type { ListPublisherOfferChangesResponse, PublisherOfferChange } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { catalogKeys } from './catalog-keys';

/** `GET /api/v1/publisher/offers/:id/changes`: changes to this publisher's terms, newest first. */
export async function getPublisherOfferChanges(
  id: string,
  signal?: AbortSignal,
): Promise<PublisherOfferChange[]> {
  const answer = await request<ListPublisherOfferChangesResponse>(
    `/v1/publisher/offers/${encodeURIComponent(id)}/changes`,
    { signal },
  );
  return answer.data;
}

export function usePublisherOfferChanges(id: string) {
  return useQuery({
    queryKey: catalogKeys.changes(id),
    queryFn: ({ signal }) => getPublisherOfferChanges(id, signal),
  });
}
