import type { InvoiceResponse, InvoiceVisibilityBody } from '@affnet/contracts';
import { useMutation } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { invoicePathOf } from './invoice-keys';
import { useInvoiceAnswer } from './use-invoice-answer';

export type InvoiceVisibilityInput = { id: string; body: InvoiceVisibilityBody };

/**
 * `PUT /api/v1/billing/invoices/:id/visibility`: hides an advertiser's invoice from the advertiser
 * (off its invoice screens, never e-mailed), or shows it again (409 for a publisher's).
 */
export function setInvoiceVisibility({ id, body }: InvoiceVisibilityInput): Promise<InvoiceResponse> {
  return request<InvoiceResponse>(`${invoicePathOf('staff', id)}/visibility`, {
    method: 'PUT',
    body: toFormData(body),
  });
}

export function useInvoiceVisibility() {
  const onAnswer = useInvoiceAnswer();
  return useMutation({ mutationFn: setInvoiceVisibility, onSuccess: onAnswer });
}
