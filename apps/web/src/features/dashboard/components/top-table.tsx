import type { Dashboard, DashboardTopRow } from '@affnet/contracts';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardMetric } from './dashboard-figures';
import { reportLinkOf } from './report-links';

type TopTableProps = {
  label: string;
  rows: readonly DashboardTopRow[];
  /** The report filter a row's name sets: its offer or its publisher. */
  filterKey: 'offerId' | 'publisherId';
  metrics: readonly DashboardMetric[];
  dashboard: Dashboard;
  reportPath: string;
};

/** The last 7 days' leaders; each name opens the report filtered to it. */
export function TopTable({ label, rows, filterKey, metrics, dashboard, reportPath }: TopTableProps) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No traffic in the last 7 days.
      </Text>
    );
  }
  const { from, to } = dashboard.last7Days;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            {metrics.map((metric) => (
              <Table.Th key={metric.key}>{metric.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={reportLinkOf(reportPath, { from, to, tz: dashboard.tz, [filterKey]: row.id })}
                >
                  {row.name || row.id}
                </Anchor>
              </Table.Td>
              {metrics.map((metric) => (
                <Table.Td key={metric.key}>{metric.format(row.figures)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
