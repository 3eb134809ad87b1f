import type { AdvertiserOfferResults } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { advertiserOfferKeys } from './advertiser-offer-keys';

/** `GET /api/v1/advertiser/offers/:id/results?tz=`: the offer's last 30 days, days in `tz`. */
export async function getOfferResults(
  id: string,
  tz: string,
  signal?: AbortSignal,
): Promise<AdvertiserOfferResults> {
  const path = `/v1/advertiser/offers/${encodeURIComponent(id)}/results`;
  return (await request<{ data: AdvertiserOfferResults }>(path, { query: { tz }, signal })).data;
}

export function useOfferResults(id: string, tz: string) {
  return useQuery({
    queryKey: advertiserOfferKeys.results(id, tz),
    queryFn: ({ signal }) => getOfferResults(id, tz, signal),
  });
}
