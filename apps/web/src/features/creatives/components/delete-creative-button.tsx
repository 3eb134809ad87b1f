import type { Creative } from '@affnet/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyFailure } from '../../../lib/notify';
import { useDeleteCreative } from '../api/delete-creative';

type DeleteCreativeButtonProps = { creative: Creative; listPath: string };

/** Deletes a creative after a confirmation, then goes back to the list. */
export function DeleteCreativeButton({ creative, listPath }: DeleteCreativeButtonProps) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const mutation = useDeleteCreative({
    onSuccess: () => {
      notifications.show({ color: 'teal', message: `${creative.name} deleted.` });
      void navigate(listPath);
    },
    onError: (error) => notifyFailure('Could not delete the creative', error),
  });
  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Delete
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Delete ${creative.name}?`} centered>
        <Stack gap="md">
          <Text size="sm">Publishers can no longer see or download it, and its file is removed.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button color="red" loading={mutation.isPending} onClick={() => mutation.mutate(creative.id)}>
              Delete creative
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
