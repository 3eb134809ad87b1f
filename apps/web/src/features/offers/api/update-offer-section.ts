import type { Offer, OfferSection } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormValue, toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { offerKeys } from './offer-keys';

export type SectionBody = { readonly [key: string]: FormValue };
type OfferAnswer = { data: Offer };
export type UpdateOfferSectionInput = { id: string; section: OfferSection; body: SectionBody };

/** `PUT /api/v1/offers/:id/:section`: one tab's fields, whole (a list left out is an empty list). */
export function updateOfferSection({ id, section, body }: UpdateOfferSectionInput): Promise<OfferAnswer> {
  return request<OfferAnswer>(`/v1/offers/${encodeURIComponent(id)}/${section}`, {
    method: 'PUT',
    body: toFormData(body),
  });
}

type Options = Omit<UseMutationOptions<OfferAnswer, Error, UpdateOfferSectionInput>, 'mutationFn'>;

/** Saves a tab; the answer replaces the cached offer, so every tab shows what was stored. */
export function useUpdateOfferSection({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateOfferSection,
    onSuccess: (...args) => {
      const [answer] = args;
      queryClient.setQueryData(offerKeys.detail(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: offerKeys.lists() });
      return onSuccess?.(...args);
    },
  });
}
