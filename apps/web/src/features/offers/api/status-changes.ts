import type { ListOfferStatusChangesResponse, OfferStatusChange } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { offerKeys } from './offer-keys';

/** `GET /api/v1/offers/:id/status-changes`: who or which cap changed the offer's status, newest first. */
export async function getOfferStatusChanges(
  offerId: string,
  signal?: AbortSignal,
): Promise<OfferStatusChange[]> {
  const answer = await request<ListOfferStatusChangesResponse>(
    `/v1/offers/${encodeURIComponent(offerId)}/status-changes`,
    { signal },
  );
  return answer.data;
}

/** Read again whenever the offer's status changes (`status`: a save or a cap paused it). */
export function useOfferStatusChanges(offerId: string, status: string) {
  return useQuery({
    queryKey: [...offerKeys.statusChanges(offerId), status],
    queryFn: ({ signal }) => getOfferStatusChanges(offerId, signal),
  });
}
