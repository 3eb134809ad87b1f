import type { ListPostbackTargetsResponse } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { POSTBACK_PATHS, type PostbackSide, postbackKeys } from './postback-side';

/** Offers the publisher may run (matching `search`), with their events, and the keys a global postback may name. */
export async function getPostbackTargets(
  side: PostbackSide,
  publisherId: string,
  search: string,
  signal?: AbortSignal,
): Promise<ListPostbackTargetsResponse['data']> {
  const query = { search: search || undefined, publisherId: side === 'staff' ? publisherId : undefined };
  return (await request<ListPostbackTargetsResponse>(POSTBACK_PATHS[side].targets, { query, signal })).data;
}

/** Staff ask only once a publisher is chosen. */
export function usePostbackTargets(side: PostbackSide, publisherId: string, search: string) {
  return useQuery({
    queryKey: postbackKeys.targets(side, publisherId, search),
    queryFn: ({ signal }) => getPostbackTargets(side, publisherId, search, signal),
    enabled: side === 'publisher' || publisherId !== '',
    placeholderData: keepPreviousData,
  });
}
