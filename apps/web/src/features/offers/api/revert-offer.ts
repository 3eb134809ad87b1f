import type { Offer } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { offerKeys } from './offer-keys';

type OfferAnswer = { data: Offer };
export type RevertOfferInput = { offerId: string; version: number };

/** `POST /api/v1/offers/:id/versions/:version/revert`: the offer back as that version left it. */
export function revertOffer({ offerId, version }: RevertOfferInput): Promise<OfferAnswer> {
  return request<OfferAnswer>(`/v1/offers/${encodeURIComponent(offerId)}/versions/${version}/revert`, {
    method: 'POST',
  });
}

type Options = Omit<UseMutationOptions<OfferAnswer, Error, RevertOfferInput>, 'mutationFn'>;

/** The answer replaces the cached offer (every tab shows it); its histories are read again. */
export function useRevertOffer({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: revertOffer,
    onSuccess: (...args) => {
      const [answer] = args;
      queryClient.setQueryData(offerKeys.detail(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: offerKeys.statusChanges(answer.data.id) });
      void queryClient.invalidateQueries({ queryKey: offerKeys.lists() });
      return onSuccess?.(...args);
    },
  });
}
