import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { StatusBadge } from '../../../components/status-badge';
import { countryName, formatDate, formatDateTime } from '../../../lib/format';
import type { PartnerSort } from './partner-list-query';
import type { PartnerRecord } from './partner-types';

function Dimmed({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/**
 * The list columns of advertisers and publishers; the company links to the partner's page, and
 * `kindColumns` (what the kind adds: offers, figures) come before the sign-in and creation dates.
 */
export function partnerColumns<Row extends PartnerRecord>(
  viewPath: (id: string) => string,
  kindColumns: Column<Row, PartnerSort>[],
): Column<Row, PartnerSort>[] {
  return [
    { key: 'ref', header: 'ID', sort: 'ref', render: (row) => <Dimmed>{`#${row.ref}`}</Dimmed> },
    {
      key: 'company',
      header: 'Company',
      sort: 'company',
      render: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={viewPath(row.id)} fw={600} size="sm">
            {row.company}
          </Anchor>
          <Dimmed>{row.contactName}</Dimmed>
        </Stack>
      ),
    },
    { key: 'email', header: 'E-mail', sort: 'email', render: (row) => <Text size="sm">{row.email}</Text> },
    {
      key: 'country',
      header: 'Country',
      sort: 'country',
      render: (row) => (row.country ? <Text size="sm">{countryName(row.country)}</Text> : <Dimmed>—</Dimmed>),
    },
    { key: 'status', header: 'Status', sort: 'status', render: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'manager',
      header: 'Account manager',
      render: (row) =>
        row.accountManager ? <Text size="sm">{row.accountManager.name}</Text> : <Dimmed>—</Dimmed>,
    },
    ...kindColumns,
    {
      key: 'lastLoginAt',
      header: 'Last login',
      sort: 'lastLoginAt',
      render: (row) =>
        row.lastLoginAt ? <Dimmed>{formatDateTime(row.lastLoginAt)}</Dimmed> : <Dimmed>Never</Dimmed>,
    },
    {
      key: 'createdAt',
      header: 'Created',
      sort: 'createdAt',
      render: (row) => <Dimmed>{formatDate(row.createdAt)}</Dimmed>,
    },
  ];
}
