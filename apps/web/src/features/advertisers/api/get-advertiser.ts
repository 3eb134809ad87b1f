import type { Advertiser } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { advertiserKeys } from './advertiser-keys';

/** `GET /api/v1/advertisers/:id`: 404 when it is not an advertiser of this network. */
export async function getAdvertiser(id: string, signal?: AbortSignal): Promise<Advertiser> {
  const answer = await request<{ data: Advertiser }>(`/v1/advertisers/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

export function getAdvertiserQueryOptions(id: string) {
  return queryOptions({
    queryKey: advertiserKeys.detail(id),
    queryFn: ({ signal }) => getAdvertiser(id, signal),
  });
}

export function useAdvertiser(id: string) {
  return useQuery(getAdvertiserQueryOptions(id));
}
