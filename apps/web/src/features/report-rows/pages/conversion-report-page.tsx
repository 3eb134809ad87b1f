import { MAX_CONVERSION_REPORT_DAYS } from '@affnet/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ColumnChooser } from '../../../components/data-table/column-chooser';
import { choosableColumnsOf } from '../../../components/data-table/data-table';
import { PagedTable } from '../../../components/data-table/paged-table';
import { SelectionBar } from '../../../components/data-table/selection-bar';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PageHeader } from '../../../components/page-header';
import { NoResults } from '../../../components/query-states';
import { useReportColumns } from '../../../lib/api/report-columns';
import { countOf } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { useMayChange } from '../../../lib/permissions';
import { type ScreenMeta, trailOf } from '../../../lib/screen';
import { CONVERSION_AUDIENCES, type ConversionAudience } from '../components/conversion-audiences';
import { ReportFilters } from '../components/report-filters';
import { CONVERSION_DEFAULT_DAYS, CONVERSION_FILTER_KEYS } from '../components/report-list-configs';
import { reportRequestOf } from '../components/report-range';
import { StatusChangeModal } from '../components/status-change-modal';

export type ConversionReportPageProps = { audience: ConversionAudience; screen: ScreenMeta };

type ConversionRowBase = {
  id: string;
  offer: { id: string; ref: number; name: string };
  convertedAt: string;
};

/**
 * report/conversion (admin) and report/conversions (publisher, advertiser): every conversion of
 * the range with its filters in the URL; staff check rows and change their status with a reason.
 */
export default function ConversionReportPage({ audience, screen }: ConversionReportPageProps) {
  // The audiences' row types differ; the page reads only what they share.
  const setup = CONVERSION_AUDIENCES[audience] as unknown as (typeof CONVERSION_AUDIENCES)['staff'];
  const params = useListParams(setup.list);
  const list = usePagedQuery(setup.list, params.state);
  const rows = list.data?.data ?? [];
  const columns = useMemo(() => setup.columns(), [setup]);
  const columnChoice = useReportColumns('conversions');
  const choosable = useMemo(() => choosableColumnsOf(columns), [columns]);
  const selection = useRowSelection(JSON.stringify(params.state), rows);
  const [changing, setChanging] = useState<string[] | null>(null);
  // Changing statuses needs conversions.write (admins hold every permission); the API checks it too.
  const mayChangeStatuses = useMayChange('conversions.write');
  const canChangeStatus = setup.isStaff && mayChangeStatuses;
  const request = reportRequestOf(params.state, CONVERSION_DEFAULT_DAYS);
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
              path={`${setup.path}/export`}
              query={request}
              failure="Could not export the report"
            />
          </>
        }
      />
      <ReportFilters
        params={params}
        keys={CONVERSION_FILTER_KEYS}
        defaultDays={CONVERSION_DEFAULT_DAYS}
        maxDays={MAX_CONVERSION_REPORT_DAYS}
        isStaff={setup.isStaff}
        kind="conversions"
        offers={rows.map((row: ConversionRowBase) => row.offer)}
        searchPlaceholder="Click ID or transaction ID"
      />
      {canChangeStatus && selection.selectedRows.length > 0 ? (
        <SelectionBar
          subject={countOf(selection.selectedRows.length, 'conversion', 'conversions')}
          onClear={selection.clear}
        >
          <Group gap="xs">
            <Button size="xs" onClick={() => setChanging(selection.selectedRows.map((row) => row.id))}>
              Change status
            </Button>
          </Group>
        </SelectionBar>
      ) : null}
      <PagedTable
        label="Conversions"
        plural="conversions"
        query={list}
        params={params}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => `Select conversion ${row.id}`}
        selection={
          canChangeStatus ? { selected: selection.selectedIds, onChange: selection.select } : undefined
        }
        empty={
          <NoResults
            title="No conversions in these days"
            description={setup.emptyDescription}
            action={null}
          />
        }
        noMatchDescription="Try other days, or clear the filters."
        hiddenColumns={columnChoice.hidden}
        freezeFirstColumn
      />
      <StatusChangeModal
        ids={changing ?? []}
        opened={changing !== null}
        onClose={() => {
          setChanging(null);
          selection.clear();
        }}
      />
    </Stack>
  );
}
