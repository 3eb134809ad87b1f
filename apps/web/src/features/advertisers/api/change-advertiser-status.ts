import type { ChangePartnerStatusBody } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { advertiserKeys } from './advertiser-keys';

type ChangeStatusAnswer = { data: { updated: number } };

/**
 * `POST /api/v1/advertisers/status`: approve, reject, block or unblock; answers how many changed
 * (those whose status does not allow the action are skipped). 404 when an id is not ours.
 */
export function changeAdvertiserStatus(body: ChangePartnerStatusBody): Promise<ChangeStatusAnswer> {
  return request<ChangeStatusAnswer>('/v1/advertisers/status', { method: 'POST', body: toFormData(body) });
}

type Options = Omit<UseMutationOptions<ChangeStatusAnswer, Error, ChangePartnerStatusBody>, 'mutationFn'>;

export function useChangeAdvertiserStatus({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: changeAdvertiserStatus,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: advertiserKeys.all });
      return onSuccess?.(...args);
    },
  });
}
