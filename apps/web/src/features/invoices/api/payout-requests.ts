import type { PayoutRequestResponse } from '@affnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { invoiceKeys } from './invoice-keys';

const PAYOUT_REQUESTS = '/v1/publisher/payout-requests';
const payoutRequestKey = () => [...invoiceKeys.side('publisher'), 'payout-request'] as const;

/** `GET /api/v1/publisher/payout-requests`: whether the network takes requests, and the open one. */
export const payoutRequestQuery = () =>
  queryOptions({
    queryKey: payoutRequestKey(),
    queryFn: ({ signal }) => request<PayoutRequestResponse>(PAYOUT_REQUESTS, { signal }),
  });

/**
 * `POST /api/v1/publisher/payout-requests`: bills what is payable onto drafts marked as requested
 * (409 below the minimum). The balance moves from "not invoiced yet" to "in draft", so the
 * publisher's side is read again.
 */
export function useRequestPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<PayoutRequestResponse>(PAYOUT_REQUESTS, { method: 'POST' }),
    onSuccess: async (answer) => {
      client.setQueryData(payoutRequestKey(), answer);
      await client.invalidateQueries({ queryKey: invoiceKeys.side('publisher') });
    },
  });
}
