import '@mantine/charts/styles.css';
import type { DimensionKey, MetricDefinition, PerformanceResponse, PerformanceRow } from '@affnet/contracts';
import { LineChart } from '@mantine/charts';
import { Group, Paper, Select, Skeleton, Text } from '@mantine/core';
import { lengthOf } from '../../../lib/date-ranges';
import { usePerformanceReport } from '../api/performance-report';
import { seriesValues } from '../lib/metric-series';
import { filterQueryOf } from '../lib/report-state';
import type { ReportStateControl } from '../lib/use-report-state';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6'];

/** Hours for one day, days up to 45, weeks beyond: at most 100 points per currency. */
export function chartBucketOf(days: number): DimensionKey {
  if (days <= 1) return 'hour';
  return days <= 45 ? 'date' : 'week';
}

/** Chart points: one per time bucket, one value per series (money per currency). */
function chartData(report: PerformanceResponse, metric: MetricDefinition, bucket: DimensionKey) {
  const byBucket = new Map<string, { label: string; rows: PerformanceRow[] }>();
  for (const row of report.data) {
    const grouped = row.dimensions[bucket];
    const key = grouped?.value ?? '';
    const entry = byBucket.get(key) ?? { label: grouped?.label ?? key, rows: [] };
    entry.rows.push(row);
    byBucket.set(key, entry);
  }
  const names = new Set<string>();
  const data = [...byBucket.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, { label, rows }]) => {
      const point: Record<string, string | number | null> = { bucket: label };
      for (const value of seriesValues(metric, rows)) {
        point[value.name] = value.value;
        names.add(value.name);
      }
      return point;
    });
  return {
    data,
    series: [...names].map((name, i) => ({ name, color: COLORS[i % COLORS.length] ?? 'blue.6' })),
  };
}

type PerformanceChartProps = { control: ReportStateControl; metrics: readonly MetricDefinition[] };

/** The chosen metric over time, for the report's range and filters. */
export function PerformanceChart({ control, metrics }: PerformanceChartProps) {
  const { state, update } = control;
  const bucket = chartBucketOf(lengthOf(state));
  const query = { ...filterQueryOf(state), groupBy: bucket, sort: bucket, perPage: '100' };
  const report = usePerformanceReport(query);
  const metric = metrics.find((m) => m.key === state.chart) ?? metrics[0];
  if (!metric) return null;
  const { data, series } = report.data ? chartData(report.data, metric, bucket) : { data: [], series: [] };
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Over time</Text>
        <Select
          aria-label="Chart metric"
          data={metrics.map((m) => ({ value: m.key, label: m.label }))}
          value={metric.key}
          allowDeselect={false}
          onChange={(key) => key && update({ chart: key })}
          w={200}
        />
      </Group>
      {report.isPending ? (
        <Skeleton h={240} />
      ) : report.isError ? (
        <Text c="red" size="sm" role="alert">
          The chart could not be loaded.
        </Text>
      ) : data.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing to draw for this range.
        </Text>
      ) : (
        <LineChart h={240} data={data} dataKey="bucket" series={series} withLegend curveType="linear" />
      )}
    </Paper>
  );
}
