import type { CapPacing, ListCapPacingResponse } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { offerKeys } from './offer-keys';

/** `GET /api/v1/cap-pacing?offerId=`: every counter of the offer's caps, paced. */
export async function getOfferCapPacing(offerId: string, signal?: AbortSignal): Promise<CapPacing[]> {
  const answer = await request<ListCapPacingResponse>(
    `/v1/cap-pacing?offerId=${encodeURIComponent(offerId)}`,
    { signal },
  );
  return answer.data;
}

/**
 * Refreshed each minute (the counters move with traffic) and whenever the saved caps change
 * (`capsVersion`: a new limit or period is a new pace).
 */
export function useOfferCapPacing(offerId: string, capsVersion: string) {
  return useQuery({
    queryKey: [...offerKeys.capPacing(offerId), capsVersion],
    queryFn: ({ signal }) => getOfferCapPacing(offerId, signal),
    refetchInterval: 60_000,
  });
}
