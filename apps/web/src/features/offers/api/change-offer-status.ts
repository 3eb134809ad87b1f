import type { ChangeOfferStatusBody } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { offerKeys } from './offer-keys';

export type ChangeOfferStatusAnswer = { data: { updated: number } };

/**
 * `POST /api/v1/offers/status`: activate or pause offers in bulk; answers how many changed
 * (offers whose status the action does not apply to are left as they are).
 */
export function changeOfferStatus(body: ChangeOfferStatusBody): Promise<ChangeOfferStatusAnswer> {
  return request<ChangeOfferStatusAnswer>('/v1/offers/status', { method: 'POST', body: toFormData(body) });
}

type Options = Omit<UseMutationOptions<ChangeOfferStatusAnswer, Error, ChangeOfferStatusBody>, 'mutationFn'>;

export function useChangeOfferStatus({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: changeOfferStatus,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
      return onSuccess?.(...args);
    },
  });
}
