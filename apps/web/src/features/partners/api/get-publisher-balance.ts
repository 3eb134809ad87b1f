import type { PartnerBalanceResponse } from '@affnet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** `GET /api/v1/billing/publishers/:id/balance`: the publisher's balance per currency (billing.read). */
export const publisherBalanceQuery = (id: string) =>
  queryOptions({
    queryKey: ['partners', 'publisher', id, 'balance'],
    queryFn: ({ signal }) =>
      request<PartnerBalanceResponse>(`/v1/billing/publishers/${encodeURIComponent(id)}/balance`, { signal }),
  });
