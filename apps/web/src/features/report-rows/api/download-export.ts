import { useMutation } from '@tanstack/react-query';
import { type DownloadedFile, requestFile } from '../../../lib/http';
import type { PageRequest } from '../../../lib/paged-list';

/** Hands a downloaded file to the browser to save, under the name the server gave it. */
function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Chromium reads the blob after the click returns; revoking at once can fail the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The export of a report (`<path>/export`) with the report's filters, without paging. */
export function useDownloadExport(path: string) {
  return useMutation({
    mutationFn: async (query: PageRequest) => {
      const { page: _page, perPage: _perPage, ...filters } = query;
      saveFile(await requestFile(`${path}/export`, { query: filters }));
    },
  });
}
