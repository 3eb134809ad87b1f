import type { OfferCategory, OfferCategoryBody } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFER_CATEGORIES_QUERY_KEY } from '../../../lib/api/get-offer-categories';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

type CategoryAnswer = { data: OfferCategory };
/** A new category (no id) or a changed one. */
export type SaveOfferCategoryInput = { id?: string; body: OfferCategoryBody };

/**
 * `POST /api/v1/offer-categories` (201) or `PUT /api/v1/offer-categories/:id`. A name another
 * category has (in any case) is a 409 with a field error on `name`.
 */
export function saveOfferCategory({ id, body }: SaveOfferCategoryInput): Promise<CategoryAnswer> {
  const path = id ? `/v1/offer-categories/${encodeURIComponent(id)}` : '/v1/offer-categories';
  return request<CategoryAnswer>(path, { method: id ? 'PUT' : 'POST', body: toFormData(body) });
}

type Options = Omit<UseMutationOptions<CategoryAnswer, Error, SaveOfferCategoryInput>, 'mutationFn'>;

export function useSaveOfferCategory({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: saveOfferCategory,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: OFFER_CATEGORIES_QUERY_KEY });
      return onSuccess?.(...args);
    },
  });
}
