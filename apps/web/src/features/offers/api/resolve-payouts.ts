import type { ResolvedPayout } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { offerKeys } from './offer-keys';

/** `GET /api/v1/offers/:id/payouts/resolve`: what a publisher is paid now, per event, and why. */
export async function resolvePayouts(
  offerId: string,
  publisherId: string,
  country: string,
  signal?: AbortSignal,
): Promise<ResolvedPayout[]> {
  const answer = await request<{ data: ResolvedPayout[] }>(
    `/v1/offers/${encodeURIComponent(offerId)}/payouts/resolve`,
    { query: { publisherId, country }, signal },
  );
  return answer.data;
}

/** Asks only once a publisher is chosen; kept under the offer's key, so a save refreshes it. */
export function useResolvedPayouts(offerId: string, publisherId: string, country: string) {
  return useQuery(
    queryOptions({
      queryKey: offerKeys.resolvedPayouts(offerId, publisherId, country),
      queryFn: ({ signal }) => resolvePayouts(offerId, publisherId, country, signal),
      enabled: publisherId !== '',
    }),
  );
}
