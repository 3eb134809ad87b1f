import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListScreen } from '../../../components/data-table/list-screen';
import { MayChange } from '../../../components/may-change';
import { NoResults } from '../../../components/query-states';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { useRoleChoices } from '../api/roles';
import { employeeColumns } from '../components/employee-columns';
import { EMPLOYEE_LIST } from '../components/team-lists';
import type { TeamScreenProps } from '../components/team-types';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'blocked', label: 'Blocked' },
];

/** employee/manage: searchable, filtered by role and status. */
export default function EmployeeListPage({ screen, links }: TeamScreenProps) {
  const params = useListParams(EMPLOYEE_LIST);
  const list = usePagedQuery(EMPLOYEE_LIST, params.state);
  const roles = useRoleChoices().data ?? [];
  const columns = useMemo(() => employeeColumns(links.employees.view), [links.employees.view]);
  const addButton = (
    <MayChange>
      <Button component={Link} to={links.employees.add} leftSection={<IconPlus size={16} aria-hidden />}>
        Add employee
      </Button>
    </MayChange>
  );
  return (
    <ListScreen
      screen={screen}
      actions={addButton}
      searchPlaceholder="Name or e-mail"
      filters={
        <>
          <FilterSelect
            filters={params}
            name="roleId"
            label="Role"
            placeholder="Any role"
            data={roles.map((role) => ({ value: role.id, label: role.name }))}
            w={200}
          />
          <FilterSelect
            filters={params}
            name="status"
            label="Status"
            placeholder="Any status"
            data={STATUS_OPTIONS}
            w={150}
          />
        </>
      }
      label="Employees"
      plural="employees"
      query={list}
      params={params}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      empty={
        <NoResults
          title="No employees yet"
          description="Employees sign in to their own portal and see what their role allows."
          action={addButton}
        />
      }
      noMatchDescription="Try another search, or clear the filters to see everyone."
    />
  );
}
