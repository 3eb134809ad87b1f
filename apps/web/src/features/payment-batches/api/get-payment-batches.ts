import type { PaymentBatchDetail, PaymentBatchSummary } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { isUuid } from '../../../lib/ids';
import { PAYMENT_BATCHES_PATH, paymentBatchKeys, paymentBatchPathOf } from './payment-batch-keys';

export type PaymentBatchResponse = { data: PaymentBatchDetail };

/** `GET /api/v1/billing/payment-batches`: every batch, newest first. */
export function usePaymentBatches() {
  return useQuery({
    queryKey: paymentBatchKeys.list(),
    queryFn: async ({ signal }): Promise<PaymentBatchSummary[]> =>
      (await request<{ data: PaymentBatchSummary[] }>(PAYMENT_BATCHES_PATH, { signal })).data,
  });
}

/** `GET /api/v1/billing/payment-batches/:id`: one batch with its items and what the reader may do (404 otherwise). */
export function getPaymentBatchQueryOptions(id: string) {
  return queryOptions({
    queryKey: paymentBatchKeys.detail(id),
    queryFn: async ({ signal }): Promise<PaymentBatchDetail> =>
      (await request<PaymentBatchResponse>(paymentBatchPathOf(id), { signal })).data,
    enabled: isUuid(id),
  });
}

export function usePaymentBatch(id: string) {
  return useQuery(getPaymentBatchQueryOptions(id));
}
