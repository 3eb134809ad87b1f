import { DATA_SCOPE_LABELS } from '@affnet/contracts';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { MayChange } from '../../../components/may-change';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatDateTime } from '../../../lib/format';
import { trailOf } from '../../../lib/screen';
import { employeeLockOf, useGrantor } from '../components/grant-reach';
import { EmployeeGate } from '../components/team-gates';
import type { TeamScreenProps } from '../components/team-types';

/** employee/view/:id: the employee, their role (with its scope) and how many partners they manage. */
export default function EmployeeViewPage(props: TeamScreenProps) {
  const { screen, links } = props;
  const grantor = useGrantor();
  return (
    <EmployeeGate {...props}>
      {(employee) => {
        // Edit is offered only where the server accepts it (docs/team.md).
        const lock = employeeLockOf(grantor, employee.role);
        return (
          <Stack gap="lg">
            <PageHeader
              title={employee.name}
              breadcrumbs={trailOf(screen, links.employees.list, { label: employee.name })}
              actions={
                lock ? null : (
                  <MayChange>
                    <Button
                      component={Link}
                      to={links.employees.edit(employee.id)}
                      leftSection={<IconPencil size={16} aria-hidden />}
                    >
                      Edit
                    </Button>
                  </MayChange>
                )
              }
            >
              <Group gap="sm">
                <StatusBadge status={employee.status} size="lg" />
                <Text c="dimmed">{employee.email}</Text>
              </Group>
              {lock ? <Text size="sm">{lock}</Text> : null}
            </PageHeader>
            <InfoCard title="Access">
              <FieldList>
                <Field label="Role">
                  {employee.role ? (
                    <Anchor component={Link} to={links.roles.view(employee.role.id)}>
                      {employee.role.name}
                    </Anchor>
                  ) : (
                    'No role: they can open nothing'
                  )}
                </Field>
                <Field label="Data scope">
                  {employee.role ? DATA_SCOPE_LABELS[employee.role.dataScope] : '—'}
                </Field>
                <Field label="Partners managed">{employee.managedPartners}</Field>
              </FieldList>
            </InfoCard>
            <InfoCard title="Account">
              <FieldList>
                <Field label="Last sign-in">
                  {employee.lastLoginAt ? formatDateTime(employee.lastLoginAt) : 'Never signed in'}
                </Field>
                <Field label="Added">{formatDate(employee.createdAt)}</Field>
              </FieldList>
            </InfoCard>
          </Stack>
        );
      }}
    </EmployeeGate>
  );
}
