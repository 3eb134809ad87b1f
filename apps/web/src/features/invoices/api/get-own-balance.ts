import type { PartnerBalanceResponse } from '@affnet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { invoiceKeys } from './invoice-keys';

/** `GET /api/v1/publisher/balance`: the signed-in publisher's balance per currency. */
export const ownBalanceQuery = () =>
  queryOptions({
    queryKey: [...invoiceKeys.side('publisher'), 'balance'],
    queryFn: ({ signal }) => request<PartnerBalanceResponse>('/v1/publisher/balance', { signal }),
  });
