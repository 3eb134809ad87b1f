import type { Advertiser, UpdateAdvertiserBody } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { advertiserKeys } from './advertiser-keys';

type AdvertiserAnswer = { data: Advertiser };
export type UpdateAdvertiserInput = { id: string; body: UpdateAdvertiserBody };

/** `PUT /api/v1/advertisers/:id`: the whole profile, as on create. */
export function updateAdvertiser({ id, body }: UpdateAdvertiserInput): Promise<AdvertiserAnswer> {
  return request<AdvertiserAnswer>(`/v1/advertisers/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: toFormData(body),
  });
}

type Options = Omit<UseMutationOptions<AdvertiserAnswer, Error, UpdateAdvertiserInput>, 'mutationFn'>;

export function useUpdateAdvertiser({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateAdvertiser,
    onSuccess: (...args) => {
      const [answer] = args;
      queryClient.setQueryData(advertiserKeys.detail(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: advertiserKeys.lists() });
      return onSuccess?.(...args);
    },
  });
}
