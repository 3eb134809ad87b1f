import type { CreatePaymentBatchBody, SettlePaymentItemsBody } from '@affnet/contracts';
import { useMutation } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import type { PaymentBatchResponse } from './get-payment-batches';
import { PAYMENT_BATCHES_PATH, paymentBatchPathOf } from './payment-batch-keys';
import { useBatchAnswer } from './use-batch-answer';

/**
 * `POST /api/v1/billing/payment-batches`: a draft batch of every payable candidate of the method,
 * currency and cut-off but those left out (422 with field errors when nothing is eligible).
 */
export function createPaymentBatch(body: CreatePaymentBatchBody): Promise<PaymentBatchResponse> {
  return request<PaymentBatchResponse>(PAYMENT_BATCHES_PATH, { method: 'POST', body: toFormData(body) });
}

export function useCreatePaymentBatch() {
  const onAnswer = useBatchAnswer();
  return useMutation({ mutationFn: createPaymentBatch, onSuccess: onAnswer });
}

/** `POST …/:id/approve` (409 when the network asks for a second person, or the batch is not a draft). */
export function approvePaymentBatch(id: string): Promise<PaymentBatchResponse> {
  return request<PaymentBatchResponse>(`${paymentBatchPathOf(id)}/approve`, { method: 'POST' });
}

export function useApprovePaymentBatch() {
  const onAnswer = useBatchAnswer();
  return useMutation({ mutationFn: approvePaymentBatch, onSuccess: onAnswer });
}

/** `POST …/:id/cancel`: a draft or approved batch lets its invoices go back to the candidates. */
export function cancelPaymentBatch(id: string): Promise<PaymentBatchResponse> {
  return request<PaymentBatchResponse>(`${paymentBatchPathOf(id)}/cancel`, { method: 'POST' });
}

export function useCancelPaymentBatch() {
  const onAnswer = useBatchAnswer();
  return useMutation({ mutationFn: cancelPaymentBatch, onSuccess: onAnswer });
}

export type SettlePaymentItemsInput = { id: string; body: SettlePaymentItemsBody };

/** `POST …/:id/settle`: pending items marked paid (on a day) or failed (with the provider's reason). */
export function settlePaymentItems({ id, body }: SettlePaymentItemsInput): Promise<PaymentBatchResponse> {
  return request<PaymentBatchResponse>(`${paymentBatchPathOf(id)}/settle`, {
    method: 'POST',
    body: toFormData(body),
  });
}

export function useSettlePaymentItems() {
  const onAnswer = useBatchAnswer();
  return useMutation({ mutationFn: settlePaymentItems, onSuccess: onAnswer });
}
