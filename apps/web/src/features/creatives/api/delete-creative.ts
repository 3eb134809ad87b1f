import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { creativeKeys } from './creative-keys';

/** `DELETE /api/v1/creatives/:id` (204): the creative and its file go. */
export function deleteCreative(id: string): Promise<void> {
  return request<void>(`/v1/creatives/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

type Options = Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;

export function useDeleteCreative({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteCreative,
    onSuccess: (...args) => {
      const [, id] = args;
      queryClient.removeQueries({ queryKey: creativeKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: creativeKeys.lists() });
      return onSuccess?.(...args);
    },
  });
}
