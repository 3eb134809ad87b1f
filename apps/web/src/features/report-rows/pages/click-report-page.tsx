import { MAX_CLICK_REPORT_DAYS } from '@affnet/contracts';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ColumnChooser } from '../../../components/data-table/column-chooser';
import { choosableColumnsOf } from '../../../components/data-table/data-table';
import { PagedTable } from '../../../components/data-table/paged-table';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PageHeader } from '../../../components/page-header';
import { NoResults } from '../../../components/query-states';
import { useReportColumns } from '../../../lib/api/report-columns';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { type ScreenMeta, trailOf } from '../../../lib/screen';
import { clickColumns } from '../components/click-columns';
import { ReportFilters } from '../components/report-filters';
import { CLICK_DEFAULT_DAYS, CLICK_FILTER_KEYS, CLICK_LIST_CONFIG } from '../components/report-list-configs';
import { reportRequestOf } from '../components/report-range';

export type ClickReportPageProps = { screen: ScreenMeta };

/** report/click (admin): the raw click log of a few days, each click's reason in plain words. */
export default function ClickReportPage({ screen }: ClickReportPageProps) {
  const params = useListParams(CLICK_LIST_CONFIG);
  const list = usePagedQuery(CLICK_LIST_CONFIG, params.state);
  const columns = useMemo(() => clickColumns(), []);
  const columnChoice = useReportColumns('clicks');
  const choosable = useMemo(() => choosableColumnsOf(columns), [columns]);
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="lg">
      <PageHeader
        title={screen.title}
        breadcrumbs={trailOf(screen, null, { label: screen.title })}
        actions={
          <>
            <ColumnChooser
              columns={choosable}
              hidden={columnChoice.hidden}
              onChange={columnChoice.setHidden}
            />
            <ExportCsvButton
              path="/v1/reports/clicks/export"
              query={reportRequestOf(params.state, CLICK_DEFAULT_DAYS)}
              failure="Could not export the report"
            />
          </>
        }
      >
        <Text size="sm" c="dimmed">
          Every click, valid or not, for at most {MAX_CLICK_REPORT_DAYS} days at a time. Gross clicks are all
          rows; unique and duplicate are a visitor’s first and repeat visits; invalid ones were turned away
          for the reason shown.
        </Text>
      </PageHeader>
      <ReportFilters
        params={params}
        keys={CLICK_FILTER_KEYS}
        defaultDays={CLICK_DEFAULT_DAYS}
        maxDays={MAX_CLICK_REPORT_DAYS}
        limitReason="the log reads every click of its days; longer periods are in the performance report"
        isStaff
        kind="clicks"
        offers={rows.map((row) => row.offer)}
        searchPlaceholder="Click ID"
      />
      <PagedTable
        label="Clicks"
        plural="clicks"
        query={list}
        params={params}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => `Click ${row.id}`}
        empty={
          <NoResults
            title="No clicks in these days"
            description="Clicks on tracking links appear here within seconds, with the reason for any that were turned away."
            action={null}
          />
        }
        noMatchDescription="Try other days, or clear the filters."
        hiddenColumns={columnChoice.hidden}
        freezeFirstColumn
      />
    </Stack>
  );
}
