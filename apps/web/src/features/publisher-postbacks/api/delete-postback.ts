import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { POSTBACK_PATHS, type PostbackSide, postbackKeys } from './postback-side';

/** `DELETE …/postbacks/:id` (204); its log stays. */
export function deletePostback(side: PostbackSide, id: string): Promise<void> {
  return request<void>(`${POSTBACK_PATHS[side].postbacks}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

type Options = Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;

export function useDeletePostback(side: PostbackSide, { onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (id: string) => deletePostback(side, id),
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: postbackKeys.detail(side, args[1]) });
      void queryClient.invalidateQueries({ queryKey: postbackKeys.lists(side) });
      return onSuccess?.(...args);
    },
  });
}
