import type { Dashboard } from '@affnet/contracts';
import { Anchor, Table, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardMetric } from './dashboard-figures';
import { reportLinkOf } from './report-links';

type PeriodTableProps = { dashboard: Dashboard; metrics: readonly DashboardMetric[]; reportPath: string };

/** Today against yesterday and the last 7 days; each figure opens the report behind it. */
export function PeriodTable({ dashboard, metrics, reportPath }: PeriodTableProps) {
  const periods = [
    { label: 'Today', period: dashboard.today },
    { label: 'Yesterday', period: dashboard.yesterday },
    { label: 'Last 7 days', period: dashboard.last7Days },
  ];
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" aria-label="Today, yesterday and the last 7 days">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Figure</Table.Th>
            {periods.map(({ label }) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {metrics.map((metric) => (
            <Table.Tr key={metric.key}>
              <Table.Th scope="row">
                <Tooltip label={metric.help} multiline w={260}>
                  <Text size="sm" fw={500} component="span">
                    {metric.label}
                  </Text>
                </Tooltip>
              </Table.Th>
              {periods.map(({ label, period }) => (
                <Table.Td key={label}>
                  <Anchor
                    component={Link}
                    to={reportLinkOf(reportPath, { from: period.from, to: period.to, tz: dashboard.tz })}
                    aria-label={`${metric.label} ${label.toLowerCase()}: ${metric.format(period.figures)}`}
                  >
                    {metric.format(period.figures)}
                  </Anchor>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
