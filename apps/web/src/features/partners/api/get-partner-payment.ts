import type { PartnerKind, StaffPartnerPaymentResponse } from '@affnet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** `GET /api/v1/{kind}s/:id/payment-settings`: the partner's payment method, details, and when they changed them. */
export const partnerPaymentQuery = (kind: PartnerKind, id: string) =>
  queryOptions({
    queryKey: ['partners', kind, id, 'payment-settings'],
    queryFn: ({ signal }) =>
      request<StaffPartnerPaymentResponse>(`/v1/${kind}s/${encodeURIComponent(id)}/payment-settings`, {
        signal,
      }),
  });
