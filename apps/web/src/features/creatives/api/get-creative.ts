import type { Creative } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { isUuid } from '../../../lib/ids';
import { creativeKeys } from './creative-keys';

/** `GET /api/v1/creatives/:id`: 404 when it is not a creative of this network. */
export async function getCreative(id: string, signal?: AbortSignal): Promise<Creative> {
  const answer = await request<{ data: Creative }>(`/v1/creatives/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

/** A malformed id from the URL is not asked for: the page shows it as not found. */
export function useCreative(id: string) {
  return useQuery({
    queryKey: creativeKeys.detail(id),
    queryFn: ({ signal }) => getCreative(id, signal),
    enabled: isUuid(id),
  });
}
