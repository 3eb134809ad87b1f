import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { trailOf } from '../../../lib/screen';
import { RoleForm } from '../components/role-form';
import { RoleGate } from '../components/team-gates';
import type { TeamScreenProps } from '../components/team-types';

/** employee/role/edit/:id: its name, permissions and data scope (applied to members' next request). */
export default function RoleEditPage(props: TeamScreenProps) {
  const { screen, links } = props;
  return (
    <RoleGate {...props}>
      {(role) => (
        <Stack gap="lg">
          <PageHeader
            title={screen.title}
            breadcrumbs={trailOf(
              screen,
              links.roles.list,
              { label: role.name, to: links.roles.view(role.id) },
              { label: 'Edit' },
            )}
          />
          <RoleForm key={role.id} role={role} links={links.roles} />
        </Stack>
      )}
    </RoleGate>
  );
}
