import { DATA_SCOPE_LABELS, PERMISSION_GROUPS } from '@affnet/contracts';
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { MayChange } from '../../../components/may-change';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { trailOf } from '../../../lib/screen';
import { DeleteRoleModal } from '../components/delete-role-modal';
import { roleLockOf, useGrantor } from '../components/grant-reach';
import { PERMISSION_LABELS } from '../components/permission-matrix';
import { RoleGate } from '../components/team-gates';
import type { TeamScreenProps } from '../components/team-types';

/** employee/role/view/:id: what the role allows, its scope, and a way to its members. */
export default function RoleViewPage(props: TeamScreenProps) {
  const { screen, links } = props;
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const grantor = useGrantor();
  return (
    <RoleGate {...props}>
      {(role) => {
        // Edit and delete are offered only where the server accepts them (docs/team.md).
        const lock = roleLockOf(grantor, role);
        return (
          <Stack gap="lg">
            <PageHeader
              title={role.name}
              breadcrumbs={trailOf(screen, links.roles.list, { label: role.name })}
              actions={
                lock ? null : (
                  <MayChange>
                    <Button
                      variant="default"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => setDeleting(true)}
                    >
                      Delete
                    </Button>
                    <Button
                      component={Link}
                      to={links.roles.edit(role.id)}
                      leftSection={<IconPencil size={16} aria-hidden />}
                    >
                      Edit
                    </Button>
                  </MayChange>
                )
              }
            >
              {role.description ? <Text c="dimmed">{role.description}</Text> : null}
              {lock ? <Text size="sm">{lock}</Text> : null}
            </PageHeader>
            <InfoCard title="Role">
              <FieldList>
                <Field label="Data scope">{DATA_SCOPE_LABELS[role.dataScope]}</Field>
                <Field label="Employees">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    component={Link}
                    to={`${links.employees.list}?${new URLSearchParams({ roleId: role.id })}`}
                  >
                    {`${role.memberCount} — see them`}
                  </Button>
                </Field>
                <Field label="Changed">{formatDate(role.updatedAt)}</Field>
              </FieldList>
            </InfoCard>
            <InfoCard title="Permissions" description="Areas without a badge are closed to this role.">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {PERMISSION_GROUPS.map((group) => {
                  const held = group.permissions.filter((p) => role.permissions.includes(p));
                  return (
                    <Stack key={group.label} gap={4}>
                      <Text fw={600} size="sm">
                        {group.label}
                      </Text>
                      {held.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          No access
                        </Text>
                      ) : (
                        <Group gap={4}>
                          {held.map((permission) => (
                            <Badge key={permission} variant="light" title={permission}>
                              {PERMISSION_LABELS[permission]}
                            </Badge>
                          ))}
                        </Group>
                      )}
                    </Stack>
                  );
                })}
              </SimpleGrid>
            </InfoCard>
            <DeleteRoleModal
              role={deleting ? role : null}
              onClose={() => setDeleting(false)}
              onDeleted={() => void navigate(links.roles.list)}
            />
          </Stack>
        );
      }}
    </RoleGate>
  );
}
