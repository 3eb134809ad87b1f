import type { BatchMethodOption, PaymentCandidate } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { isUuid } from '../../../lib/ids';
import { PAYMENT_CANDIDATES_PATH, PAYMENT_METHODS_PATH, paymentBatchKeys } from './payment-batch-keys';

/** `GET /api/v1/billing/payment-methods`: the enabled methods a batch can pay through. */
export function useBatchMethodOptions() {
  return useQuery({
    queryKey: paymentBatchKeys.methods(),
    queryFn: async ({ signal }): Promise<BatchMethodOption[]> =>
      (await request<{ data: BatchMethodOption[] }>(PAYMENT_METHODS_PATH, { signal })).data,
  });
}

/** The candidates' query as the new-batch form holds it (blank until chosen). */
export type CandidatesQuery = { paymentMethodId: string; currency: string; issuedUntil: string };

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * `GET /api/v1/billing/payment-candidates`: the issued publisher invoices with something
 * outstanding for a method, currency and cut-off, each with its hold (null when payable now).
 * Asked once all three are chosen.
 */
export function usePaymentCandidates(query: CandidatesQuery) {
  return useQuery({
    queryKey: paymentBatchKeys.candidates(query),
    queryFn: async ({ signal }): Promise<PaymentCandidate[]> =>
      (await request<{ data: PaymentCandidate[] }>(PAYMENT_CANDIDATES_PATH, { query, signal })).data,
    enabled: isUuid(query.paymentMethodId) && query.currency !== '' && isDay(query.issuedUntil),
  });
}
