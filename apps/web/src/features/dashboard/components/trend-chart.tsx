import type { Dashboard } from '@affnet/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardMetric } from './dashboard-figures';
import { reportLinkOf } from './report-links';

const WIDTH = 600;
const HEIGHT = 140;

type TrendChartProps = {
  dashboard: Dashboard;
  /** A count metric (its formatted value is read back as the bar's height). */
  metric: DashboardMetric & { value: (figures: Dashboard['today']['figures']) => number };
  reportPath: string;
};

/**
 * One bar a day for the last 30 days, each with its figure as a title; the link under it opens
 * the same days in the performance report, by date. (The picture is one image to assistive
 * technology, so the bars hold no links of their own.)
 */
export function TrendChart({ dashboard, metric, reportPath }: TrendChartProps) {
  const points = dashboard.trend.map((point) => ({ day: point.day, value: metric.value(point.figures) }));
  const highest = Math.max(1, ...points.map((point) => point.value));
  const slot = WIDTH / Math.max(1, points.length);
  const first = points[0]?.day ?? dashboard.today.from;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`${metric.label} a day over the last ${points.length} days`}
      >
        {points.map((point, index) => {
          const height = (point.value / highest) * (HEIGHT - 4);
          return (
            <rect
              key={point.day}
              x={index * slot + 2}
              y={HEIGHT - height}
              width={Math.max(1, slot - 4)}
              height={Math.max(height, 1)}
              rx={2}
              fill="var(--mantine-primary-color-filled)"
            >
              <title>{`${point.day}: ${point.value.toLocaleString('en-US')} ${metric.label.toLowerCase()}`}</title>
            </rect>
          );
        })}
      </svg>
      <Group justify="space-between" component="figcaption">
        <Text size="xs" c="dimmed">
          {first}
        </Text>
        <Anchor
          component={Link}
          size="xs"
          to={reportLinkOf(reportPath, { from: first, to: dashboard.today.to, tz: dashboard.tz })}
        >
          Open these {points.length} days in the performance report
        </Anchor>
        <Text size="xs" c="dimmed">
          {dashboard.today.to}
        </Text>
      </Group>
    </figure>
  );
}
