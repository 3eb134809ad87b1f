import type { AdvertiserOffer } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { isUuid } from '../../../lib/ids';
import { advertiserOfferKeys } from './advertiser-offer-keys';

/** `GET /api/v1/advertiser/offers/:id`: 404 for an offer that is not this advertiser's. */
export async function getAdvertiserOffer(id: string, signal?: AbortSignal): Promise<AdvertiserOffer> {
  const answer = await request<{ data: AdvertiserOffer }>(`/v1/advertiser/offers/${encodeURIComponent(id)}`, {
    signal,
  });
  return answer.data;
}

export function useAdvertiserOffer(id: string) {
  return useQuery({
    queryKey: advertiserOfferKeys.detail(id),
    queryFn: ({ signal }) => getAdvertiserOffer(id, signal),
    enabled: isUuid(id),
  });
}
