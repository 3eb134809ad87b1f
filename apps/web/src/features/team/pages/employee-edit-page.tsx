import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { trailOf } from '../../../lib/screen';
import { EmployeeForm } from '../components/employee-form';
import { EmployeeGate } from '../components/team-gates';
import type { TeamScreenProps } from '../components/team-types';

/** employee/edit/:id: name, e-mail, role and status. */
export default function EmployeeEditPage(props: TeamScreenProps) {
  const { screen, links } = props;
  return (
    <EmployeeGate {...props}>
      {(employee) => (
        <Stack gap="lg">
          <PageHeader
            title={screen.title}
            breadcrumbs={trailOf(
              screen,
              links.employees.list,
              { label: employee.name, to: links.employees.view(employee.id) },
              { label: 'Edit' },
            )}
          />
          <EmployeeForm key={employee.id} employee={employee} links={links.employees} />
        </Stack>
      )}
    </EmployeeGate>
  );
}
