import type { PartnerKind } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { isUuid } from '../../../lib/ids';
import { type PartnerOf, partnerKeys, partnerPath } from './partner-keys';

/** `GET /api/v1/advertisers/:id` (or publishers): 404 when it is not a partner of that kind here. */
export async function getPartner<K extends PartnerKind>(
  kind: K,
  id: string,
  signal?: AbortSignal,
): Promise<PartnerOf<K>> {
  const answer = await request<{ data: PartnerOf<K> }>(partnerPath(kind, id), { signal });
  return answer.data;
}

/** An id from the URL that is not an id is never asked for: the page says "not found" at once. */
export function getPartnerQueryOptions<K extends PartnerKind>(kind: K, id: string) {
  return queryOptions({
    queryKey: partnerKeys(kind).detail(id),
    queryFn: ({ signal }) => getPartner(kind, id, signal),
    enabled: isUuid(id),
  });
}

export function usePartner<K extends PartnerKind>(kind: K, id: string) {
  return useQuery(getPartnerQueryOptions(kind, id));
}
