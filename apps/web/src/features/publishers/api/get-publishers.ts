import type { ListPartnersQuery, PagingMeta, Publisher } from '@affnet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { publisherKeys } from './publisher-keys';

export type PublisherPage = { data: Publisher[]; meta: PagingMeta };

/** `GET /api/v1/publishers`: one page, searched, filtered and sorted by the server. */
export function getPublishers(query: ListPartnersQuery, signal?: AbortSignal): Promise<PublisherPage> {
  return request<PublisherPage>('/v1/publishers', { query, signal });
}

export function getPublishersQueryOptions(query: ListPartnersQuery) {
  return queryOptions({
    queryKey: publisherKeys.list(query),
    queryFn: ({ signal }) => getPublishers(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function usePublishers(query: ListPartnersQuery) {
  return useQuery(getPublishersQueryOptions(query));
}
