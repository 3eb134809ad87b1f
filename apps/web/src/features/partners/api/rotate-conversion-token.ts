import type { Advertiser } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { partnerKeys, partnerPath } from './partner-keys';

type AdvertiserAnswer = { data: Advertiser };

/** `POST /api/v1/advertisers/:id/conversion-token`: a new secret; the old one stops working at once. */
export function rotateConversionToken(id: string): Promise<AdvertiserAnswer> {
  return request<AdvertiserAnswer>(partnerPath('advertiser', id, 'conversion-token'), { method: 'POST' });
}

type Options = Omit<UseMutationOptions<AdvertiserAnswer, Error, string>, 'mutationFn'>;

export function useRotateConversionToken({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: rotateConversionToken,
    onSuccess: (...args) => {
      const [answer] = args;
      queryClient.setQueryData(partnerKeys('advertiser').detail(answer.data.id), answer.data);
      return onSuccess?.(...args);
    },
  });
}
