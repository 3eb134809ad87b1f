import type { MetricDefinition, PerformanceResponse } from '@affnet/contracts';
import { Badge, Paper, Skeleton, Table, Text } from '@mantine/core';
import { previousPeriod } from '../../../lib/date-ranges';
import { formatAmount } from '../../../lib/money';
import { usePerformanceReport } from '../api/performance-report';
import { changeOf, seriesValues } from '../lib/metric-series';
import { filterQueryOf } from '../lib/report-state';
import type { ReportStateControl } from '../lib/use-report-state';

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function formatValue(metric: MetricDefinition, value: number | null, currency: string): string {
  if (value === null) return '—';
  if (metric.format === 'money') return formatAmount(value, currency);
  return metric.format === 'percent' ? `${NUMBER.format(value)}%` : NUMBER.format(value);
}

type PeriodComparisonProps = {
  control: ReportStateControl;
  metrics: readonly MetricDefinition[];
  current: PerformanceResponse;
};

/** This range's totals against the same number of days just before it. */
export function PeriodComparison({ control, metrics, current }: PeriodComparisonProps) {
  const previousRange = previousPeriod(control.state);
  const previous = usePerformanceReport({
    ...filterQueryOf({ ...control.state, ...previousRange }),
    groupBy: 'date',
    perPage: '1',
  });
  if (previous.isPending) return <Skeleton h={120} />;
  if (previous.isError || !previous.data) {
    return (
      <Text c="red" size="sm" role="alert">
        The previous period could not be loaded.
      </Text>
    );
  }
  const before = previous.data.totals;
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} mb="xs">
        Compared with {previousRange.from} – {previousRange.to}
      </Text>
      <Table aria-label="Comparison with the previous period">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Metric</Table.Th>
            <Table.Th ta="right">This period</Table.Th>
            <Table.Th ta="right">Previous period</Table.Th>
            <Table.Th ta="right">Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {metrics.flatMap((metric) => {
            const now = seriesValues(metric, current.totals);
            const then = seriesValues(metric, before);
            return now.map((value) => {
              const old = then.find((v) => v.name === value.name)?.value ?? null;
              const change = changeOf(value.value, old);
              return (
                <Table.Tr key={value.name}>
                  <Table.Td>{value.name}</Table.Td>
                  <Table.Td ta="right">{formatValue(metric, value.value, value.currency)}</Table.Td>
                  <Table.Td ta="right">{formatValue(metric, old, value.currency)}</Table.Td>
                  <Table.Td ta="right">
                    {change === null ? (
                      '—'
                    ) : (
                      <Badge variant="light" color={change >= 0 ? 'teal' : 'red'}>
                        {change >= 0 ? '+' : ''}
                        {NUMBER.format(change)}%
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            });
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
