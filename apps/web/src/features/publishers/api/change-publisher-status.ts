import type { ChangePartnerStatusBody } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { publisherKeys } from './publisher-keys';

type ChangeStatusAnswer = { data: { updated: number } };

/**
 * `POST /api/v1/publishers/status`: approve, reject, block or unblock; answers how many changed
 * (those whose status does not allow the action are skipped). 404 when an id is not ours.
 */
export function changePublisherStatus(body: ChangePartnerStatusBody): Promise<ChangeStatusAnswer> {
  return request<ChangeStatusAnswer>('/v1/publishers/status', { method: 'POST', body: toFormData(body) });
}

type Options = Omit<UseMutationOptions<ChangeStatusAnswer, Error, ChangePartnerStatusBody>, 'mutationFn'>;

export function useChangePublisherStatus({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: changePublisherStatus,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: publisherKeys.all });
      return onSuccess?.(...args);
    },
  });
}
