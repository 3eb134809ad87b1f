import '@mantine/charts/styles.css';
import type { Dashboard } from '@affnet/contracts';
import { BarChart } from '@mantine/charts';
import { Anchor, Group, Text } from '@mantine/core';
import { type MouseEvent, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BarShapeProps } from 'recharts';
import type { DashboardMetric } from './dashboard-figures';
import { reportLinkOf } from './report-links';
import classes from './trend-chart.module.css';

type TrendChartProps = {
  dashboard: Dashboard;
  /** A count metric, one bar a day. */
  metric: DashboardMetric & { value: (figures: Dashboard['today']['figures']) => number };
  reportPath: string;
};

type DayPoint = { day: string; label: string; value: number; href: string; name: string };

const count = (value: number) => value.toLocaleString('en-US');
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * One bar a day for the last 30 days, with axes and each day's figure on hover. Each day is a
 * link to that day's performance report (by hour, in the dashboard's zone): its whole column is
 * the target, so a day without traffic can be opened too, and the keyboard reaches every day.
 */
export function TrendChart({ dashboard, metric, reportPath }: TrendChartProps) {
  const navigate = useNavigate();
  const captionId = useId();
  const points: DayPoint[] = dashboard.trend.map((point) => {
    const value = metric.value(point.figures);
    return {
      day: point.day,
      label: SHORT_DAY.format(dateOf(point.day)),
      value,
      href: reportLinkOf(reportPath, { from: point.day, to: point.day, tz: dashboard.tz }),
      name: `${LONG_DAY.format(dateOf(point.day))}: ${count(value)} ${metric.label.toLowerCase()}`,
    };
  });
  const first = points[0]?.day ?? dashboard.today.from;
  const open = (event: MouseEvent, href: string) => {
    event.preventDefault();
    void navigate(href);
  };
  const dayBar = ({ x, y, width, height, fill, background, payload }: BarShapeProps) => {
    // recharts types a bar's data point as any: it is the point of `points` the bar draws.
    const point = payload as DayPoint;
    return (
      <a
        href={point.href}
        aria-label={point.name}
        className={classes.day}
        onClick={(e) => open(e, point.href)}
      >
        <rect
          className={classes.column}
          x={background?.x ?? x}
          y={background?.y ?? y}
          width={background?.width ?? width}
          height={background?.height ?? height}
          fill="transparent"
        />
        <rect x={x} y={y} width={width} height={height} rx={2} fill={fill} />
      </a>
    );
  };
  return (
    <figure style={{ margin: 0 }} aria-labelledby={captionId}>
      <BarChart
        h={220}
        data={points}
        dataKey="label"
        series={[{ name: 'value', label: metric.label, color: 'blue.6' }]}
        valueFormatter={count}
        gridAxis="x"
        tickLine="y"
        yAxisProps={{ allowDecimals: false, width: 56 }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
        tooltipAnimationDuration={0}
        barProps={{ shape: dayBar }}
      />
      <Group justify="space-between" component="figcaption" mt="xs">
        <Text size="xs" c="dimmed" id={captionId}>
          {metric.label} a day over the last {points.length} days: click a day for its report, by hour.
        </Text>
        <Anchor
          component={Link}
          size="xs"
          to={reportLinkOf(reportPath, { from: first, to: dashboard.today.to, tz: dashboard.tz })}
        >
          Open these {points.length} days in the performance report
        </Anchor>
      </Group>
    </figure>
  );
}
