import type { PartnerKind, PartnerPaymentBody, PartnerPaymentResponse } from '@affnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

const ownPath = (kind: PartnerKind) => `/v1/${kind}/payment-settings`;
export const ownPaymentKey = (kind: PartnerKind) => ['payment-settings', kind] as const;

/** The partner's own method and details, and the methods they may choose. */
export const ownPaymentQuery = (kind: PartnerKind) =>
  queryOptions({
    queryKey: ownPaymentKey(kind),
    queryFn: ({ signal }) => request<PartnerPaymentResponse>(ownPath(kind), { signal }),
  });

export function useSaveOwnPayment(kind: PartnerKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerPaymentBody) =>
      request<PartnerPaymentResponse>(ownPath(kind), { method: 'PUT', body: toFormData(body) }),
    onSuccess: (answer) => queryClient.setQueryData(ownPaymentKey(kind), answer),
  });
}
