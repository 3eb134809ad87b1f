import type { CreateAdvertiserBody, CreatePublisherBody, PartnerKind } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { type PartnerOf, partnerKeys, partnerPath } from './partner-keys';

/** The body of either kind: the update schemas are the create ones with the status required. */
export type PartnerBody = CreateAdvertiserBody | CreatePublisherBody;
type PartnerAnswer<K extends PartnerKind> = { data: PartnerOf<K> };
/** A new partner (no id; e-mailed an invitation) or a change to one (the whole profile). */
export type SavePartnerInput = { id?: string; body: PartnerBody };

/** `POST /api/v1/advertisers` (201) or `PUT /api/v1/advertisers/:id` (or publishers); 409/422 on bad input. */
export function savePartner<K extends PartnerKind>(
  kind: K,
  { id, body }: SavePartnerInput,
): Promise<PartnerAnswer<K>> {
  const path = id ? partnerPath(kind, id) : partnerPath(kind);
  return request<PartnerAnswer<K>>(path, { method: id ? 'PUT' : 'POST', body: toFormData(body) });
}

type Options<K extends PartnerKind> = Omit<
  UseMutationOptions<PartnerAnswer<K>, Error, SavePartnerInput>,
  'mutationFn'
>;

export function useSavePartner<K extends PartnerKind>(kind: K, { onSuccess, ...options }: Options<K> = {}) {
  const queryClient = useQueryClient();
  const keys = partnerKeys(kind);
  return useMutation({
    ...options,
    mutationFn: (input: SavePartnerInput) => savePartner(kind, input),
    onSuccess: (...args) => {
      const [answer] = args;
      queryClient.setQueryData(keys.detail(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
      return onSuccess?.(...args);
    },
  });
}
