import type { InvoiceAdjustmentBody, InvoiceResponse, PartnerAdjustmentBody } from '@affnet/contracts';
import { useMutation } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { invoicePathOf } from './invoice-keys';
import { useInvoiceAnswer } from './use-invoice-answer';

export type AddAdjustmentInput = { id: string; body: InvoiceAdjustmentBody };

/** `POST /api/v1/billing/invoices/:id/adjustments`: a bonus, correction or chargeback on a draft (409 once issued). */
export function addAdjustment({ id, body }: AddAdjustmentInput): Promise<InvoiceResponse> {
  return request<InvoiceResponse>(`${invoicePathOf('staff', id)}/adjustments`, {
    method: 'POST',
    body: toFormData(body),
  });
}

export type RemoveAdjustmentInput = { id: string; lineId: string };

/** `DELETE /api/v1/billing/invoices/:id/adjustments/:lineId`: takes an adjustment off a draft. */
export function removeAdjustment({ id, lineId }: RemoveAdjustmentInput): Promise<InvoiceResponse> {
  return request<InvoiceResponse>(`${invoicePathOf('staff', id)}/adjustments/${lineId}`, {
    method: 'DELETE',
  });
}

export function useAddAdjustment() {
  const onAnswer = useInvoiceAnswer();
  return useMutation({ mutationFn: addAdjustment, onSuccess: onAnswer });
}

export function useRemoveAdjustment() {
  const onAnswer = useInvoiceAnswer();
  return useMutation({ mutationFn: removeAdjustment, onSuccess: onAnswer });
}

/**
 * `POST /api/v1/billing/adjustments`: an adjustment for a partner, on its open draft in the
 * currency, made for it when there is none; answers the draft.
 */
export function addPartnerAdjustment(body: PartnerAdjustmentBody): Promise<InvoiceResponse> {
  return request<InvoiceResponse>('/v1/billing/adjustments', { method: 'POST', body: toFormData(body) });
}

export function useAddPartnerAdjustment() {
  const onAnswer = useInvoiceAnswer();
  return useMutation({ mutationFn: addPartnerAdjustment, onSuccess: onAnswer });
}
