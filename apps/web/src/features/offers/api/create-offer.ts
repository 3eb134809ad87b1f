import type { Offer } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { offerKeys } from './offer-keys';
import type { SectionBody } from './update-offer-section';

type OfferAnswer = { data: Offer };

/** `POST /api/v1/offers`: the wizard's first step or the classic form's every section. */
export function createOffer(body: SectionBody): Promise<OfferAnswer> {
  return request<OfferAnswer>('/v1/offers', { method: 'POST', body: toFormData(body) });
}

type Options = Omit<UseMutationOptions<OfferAnswer, Error, SectionBody>, 'mutationFn'>;

export function useCreateOffer({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createOffer,
    onSuccess: (...args) => {
      const [answer] = args;
      queryClient.setQueryData(offerKeys.detail(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: offerKeys.lists() });
      return onSuccess?.(...args);
    },
  });
}
