import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { trailOf } from '../../../lib/screen';
import { EmployeeForm } from '../components/employee-form';
import type { TeamScreenProps } from '../components/team-types';

/** employee/add: a new employee, invited by e-mail to choose a password. */
export default function EmployeeAddPage({ screen, links }: TeamScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={screen.title}
        breadcrumbs={trailOf(screen, links.employees.list, { label: screen.title })}
      />
      <EmployeeForm links={links.employees} />
    </Stack>
  );
}
