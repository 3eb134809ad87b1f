import {
  DIMENSION_FILTER_KEYS,
  type DimensionKey,
  dimensionByKey,
  type MetricDefinition,
  type PerformanceResponse,
  type PerformanceRow,
  type ReportFilterKey,
} from '@affnet/contracts';
import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { FROZEN_FIRST_CELL } from '../../../components/data-table/data-table';
import { formatMetric } from '../lib/format-metric';
import { rowsBehindQuery } from '../lib/rows-behind';
import type { ReportStateControl } from '../lib/use-report-state';
import { ColumnHeader } from './metric-header';

/**
 * Names (offers, partners, landing pages, sub ids) keep a readable width however many metric
 * columns follow, wrapping rather than shrinking to a word a line; times stay on one line.
 */
function dimensionWidth(key: DimensionKey): CSSProperties {
  return dimensionByKey(key)?.time ? { whiteSpace: 'nowrap' } : { minWidth: '15rem', maxWidth: '24rem' };
}

/** Conversion figures open the conversion report, with the status they count. */
const STATUS_OF_METRIC: Record<string, string | undefined> = {
  conversions: undefined,
  approvedConversions: 'approved',
  pendingConversions: 'pending',
  rejectedConversions: 'rejected',
};

type PerformanceTableProps = {
  report: PerformanceResponse;
  metrics: readonly MetricDefinition[];
  control: ReportStateControl;
  /** The conversion report of this portal. */
  conversionsPath: string;
};

export function PerformanceTable({ report, metrics, control, conversionsPath }: PerformanceTableProps) {
  const { state, update } = control;
  const sortKey = state.sort ?? state.groupBy[0];
  const sortBy = (key: string) =>
    update({ sort: key, order: sortKey === key && state.order === 'asc' ? 'desc' : 'asc' });
  const orderOf = (key: string) => (sortKey === key ? state.order : null);
  const showCurrency = report.totals.length > 1;

  const narrowTo = (key: DimensionKey, value: string) => {
    const filterKey = DIMENSION_FILTER_KEYS[key] as ReportFilterKey | undefined;
    if (key === 'date') update({ from: value, to: value });
    else if (filterKey) update({ filters: { ...state.filters, [filterKey]: value } });
  };

  const dimensionCell = (row: PerformanceRow, key: DimensionKey, index: number) => {
    const grouped = row.dimensions[key];
    const label = grouped?.label ?? '';
    const narrowable = grouped?.value != null && (key === 'date' || DIMENSION_FILTER_KEYS[key]);
    return (
      <Table.Td key={key} className={index === 0 ? FROZEN_FIRST_CELL : undefined} style={dimensionWidth(key)}>
        {narrowable ? (
          <UnstyledButton
            onClick={() => narrowTo(key, grouped?.value ?? '')}
            title={`Show only ${label}`}
            fz="sm"
            // The anchor colour: the theme keeps it readable on the striped rows (plain blue is not).
            c="var(--mantine-color-anchor)"
          >
            {label}
          </UnstyledButton>
        ) : (
          <Text fz="sm" c={grouped?.value == null ? 'dimmed' : undefined}>
            {label}
          </Text>
        )}
      </Table.Td>
    );
  };

  const metricCell = (
    row: PerformanceRow | null,
    metric: MetricDefinition,
    counters: PerformanceRow['counters'],
    currency: string,
  ) => {
    const text = formatMetric(metric, counters, currency);
    const opensRows = metric.key in STATUS_OF_METRIC && text !== '0' && text !== '—';
    const query = new URLSearchParams(rowsBehindQuery(state, row, STATUS_OF_METRIC[metric.key]));
    return (
      <Table.Td key={metric.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {opensRows ? (
          <Anchor component={Link} to={`${conversionsPath}?${query}`} fz="sm" title="Open these conversions">
            {text}
          </Anchor>
        ) : (
          text
        )}
      </Table.Td>
    );
  };

  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover aria-label="Performance report">
        <Table.Thead>
          <Table.Tr>
            {state.groupBy.map((key, index) => (
              <ColumnHeader
                key={key}
                label={dimensionByKey(key)?.label ?? key}
                order={orderOf(key)}
                onSort={() => sortBy(key)}
                className={index === 0 ? FROZEN_FIRST_CELL : undefined}
              />
            ))}
            {showCurrency && <Table.Th>Currency</Table.Th>}
            {metrics.map((metric) => (
              <ColumnHeader
                key={metric.key}
                label={metric.label}
                help={metric.help}
                order={orderOf(metric.key)}
                onSort={() => sortBy(metric.key)}
                numeric
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.data.map((row) => (
            <Table.Tr key={`${row.currency}|${state.groupBy.map((k) => row.dimensions[k]?.value).join('|')}`}>
              {state.groupBy.map((key, index) => dimensionCell(row, key, index))}
              {showCurrency && <Table.Td>{row.currency}</Table.Td>}
              {metrics.map((metric) => metricCell(row, metric, row.counters, row.currency))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {report.totals.map((line) => (
            <Table.Tr key={line.currency} fw={700} aria-label={`Total ${line.currency}`}>
              {/* The label in the frozen first column alone, so the column keeps one width top to bottom. */}
              <Table.Td className={FROZEN_FIRST_CELL}>
                {showCurrency ? `Total (${line.currency})` : 'Total'}
              </Table.Td>
              {state.groupBy.length > 1 ? <Table.Td colSpan={state.groupBy.length - 1} /> : null}
              {showCurrency && <Table.Td>{line.currency}</Table.Td>}
              {metrics.map((metric) => metricCell(null, metric, line.counters, line.currency))}
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
