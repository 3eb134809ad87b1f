import type { InvoiceResponse } from '@affnet/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { invoicePathOf } from './invoice-keys';
import { useInvoiceAnswer } from './use-invoice-answer';

/**
 * `POST /api/v1/billing/invoices/:id/issue`: a draft takes the next number, is dated and its lines
 * freeze (409 when it is no longer a draft).
 */
export function issueInvoice(id: string): Promise<InvoiceResponse> {
  return request<InvoiceResponse>(`${invoicePathOf('staff', id)}/issue`, { method: 'POST' });
}

export function useIssueInvoice() {
  const onAnswer = useInvoiceAnswer();
  return useMutation({ mutationFn: issueInvoice, onSuccess: onAnswer });
}
