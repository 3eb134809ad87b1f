import type { ChangeOfferAccessBody } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { offerAccessKeys } from './offer-access-keys';

export type ChangeOfferAccessAnswer = { data: { updated: number } };

/**
 * `POST /api/v1/offer-access/status`: approve, reject or block entries in bulk, with an optional
 * reason the publisher sees; entries whose status the action does not apply to are left alone.
 */
export function changeOfferAccess(body: ChangeOfferAccessBody): Promise<ChangeOfferAccessAnswer> {
  return request<ChangeOfferAccessAnswer>('/v1/offer-access/status', {
    method: 'POST',
    body: toFormData(body),
  });
}

export type ChangeOfferAccessMutation = ReturnType<typeof useChangeOfferAccess>;

type Options = Omit<UseMutationOptions<ChangeOfferAccessAnswer, Error, ChangeOfferAccessBody>, 'mutationFn'>;

export function useChangeOfferAccess({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: changeOfferAccess,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: offerAccessKeys.all });
      return onSuccess?.(...args);
    },
  });
}
