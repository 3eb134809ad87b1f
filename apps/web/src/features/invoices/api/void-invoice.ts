import type { InvoiceResponse, VoidInvoiceBody } from '@affnet/contracts';
import { useMutation } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { invoicePathOf } from './invoice-keys';
import { useInvoiceAnswer } from './use-invoice-answer';

export type VoidInvoiceInput = { id: string; body: VoidInvoiceBody };

/**
 * `POST /api/v1/billing/invoices/:id/void`: an issued invoice without payments is cancelled by a
 * credit note, with the reason given (409 once it has a payment or is void already).
 */
export function voidInvoice({ id, body }: VoidInvoiceInput): Promise<InvoiceResponse> {
  return request<InvoiceResponse>(`${invoicePathOf('staff', id)}/void`, {
    method: 'POST',
    body: toFormData(body),
  });
}

export function useVoidInvoice() {
  const onAnswer = useInvoiceAnswer();
  return useMutation({ mutationFn: voidInvoice, onSuccess: onAnswer });
}
