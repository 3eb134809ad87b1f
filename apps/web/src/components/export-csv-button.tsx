import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../lib/download-file';
import { notifyFailure } from '../lib/notify';
import type { PageRequest } from '../lib/paged-list';

type ExportCsvButtonProps = {
  /** The export endpoint under /api (`/v1/…/export`). */
  path: string;
  /** The list's or report's query as on screen; its paging is dropped: the export is every row. */
  query: PageRequest;
  /** What the toast says when the download fails. */
  failure: string;
};

/** "Export CSV": downloads every row the filters on screen give, not only the page shown. */
export function ExportCsvButton({ path, query, failure }: ExportCsvButtonProps) {
  const download = useMutation({
    mutationFn: async () => {
      const { page: _page, perPage: _perPage, ...filters } = query;
      await downloadFile(path, filters);
    },
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate(undefined, { onError: (error) => notifyFailure(failure, error) })}
    >
      Export CSV
    </Button>
  );
}
