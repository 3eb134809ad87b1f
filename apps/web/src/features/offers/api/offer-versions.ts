import type { ListOfferVersionsResponse, OfferVersion } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { offerKeys } from './offer-keys';

/** `GET /api/v1/offers/:id/versions`: each save that changed the offer and what it changed, newest first. */
export async function getOfferVersions(offerId: string, signal?: AbortSignal): Promise<OfferVersion[]> {
  const answer = await request<ListOfferVersionsResponse>(
    `/v1/offers/${encodeURIComponent(offerId)}/versions`,
    {
      signal,
    },
  );
  return answer.data;
}

/** Read again after each save (`updatedAt` moves with every save of any tab). */
export function useOfferVersions(offerId: string, updatedAt: string) {
  return useQuery({
    queryKey: [...offerKeys.versions(offerId), updatedAt],
    queryFn: ({ signal }) => getOfferVersions(offerId, signal),
  });
}
