import type { InvoiceSummary } from '@affnet/contracts';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notifyFailure } from '../../../lib/notify';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import type { InvoiceSide } from '../api/invoice-keys';

type DownloadPdfButtonProps = {
  side: InvoiceSide;
  invoice: Pick<InvoiceSummary, 'id' | 'number' | 'status'>;
};

/** Saves the invoice as the PDF the server prints; a draft has none (it is not an invoice yet). */
export function DownloadPdfButton({ side, invoice }: DownloadPdfButtonProps) {
  const download = useDownloadInvoicePdf(side);
  if (invoice.status === 'draft') return null;
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(invoice, { onError: (error) => notifyFailure('Could not download the PDF', error) })
      }
    >
      Download PDF
    </Button>
  );
}
