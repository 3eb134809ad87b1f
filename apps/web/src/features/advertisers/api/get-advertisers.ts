import type { Advertiser, ListPartnersQuery, PagingMeta } from '@affnet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { advertiserKeys } from './advertiser-keys';

export type AdvertiserPage = { data: Advertiser[]; meta: PagingMeta };

/** `GET /api/v1/advertisers`: one page, searched, filtered and sorted by the server. */
export function getAdvertisers(query: ListPartnersQuery, signal?: AbortSignal): Promise<AdvertiserPage> {
  return request<AdvertiserPage>('/v1/advertisers', { query, signal });
}

export function getAdvertisersQueryOptions(query: ListPartnersQuery) {
  return queryOptions({
    queryKey: advertiserKeys.list(query),
    queryFn: ({ signal }) => getAdvertisers(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdvertisers(query: ListPartnersQuery) {
  return useQuery(getAdvertisersQueryOptions(query));
}
