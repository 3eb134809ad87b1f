import type { Publisher } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { publisherKeys } from './publisher-keys';

/** `GET /api/v1/publishers/:id`: 404 when it is not an publisher of this network. */
export async function getPublisher(id: string, signal?: AbortSignal): Promise<Publisher> {
  const answer = await request<{ data: Publisher }>(`/v1/publishers/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

export function getPublisherQueryOptions(id: string) {
  return queryOptions({
    queryKey: publisherKeys.detail(id),
    queryFn: ({ signal }) => getPublisher(id, signal),
  });
}

export function usePublisher(id: string) {
  return useQuery(getPublisherQueryOptions(id));
}
