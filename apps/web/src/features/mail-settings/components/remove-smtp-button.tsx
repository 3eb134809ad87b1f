import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { notifyFailure } from '../../../lib/notify';
import { useRemoveSmtpSettings } from '../api/smtp-settings';

/** Removes the network's own mail server after a confirmation: the server-wide one takes over. */
export function RemoveSmtpButton() {
  const [open, setOpen] = useState(false);
  const remove = useRemoveSmtpSettings();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        notifications.show({
          color: 'teal',
          title: 'SMTP settings removed',
          message: "The server-wide mail server sends this network's e-mails again.",
        });
      },
      onError: (error) => notifyFailure('Could not remove the SMTP settings', error),
    });
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setOpen(true)}>
        Use the server-wide setting
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Remove this network's mail server?">
        <Stack gap="md">
          <Text size="sm">
            The settings and the stored password are deleted; the server-wide mail server sends this network's
            e-mails from then on.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirm}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
