import type { Advertiser, CreateAdvertiserBody } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { advertiserKeys } from './advertiser-keys';

type AdvertiserAnswer = { data: Advertiser };

/** `POST /api/v1/advertisers`: 201 with the advertiser, who is e-mailed an invitation; 409/422 on bad input. */
export function createAdvertiser(body: CreateAdvertiserBody): Promise<AdvertiserAnswer> {
  return request<AdvertiserAnswer>('/v1/advertisers', { method: 'POST', body: toFormData(body) });
}

type Options = Omit<UseMutationOptions<AdvertiserAnswer, Error, CreateAdvertiserBody>, 'mutationFn'>;

export function useCreateAdvertiser({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createAdvertiser,
    onSuccess: (...args) => {
      const [answer] = args;
      queryClient.setQueryData(advertiserKeys.detail(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: advertiserKeys.lists() });
      return onSuccess?.(...args);
    },
  });
}
