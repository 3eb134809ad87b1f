import type { InvoiceRunBody, InvoiceRunResponse } from '@affnet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { invoiceKeys } from './invoice-keys';

/**
 * `POST /api/v1/billing/invoice-runs`: bills every payable conversion approved before the day onto
 * its publisher's draft; answers how many drafts it made or added to and conversions it billed.
 */
export function runInvoices(body: InvoiceRunBody): Promise<InvoiceRunResponse> {
  return request<InvoiceRunResponse>('/v1/billing/invoice-runs', { method: 'POST', body: toFormData(body) });
}

export function useRunInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runInvoices,
    // Drafts change in place, so an open one is stale too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.side('staff') }),
  });
}
