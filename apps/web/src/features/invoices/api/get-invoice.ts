import type { InvoiceDetail, InvoiceResponse } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { isUuid } from '../../../lib/ids';
import { type InvoiceSide, invoiceKeys, invoicePathOf } from './invoice-keys';

/** `GET …/invoices/:id`: one invoice with its lines, payments and history (404 when not the reader's). */
export function getInvoiceQueryOptions(side: InvoiceSide, id: string) {
  return queryOptions({
    queryKey: invoiceKeys.detail(side, id),
    queryFn: async ({ signal }): Promise<InvoiceDetail> =>
      (await request<InvoiceResponse>(invoicePathOf(side, id), { signal })).data,
    enabled: isUuid(id),
  });
}

export function useInvoice(side: InvoiceSide, id: string) {
  return useQuery(getInvoiceQueryOptions(side, id));
}
