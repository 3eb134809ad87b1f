import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '../../../lib/download-file';
import { notifyFailure } from '../../../lib/notify';

/** Downloads the report as it is filtered and grouped now (every row, not only this page). */
export function ExportButton({ query }: { query: Record<string, string> }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const { page: _page, perPage: _perPage, ...whole } = query;
      await downloadFile('/v1/reports/performance/export', whole);
    } catch (error) {
      notifyFailure('The export failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={exportCsv}
    >
      Export CSV
    </Button>
  );
}
