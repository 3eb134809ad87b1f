import type { ChangePartnerStatusBody, PartnerKind } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { partnerKeys, partnerPath } from './partner-keys';

type ChangeStatusAnswer = { data: { updated: number } };

/**
 * `POST /api/v1/advertisers/status` (or publishers): approve, reject, block or unblock; answers how
 * many changed (those whose status does not allow the action are skipped). 404 when an id is not ours.
 */
export function changePartnerStatus(kind: PartnerKind, body: ChangePartnerStatusBody) {
  return request<ChangeStatusAnswer>(partnerPath(kind, 'status'), { method: 'POST', body: toFormData(body) });
}

type Options = Omit<UseMutationOptions<ChangeStatusAnswer, Error, ChangePartnerStatusBody>, 'mutationFn'>;

export function useChangePartnerStatus(kind: PartnerKind, { onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: ChangePartnerStatusBody) => changePartnerStatus(kind, body),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: partnerKeys(kind).all });
      return onSuccess?.(...args);
    },
  });
}
