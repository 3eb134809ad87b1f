import type { PartnerPaymentBody, PartnerPaymentResponse } from '@affnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

const OWN_PATH = '/v1/publisher/payment-settings';
export const ownPaymentKey = ['payment-settings', 'publisher'] as const;

/** The publisher's own payout method and details, and the methods they may choose. */
export const ownPaymentQuery = () =>
  queryOptions({
    queryKey: ownPaymentKey,
    queryFn: ({ signal }) => request<PartnerPaymentResponse>(OWN_PATH, { signal }),
  });

export function useSaveOwnPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerPaymentBody) =>
      request<PartnerPaymentResponse>(OWN_PATH, { method: 'PUT', body: toFormData(body) }),
    onSuccess: (answer) => queryClient.setQueryData(ownPaymentKey, answer),
  });
}
