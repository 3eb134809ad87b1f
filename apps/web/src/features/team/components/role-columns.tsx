import { DATA_SCOPE_LABELS } from '@affnet/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { countOf, formatDate } from '../../../lib/format';
import type { RoleRow, RoleSort } from './team-lists';

/** The columns of employee/role/manage; name, members and date sort on the server. */
export function roleColumns(viewPath: (id: string) => string): Column<RoleRow, RoleSort>[] {
  return [
    {
      key: 'name',
      header: 'Role',
      sort: 'name',
      render: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={viewPath(row.id)} fw={600} size="sm">
            {row.name}
          </Anchor>
          {row.description ? (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {row.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'permissions',
      header: 'Permissions',
      render: (row) => <Text size="sm">{countOf(row.permissions.length, 'permission', 'permissions')}</Text>,
    },
    {
      key: 'dataScope',
      header: 'Data scope',
      render: (row) => <Text size="sm">{DATA_SCOPE_LABELS[row.dataScope]}</Text>,
    },
    {
      key: 'members',
      header: 'Employees',
      sort: 'memberCount',
      render: (row) => <Text size="sm">{row.memberCount}</Text>,
    },
    {
      key: 'createdAt',
      header: 'Created',
      sort: 'createdAt',
      render: (row) => (
        <Text size="sm" c="dimmed">
          {formatDate(row.createdAt)}
        </Text>
      ),
    },
  ];
}
