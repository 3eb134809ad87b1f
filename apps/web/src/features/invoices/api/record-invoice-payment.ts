import type { InvoicePaymentBody, InvoiceResponse } from '@affnet/contracts';
import { useMutation } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { invoicePathOf } from './invoice-keys';
import { useInvoiceAnswer } from './use-invoice-answer';

export type RecordPaymentInput = { id: string; body: InvoicePaymentBody };

/**
 * `POST /api/v1/billing/invoices/:id/payments`: a payment against an issued invoice, at most what
 * is outstanding (422 on the amount otherwise); paid in full, the invoice is paid.
 */
export function recordInvoicePayment({ id, body }: RecordPaymentInput): Promise<InvoiceResponse> {
  return request<InvoiceResponse>(`${invoicePathOf('staff', id)}/payments`, {
    method: 'POST',
    body: toFormData(body),
  });
}

export function useRecordInvoicePayment() {
  const onAnswer = useInvoiceAnswer();
  return useMutation({ mutationFn: recordInvoicePayment, onSuccess: onAnswer });
}
