import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { trailOf } from '../../../lib/screen';
import { EmployeeForm } from '../components/employee-form';
import { employeeLockOf, useGrantor } from '../components/grant-reach';
import { EmployeeGate } from '../components/team-gates';
import type { TeamScreenProps } from '../components/team-types';

/**
 * employee/edit/:id: name, e-mail, role and status. Not an employee whose role holds more than
 * the signed-in staff member does: the page says why.
 */
export default function EmployeeEditPage(props: TeamScreenProps) {
  const { screen, links } = props;
  const grantor = useGrantor();
  return (
    <EmployeeGate {...props}>
      {(employee) => {
        const lock = employeeLockOf(grantor, employee.role);
        return (
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
            {lock ? (
              <Alert color="yellow" title="You cannot change this employee">
                {lock}{' '}
                <Anchor component={Link} to={links.employees.view(employee.id)}>
                  Back to the employee
                </Anchor>
              </Alert>
            ) : (
              <EmployeeForm key={employee.id} employee={employee} links={links.employees} />
            )}
          </Stack>
        );
      }}
    </EmployeeGate>
  );
}
