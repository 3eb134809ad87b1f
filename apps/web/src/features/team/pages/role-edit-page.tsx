import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { trailOf } from '../../../lib/screen';
import { roleLockOf, useGrantor } from '../components/grant-reach';
import { RoleForm } from '../components/role-form';
import { RoleGate } from '../components/team-gates';
import type { TeamScreenProps } from '../components/team-types';

/**
 * employee/role/edit/:id: its name, permissions and data scope (applied to members' next request).
 * Not the signed-in employee's own role, nor one holding more than they do: the page says why.
 */
export default function RoleEditPage(props: TeamScreenProps) {
  const { screen, links } = props;
  const grantor = useGrantor();
  return (
    <RoleGate {...props}>
      {(role) => {
        const lock = roleLockOf(grantor, role);
        return (
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
            {lock ? (
              <Alert color="yellow" title="You cannot change this role">
                {lock}{' '}
                <Anchor component={Link} to={links.roles.view(role.id)}>
                  Back to the role
                </Anchor>
              </Alert>
            ) : (
              <RoleForm key={role.id} role={role} links={links.roles} />
            )}
          </Stack>
        );
      }}
    </RoleGate>
  );
}
