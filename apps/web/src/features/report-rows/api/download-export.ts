import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import type { PageRequest } from '../../../lib/paged-list';

/** The export of a report (`<path>/export`) with the report's filters, without paging. */
export function useDownloadExport(path: string) {
  return useMutation({
    mutationFn: async (query: PageRequest) => {
      const { page: _page, perPage: _perPage, ...filters } = query;
      await downloadFile(`${path}/export`, filters);
    },
  });
}
