import type { AdvertiserIntegration } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { advertiserOfferKeys } from './advertiser-offer-keys';

/** `GET /api/v1/advertiser/offers/:id/integration`: their token, postback URL and pixels per event. */
export async function getOfferIntegration(id: string, signal?: AbortSignal): Promise<AdvertiserIntegration> {
  const path = `/v1/advertiser/offers/${encodeURIComponent(id)}/integration`;
  return (await request<{ data: AdvertiserIntegration }>(path, { signal })).data;
}

export function useOfferIntegration(id: string) {
  return useQuery({
    queryKey: advertiserOfferKeys.integration(id),
    queryFn: ({ signal }) => getOfferIntegration(id, signal),
  });
}
