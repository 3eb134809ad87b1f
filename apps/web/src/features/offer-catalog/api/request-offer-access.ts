import type { PublisherOffer, RequestOfferAccessBody } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { catalogKeys } from './catalog-keys';

type OfferAnswer = { data: PublisherOffer };
export type RequestOfferAccessInput = { offerId: string; body: RequestOfferAccessBody };

/**
 * `POST /api/v1/publisher/offers/:id/access-request`: one answer per approval question and the
 * terms accepted; answers the offer as it now stands (access pending). 409 when already asked.
 */
export function requestOfferAccess({ offerId, body }: RequestOfferAccessInput): Promise<OfferAnswer> {
  return request<OfferAnswer>(`/v1/publisher/offers/${encodeURIComponent(offerId)}/access-request`, {
    method: 'POST',
    body: toFormData(body),
  });
}

type Options = Omit<UseMutationOptions<OfferAnswer, Error, RequestOfferAccessInput>, 'mutationFn'>;

export function useRequestOfferAccess({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: requestOfferAccess,
    onSuccess: (...args) => {
      const [answer] = args;
      queryClient.setQueryData(catalogKeys.detail(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.lists() });
      return onSuccess?.(...args);
    },
  });
}
