import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { EmployeeRow, EmployeeSort } from './team-lists';

/** The columns of employee/manage; name, e-mail, status and dates sort on the server. */
export function employeeColumns(viewPath: (id: string) => string): Column<EmployeeRow, EmployeeSort>[] {
  return [
    {
      key: 'name',
      header: 'Employee',
      sort: 'name',
      render: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={viewPath(row.id)} fw={600} size="sm">
            {row.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {row.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'role', header: 'Role', render: (row) => <Text size="sm">{row.role?.name ?? 'No role'}</Text> },
    { key: 'status', header: 'Status', sort: 'status', render: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'partners',
      header: 'Partners managed',
      render: (row) => <Text size="sm">{row.managedPartners}</Text>,
    },
    {
      key: 'lastLoginAt',
      header: 'Last sign-in',
      sort: 'lastLoginAt',
      render: (row) => (
        <Text size="sm" c="dimmed">
          {row.lastLoginAt ? formatDateTime(row.lastLoginAt) : 'Never'}
        </Text>
      ),
    },
    {
      key: 'createdAt',
      header: 'Added',
      sort: 'createdAt',
      render: (row) => (
        <Text size="sm" c="dimmed">
          {formatDate(row.createdAt)}
        </Text>
      ),
    },
  ];
}
