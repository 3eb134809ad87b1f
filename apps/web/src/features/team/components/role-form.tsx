import {
  DATA_SCOPE_LABELS,
  DATA_SCOPES,
  type EmployeeRole,
  type Permission,
  roleBodySchema,
} from '@affnet/contracts';
import { Button, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import type { EntityLinks } from '../../../lib/screen';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveRole } from '../api/roles';
import { useGrantor } from './grant-reach';
import { PermissionMatrix } from './permission-matrix';

const SCOPE_HELP = {
  all: 'Every publisher and advertiser of the network, and everything about them.',
  managed: 'Only the publishers and advertisers whose account manager the employee is.',
} as const;
const SCOPE_NOT_YOURS = 'You see only the partners you manage, so you cannot grant every partner.';

type RoleFormProps = { role?: EmployeeRole; links: EntityLinks };

/**
 * Add or edit a role: its name, what it is for, its permissions and its data scope. Only what the
 * signed-in staff member holds can be granted; the rest is disabled with the reason.
 */
export function RoleForm({ role, links }: RoleFormProps) {
  const navigate = useNavigate();
  const grantor = useGrantor();
  const { form, formProps, alert, isPending } = useContractForm({
    schema: roleBodySchema,
    mode: 'controlled',
    initialValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: (role?.permissions ?? []) as Permission[],
      dataScope: role?.dataScope ?? grantor.dataScope,
    },
    mutation: useSaveRole(),
    toRequest: (body) => ({ ...(role ? { id: role.id } : {}), body }),
    onSuccess: ({ data }) => {
      notifications.show({ color: 'teal', message: `Role "${data.name}" ${role ? 'saved' : 'added'}.` });
      void navigate(links.view(data.id));
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="lg" maw={1100}>
        <FormAlert title="Could not save the role" message={alert} />
        <InfoCard title="Role">
          <Stack gap="md" maw={560}>
            <TextInput label="Name" maxLength={80} key={form.key('name')} {...form.getInputProps('name')} />
            <Textarea
              label="Description"
              description="What the role is for; shown to admins choosing a role for an employee."
              autosize
              minRows={2}
              maxLength={500}
              key={form.key('description')}
              {...form.getInputProps('description')}
            />
          </Stack>
        </InfoCard>
        <InfoCard
          title="Permissions"
          description="What its employees may open and change. Changes apply to their next click."
        >
          <PermissionMatrix
            value={form.values.permissions}
            onChange={(next) => form.setFieldValue('permissions', next)}
            held={grantor.permissions}
            error={form.errors.permissions ? String(form.errors.permissions) : undefined}
          />
        </InfoCard>
        <InfoCard title="Data scope" description="Which partners its employees see in every list and report.">
          <Radio.Group key={form.key('dataScope')} {...form.getInputProps('dataScope')}>
            <Stack gap="sm">
              {DATA_SCOPES.map((scope) => {
                const grantable = scope === 'managed' || grantor.dataScope === 'all';
                return (
                  <Radio
                    key={scope}
                    value={scope}
                    label={DATA_SCOPE_LABELS[scope]}
                    description={grantable ? SCOPE_HELP[scope] : `${SCOPE_HELP[scope]} ${SCOPE_NOT_YOURS}`}
                    disabled={!grantable}
                  />
                );
              })}
            </Stack>
          </Radio.Group>
        </InfoCard>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={role ? links.view(role.id) : links.list}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            {role ? 'Save changes' : 'Add role'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
