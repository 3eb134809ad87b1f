import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { notifyFailure } from '../../../lib/notify';
import type { PageRequest } from '../../../lib/paged-list';
import { type InvoiceSide, invoicesPathOf } from '../api/invoice-keys';

/** Downloads every invoice the list's filters give as CSV (`<list>/export`), not only the page on screen. */
export function ExportInvoicesButton({ side, request }: { side: InvoiceSide; request: PageRequest }) {
  const download = useMutation({
    mutationFn: async () => {
      const { page: _page, perPage: _perPage, ...filters } = request;
      await downloadFile(`${invoicesPathOf(side)}/export`, filters);
    },
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onError: (error) => notifyFailure('Could not export the invoices', error),
        })
      }
    >
      Export CSV
    </Button>
  );
}
