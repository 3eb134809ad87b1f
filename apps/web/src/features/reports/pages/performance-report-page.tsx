import {
  type MetricDefinition,
  metricsFor,
  type PerformanceResponse,
  type UserRole,
} from '@affnet/contracts';
import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ColumnChooser } from '../../../components/data-table/column-chooser';
import { TablePagination } from '../../../components/data-table/table-pagination';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, NoResults } from '../../../components/query-states';
import { useReportColumns } from '../../../lib/api/report-columns';
import { ApiError } from '../../../lib/http';
import { type ScreenMeta, trailOf } from '../../../lib/screen';
import { usePerformanceReport } from '../api/performance-report';
import { FilterChips } from '../components/filter-chips';
import { PerformanceChart } from '../components/performance-chart';
import { PerformanceTable } from '../components/performance-table';
import { PeriodComparison } from '../components/period-comparison';
import { ReportControls } from '../components/report-controls';
import { queryOfState } from '../lib/report-state';
import { useReportState } from '../lib/use-report-state';

export type PerformanceReportPageProps = {
  role: UserRole;
  screen: ScreenMeta;
  /** This portal's conversion report, where a conversion figure opens its rows. */
  conversionsPath: string;
};

/** Names of the ids on screen, so a filter chip reads "Offer: #12 Summer Sale". */
function namesOnScreen(report: PerformanceResponse | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const row of report?.data ?? []) {
    for (const grouped of Object.values(row.dimensions))
      if (grouped.value) names.set(grouped.value, grouped.label);
  }
  return names;
}

/** The sub-id rollup keeps no duplicate clicks or sale amounts: those columns leave its reports. */
function columnsFor(metrics: MetricDefinition[], report: PerformanceResponse | undefined) {
  if (report?.meta.rollup !== 'sub') return metrics;
  return metrics.filter((metric) => metric.key !== 'duplicateClicks' && metric.key !== 'sale');
}

/** A refused query says what was refused (a range from an old link), not only that fields were invalid. */
function withFieldErrors(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const reasons = Object.values(error.fieldErrors).flat();
  return reasons.length > 0 ? new ApiError(error.status, reasons.join(' '), error.fieldErrors) : error;
}

/** report/performance of every portal: one screen, what it shows decided by the role. */
export default function PerformanceReportPage({ role, screen, conversionsPath }: PerformanceReportPageProps) {
  const control = useReportState(role);
  const { state, update } = control;
  const query = queryOfState(state);
  const report = usePerformanceReport(query);
  const metrics = useMemo(() => metricsFor(role), [role]);
  const columnChoice = useReportColumns('performance');
  const choosable = useMemo(() => metrics.map(({ key, label }) => ({ key, label })), [metrics]);
  const columns = columnsFor(metrics, report.data).filter((metric) => !columnChoice.hidden.has(metric.key));
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
              path="/v1/reports/performance/export"
              query={query}
              failure="The export failed"
            />
          </>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <ReportControls role={role} control={control} />
          <FilterChips control={control} names={namesOnScreen(report.data)} />
        </Stack>
      </Paper>
      <PerformanceChart control={control} metrics={metrics} />
      {report.isPending ? (
        <Skeleton h={300} aria-label="Loading the report" />
      ) : report.isError ? (
        <ErrorState
          title="The report could not be loaded"
          error={withFieldErrors(report.error)}
          onRetry={() => report.refetch()}
        />
      ) : report.data.meta.total === 0 ? (
        <NoResults
          title="No traffic in this range"
          description="Nothing was clicked or converted for these dates and filters. Try a longer range or fewer filters."
          action={null}
        />
      ) : (
        <Stack gap="sm">
          {state.compare && <PeriodComparison control={control} metrics={columns} current={report.data} />}
          {report.data.meta.rollup === 'sub' && (
            <Alert color="gray" variant="light">
              Grouped or filtered by sub id or source: duplicate clicks and sale amounts are not kept at this
              level.
            </Alert>
          )}
          <PerformanceTable
            report={report.data}
            metrics={columns}
            control={control}
            conversionsPath={conversionsPath}
          />
          <TablePagination
            page={state.page}
            perPage={state.perPage}
            total={report.data.meta.total}
            onPage={(page) => update({ page })}
            onPerPage={(perPage) => update({ perPage })}
            noun="rows"
          />
          <Text size="xs" c="dimmed">
            Days and hours in {report.data.meta.timeZone}. Totals cover every row, one line per currency.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
