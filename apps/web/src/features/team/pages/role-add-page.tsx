import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { trailOf } from '../../../lib/screen';
import { RoleForm } from '../components/role-form';
import type { TeamScreenProps } from '../components/team-types';

/** employee/role/add: a new role. */
export default function RoleAddPage({ screen, links }: TeamScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={screen.title}
        breadcrumbs={trailOf(screen, links.roles.list, { label: screen.title })}
      />
      <RoleForm links={links.roles} />
    </Stack>
  );
}
