import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notifyFailure } from '../../../lib/notify';
import type { PageRequest } from '../../../lib/paged-list';
import { useDownloadExport } from '../api/download-export';

type ExportButtonProps = { path: string; request: PageRequest };

/** Downloads every row of the report's filters as CSV (not only the page on screen). */
export function ExportButton({ path, request }: ExportButtonProps) {
  const download = useDownloadExport(path);
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(request, { onError: (error) => notifyFailure('Could not export the report', error) })
      }
    >
      Export CSV
    </Button>
  );
}
