import type { CreativeCode } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { creativeKeys } from './creative-keys';

/** `GET /creatives/:id/code`: the creative's code with a publisher's link; nothing until one is chosen. */
export function useCreativeCode(creativeId: string, publisherId: string | null) {
  return useQuery({
    queryKey: [...creativeKeys.detail(creativeId), 'code', publisherId],
    queryFn: async ({ signal }): Promise<CreativeCode> => {
      const answer = await request<{ data: CreativeCode }>(
        `/v1/creatives/${encodeURIComponent(creativeId)}/code`,
        { query: { publisherId: publisherId ?? '' }, signal },
      );
      return answer.data;
    },
    enabled: publisherId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
