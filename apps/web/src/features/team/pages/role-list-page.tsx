import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import { ListSearch } from '../../../components/data-table/list-search';
import { PagedTable } from '../../../components/data-table/paged-table';
import { MayChange } from '../../../components/may-change';
import { PageHeader } from '../../../components/page-header';
import { NoResults } from '../../../components/query-states';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { trailOf } from '../../../lib/screen';
import { roleColumns } from '../components/role-columns';
import { ROLE_LIST } from '../components/team-lists';
import type { TeamScreenProps } from '../components/team-types';

/** employee/role/manage: the roles, their permissions, data scope and how many hold each. */
export default function RoleListPage({ screen, links }: TeamScreenProps) {
  const params = useListParams(ROLE_LIST);
  const list = usePagedQuery(ROLE_LIST, params.state);
  const columns = useMemo(() => roleColumns(links.roles.view), [links.roles.view]);
  const addButton = (
    <MayChange>
      <Button component={Link} to={links.roles.add} leftSection={<IconPlus size={16} aria-hidden />}>
        Add role
      </Button>
    </MayChange>
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={screen.title}
        breadcrumbs={trailOf(screen, null, { label: screen.title })}
        actions={addButton}
      />
      <Group gap="sm" align="flex-end">
        <ListSearch params={params} placeholder="Name or description" w={{ base: '100%', sm: 300 }} />
        <ClearFiltersButton shown={params.hasFilters} onClear={params.clearFilters} />
      </Group>
      <PagedTable
        label="Roles"
        plural="roles"
        query={list}
        params={params}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        empty={
          <NoResults
            title="No roles yet"
            description="A role is what an employee may do and which partners they see. Add one before adding employees."
            action={addButton}
          />
        }
      />
    </Stack>
  );
}
