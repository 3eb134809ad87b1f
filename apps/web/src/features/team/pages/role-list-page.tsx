import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ListScreen } from '../../../components/data-table/list-screen';
import { MayChange } from '../../../components/may-change';
import { NoResults } from '../../../components/query-states';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
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
    <ListScreen
      screen={screen}
      actions={addButton}
      searchPlaceholder="Name or description"
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
  );
}
