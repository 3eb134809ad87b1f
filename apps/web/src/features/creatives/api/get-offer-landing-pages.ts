import type { Offer } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { isUuid } from '../../../lib/ids';
import { creativeKeys } from './creative-keys';

/** What the creative form needs of an offer: its number and name, and its landing pages. */
export type CreativeOffer = Pick<Offer, 'id' | 'ref' | 'name' | 'landingPages'>;

/** `GET /api/v1/offers/:id`, kept to the parts a creative refers to. */
export async function getCreativeOffer(offerId: string, signal?: AbortSignal): Promise<CreativeOffer> {
  const { data } = await request<{ data: Offer }>(`/v1/offers/${encodeURIComponent(offerId)}`, { signal });
  return { id: data.id, ref: data.ref, name: data.name, landingPages: data.landingPages };
}

/** The chosen offer's landing pages (nothing is asked until an offer is chosen). */
export function useCreativeOffer(offerId: string) {
  return useQuery({
    queryKey: creativeKeys.offer(offerId),
    queryFn: ({ signal }) => getCreativeOffer(offerId, signal),
    enabled: isUuid(offerId),
    staleTime: 60_000,
  });
}
