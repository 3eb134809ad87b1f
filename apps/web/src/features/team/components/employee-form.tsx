import {
  createEmployeeBodySchema,
  EMPLOYEE_STATUSES,
  type EmployeeRole,
  grantExcessOf,
  updateEmployeeBodySchema,
} from '@affnet/contracts';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import type { EntityLinks } from '../../../lib/screen';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveEmployee } from '../api/employees';
import { useRoleChoices } from '../api/roles';
import { type Grantor, OWN_ROLE_REASON, useGrantor } from './grant-reach';
import type { EmployeeRow } from './team-lists';

const STATUS_OPTIONS = EMPLOYEE_STATUSES.map((status) => ({
  value: status,
  label: status === 'active' ? 'Active' : 'Blocked',
}));

type EmployeeFormProps = { employee?: EmployeeRow; links: EntityLinks };

/** The role choices: a role giving more than the grantor holds is shown but cannot be picked. */
function roleOptions(roles: readonly EmployeeRole[], grantor: Grantor) {
  return roles.map((role) =>
    grantExcessOf(grantor, role)
      ? { value: role.id, label: `${role.name} (holds more than you)`, disabled: true }
      : { value: role.id, label: role.name },
  );
}

/**
 * Add (invited by e-mail) or edit an employee: name, sign-in e-mail, role and status. Only roles
 * within what the signed-in staff member holds can be given, and nobody changes their own role.
 */
export function EmployeeForm({ employee, links }: EmployeeFormProps) {
  const navigate = useNavigate();
  const roles = useRoleChoices();
  const grantor = useGrantor();
  const isSelf = employee !== undefined && employee.id === grantor.userId;
  const { form, formProps, alert, isPending } = useContractForm({
    schema: employee ? updateEmployeeBodySchema : createEmployeeBodySchema,
    initialValues: {
      name: employee?.name ?? '',
      email: employee?.email ?? '',
      roleId: employee?.role?.id ?? '',
      status: employee?.status === 'blocked' ? 'blocked' : 'active',
    },
    mutation: useSaveEmployee(),
    toRequest: (body) => ({ ...(employee ? { id: employee.id } : {}), body }),
    onSuccess: ({ data }) => {
      const message = employee ? `${data.name} saved.` : `${data.name} added; an invitation is on its way.`;
      notifications.show({ color: 'teal', message });
      void navigate(links.view(data.id));
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="lg" maw={720}>
        {employee ? null : (
          <Alert variant="light">
            They get an e-mail with a link to choose their password (valid 7 days). You never see it.
          </Alert>
        )}
        <FormAlert title="Could not save the employee" message={alert} />
        <InfoCard title="Employee">
          <Stack gap="md">
            <TextInput label="Name" maxLength={120} key={form.key('name')} {...form.getInputProps('name')} />
            <TextInput
              label="E-mail"
              description="They sign in with it; changing it does not send a new invitation."
              type="email"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Select
              label="Role"
              description={isSelf ? OWN_ROLE_REASON : 'What they may open and which partners they see.'}
              placeholder={roles.data?.length === 0 ? 'Add a role first' : 'Choose a role'}
              data={roleOptions(roles.data ?? [], grantor)}
              disabled={isSelf}
              key={form.key('roleId')}
              {...form.getInputProps('roleId')}
            />
            <Select
              label="Status"
              description="Blocking signs them out at once and refuses their sign-in."
              data={STATUS_OPTIONS}
              allowDeselect={false}
              key={form.key('status')}
              {...form.getInputProps('status')}
            />
          </Stack>
        </InfoCard>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={employee ? links.view(employee.id) : links.list}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            {employee ? 'Save changes' : 'Add employee'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
