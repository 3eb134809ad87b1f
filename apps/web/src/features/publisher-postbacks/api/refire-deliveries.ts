import type { RefireDeliveriesResponse } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { POSTBACK_PATHS, type PostbackSide, postbackKeys } from './postback-side';

/** `POST …/postback-deliveries/refire`: the chosen calls are sent again as new deliveries. */
export function refireDeliveries(side: PostbackSide, ids: string[]): Promise<RefireDeliveriesResponse> {
  return request<RefireDeliveriesResponse>(`${POSTBACK_PATHS[side].deliveries}/refire`, {
    method: 'POST',
    body: toFormData({ ids }),
  });
}

type Options = Omit<UseMutationOptions<RefireDeliveriesResponse, Error, string[]>, 'mutationFn'>;

export function useRefireDeliveries(side: PostbackSide, { onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (ids: string[]) => refireDeliveries(side, ids),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: postbackKeys.deliveries(side) });
      return onSuccess?.(...args);
    },
  });
}
