import type { Creative, PagingMeta } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { type CreativesRequest, creativeKeys } from './creative-keys';

export type CreativePage = { data: Creative[]; meta: PagingMeta };

/** `GET /api/v1/creatives`: one page of creatives of every offer (or one), filtered and sorted. */
export function getCreatives(query: CreativesRequest, signal?: AbortSignal): Promise<CreativePage> {
  return request<CreativePage>('/v1/creatives', { query, signal });
}

export function useCreatives(query: CreativesRequest) {
  return useQuery({
    queryKey: creativeKeys.list(query),
    queryFn: ({ signal }) => getCreatives(query, signal),
    placeholderData: keepPreviousData,
  });
}
