import type { PublisherPostback } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { isUuid } from '../../../lib/ids';
import { POSTBACK_PATHS, type PostbackSide, postbackKeys } from './postback-side';

/** `GET …/postbacks/:id`: 404 when it is not one the caller may see. */
export async function getPostback(side: PostbackSide, id: string, signal?: AbortSignal) {
  const path = `${POSTBACK_PATHS[side].postbacks}/${encodeURIComponent(id)}`;
  return (await request<{ data: PublisherPostback }>(path, { signal })).data;
}

export function usePostback(side: PostbackSide, id: string) {
  return useQuery({
    queryKey: postbackKeys.detail(side, id),
    queryFn: ({ signal }) => getPostback(side, id, signal),
    enabled: isUuid(id),
  });
}
