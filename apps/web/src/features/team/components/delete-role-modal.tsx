import { type EmployeeRole, grantExcessOf } from '@affnet/contracts';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { countOf } from '../../../lib/format';
import { useDeleteRole, useRoleChoices } from '../api/roles';
import { useGrantor } from './grant-reach';

type DeleteRoleModalProps = { role: EmployeeRole | null; onClose: () => void; onDeleted: () => void };

/** Deletes a role; one with members asks where they move, and both happen in one step. */
export function DeleteRoleModal({ role, onClose, onDeleted }: DeleteRoleModalProps) {
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const choices = useRoleChoices();
  const mutation = useDeleteRole();
  const grantor = useGrantor();
  if (!role) return null;
  const inUse = role.memberCount > 0;
  const others = (choices.data ?? []).filter((other) => other.id !== role.id);
  const submit = () =>
    mutation.mutate(
      { id: role.id, moveTo: moveTo ?? undefined },
      {
        onSuccess: ({ data }) => {
          const moved = data.moved ? ` ${countOf(data.moved, 'employee', 'employees')} moved.` : '';
          notifications.show({ color: 'teal', message: `Role "${role.name}" deleted.${moved}` });
          onDeleted();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={`Delete ${role.name}`} centered>
      <Stack gap="md">
        <FormAlert title="Could not delete the role" message={mutation.error?.message ?? null} />
        {inUse ? (
          <>
            <Text size="sm">
              {`${countOf(role.memberCount, 'employee holds', 'employees hold')} this role. Choose the role they move to; they get its permissions on their next click.`}
            </Text>
            <Select
              label="Move members to"
              placeholder={others.length ? 'Choose a role' : 'Add another role first'}
              // Members move only to a role giving no more than the one deleting holds.
              data={others.map((other) =>
                grantExcessOf(grantor, other)
                  ? { value: other.id, label: `${other.name} (holds more than you)`, disabled: true }
                  : { value: other.id, label: other.name },
              )}
              value={moveTo}
              onChange={setMoveTo}
            />
          </>
        ) : (
          <Text size="sm">Nobody holds this role. It is deleted for good.</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={submit} loading={mutation.isPending} disabled={inUse && !moveTo}>
            {inUse ? 'Move members and delete' : 'Delete role'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
