import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFER_CATEGORIES_QUERY_KEY } from '../../../lib/api/get-offer-categories';
import { request } from '../../../lib/http';

/** `DELETE /api/v1/offer-categories/:id` (204): the category goes, its offers stay without it. */
export function deleteOfferCategory(id: string): Promise<void> {
  return request<void>(`/v1/offer-categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

type Options = Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;

export function useDeleteOfferCategory({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteOfferCategory,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: OFFER_CATEGORIES_QUERY_KEY });
      return onSuccess?.(...args);
    },
  });
}
