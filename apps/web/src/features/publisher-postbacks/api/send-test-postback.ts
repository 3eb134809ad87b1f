import type { PostbackDelivery } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { POSTBACK_PATHS, type PostbackSide, postbackKeys } from './postback-side';

/** `POST …/postbacks/:id/test`: one call with sample values now; answers the logged delivery. */
export async function sendTestPostback(side: PostbackSide, id: string): Promise<PostbackDelivery> {
  const path = `${POSTBACK_PATHS[side].postbacks}/${encodeURIComponent(id)}/test`;
  return (await request<{ data: PostbackDelivery }>(path, { method: 'POST' })).data;
}

type Options = Omit<UseMutationOptions<PostbackDelivery, Error, string>, 'mutationFn'>;

export function useSendTestPostback(side: PostbackSide, { onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (id: string) => sendTestPostback(side, id),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: postbackKeys.deliveries(side) });
      return onSuccess?.(...args);
    },
  });
}
