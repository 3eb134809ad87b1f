import type { GrantOfferAccessBody } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { offerAccessKeys } from './offer-access-keys';

type GrantAnswer = { data: { updated: number } };

/** `POST /api/v1/offer-access`: approve or block publishers on one offer, replacing their entries. */
export function grantOfferAccess(body: GrantOfferAccessBody): Promise<GrantAnswer> {
  return request<GrantAnswer>('/v1/offer-access', { method: 'POST', body: toFormData(body) });
}

type Options = Omit<UseMutationOptions<GrantAnswer, Error, GrantOfferAccessBody>, 'mutationFn'>;

export function useGrantOfferAccess({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: grantOfferAccess,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: offerAccessKeys.all });
      return onSuccess?.(...args);
    },
  });
}
