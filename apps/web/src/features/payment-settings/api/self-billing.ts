import type { SelfBillingResponse } from '@affnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';

const SELF_BILLING = '/v1/publisher/self-billing';
const selfBillingKey = ['payment-settings', 'publisher', 'self-billing'] as const;

/** `GET /api/v1/publisher/self-billing`: the agreement, whether the network requires it, and when it was accepted. */
export const selfBillingQuery = () =>
  queryOptions({
    queryKey: selfBillingKey,
    queryFn: ({ signal }) => request<SelfBillingResponse>(SELF_BILLING, { signal }),
  });

/** `POST /api/v1/publisher/self-billing`: accepts it (accepting again keeps the first day). */
export function useAcceptSelfBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<SelfBillingResponse>(SELF_BILLING, { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(selfBillingKey, answer),
  });
}
