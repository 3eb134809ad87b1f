import type { InvoiceResponse } from '@affnet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './invoice-keys';

/**
 * What a staff action does with its answer (the invoice as it now stands): shows it at once in
 * the open invoice, and reloads the lists, whose status, dates and amounts it changed.
 */
export function useInvoiceAnswer() {
  const queryClient = useQueryClient();
  return ({ data }: InvoiceResponse) => {
    queryClient.setQueryData(invoiceKeys.detail('staff', data.id), data);
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists('staff') });
  };
}
