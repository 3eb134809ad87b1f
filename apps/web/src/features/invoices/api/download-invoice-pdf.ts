import type { InvoiceSummary } from '@affnet/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { type InvoiceSide, invoicePathOf } from './invoice-keys';

/** `GET …/invoices/:id/pdf` with the session's token, saved as the file the server names (409 for a draft). */
export function downloadInvoicePdf(side: InvoiceSide, invoice: Pick<InvoiceSummary, 'id' | 'number'>) {
  return downloadFile(`${invoicePathOf(side, invoice.id)}/pdf`, undefined, {
    accept: 'application/pdf',
    fallbackName: `${invoice.number ?? 'invoice'}.pdf`,
  });
}

export function useDownloadInvoicePdf(side: InvoiceSide) {
  return useMutation({
    mutationFn: (invoice: Pick<InvoiceSummary, 'id' | 'number'>) => downloadInvoicePdf(side, invoice),
  });
}
