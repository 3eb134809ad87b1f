import type { SystemEmailKey, SystemEmailTemplateView } from '@affnet/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifyFailure } from '../../../lib/notify';
import { useResetSystemEmail } from '../api/system-emails';

type ResetEmailButtonProps = {
  emailKey: SystemEmailKey;
  disabled: boolean;
  onReset: (view: SystemEmailTemplateView) => void;
};

/** "Reset to default" after a confirmation: the network's own text is deleted. */
export function ResetEmailButton({ emailKey, disabled, onReset }: ResetEmailButtonProps) {
  const [open, setOpen] = useState(false);
  const reset = useResetSystemEmail();
  const confirm = () =>
    reset.mutate(emailKey, {
      onSuccess: (view) => {
        setOpen(false);
        onReset(view);
      },
      onError: (error) => notifyFailure('Could not reset the e-mail', error),
    });
  return (
    <>
      <Button variant="subtle" color="red" disabled={disabled} onClick={() => setOpen(true)}>
        Reset to default
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Reset this e-mail to its default?">
        <Stack gap="md">
          <Text size="sm">
            Your subject and text are replaced by the default ones; the history keeps them.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button color="red" loading={reset.isPending} onClick={confirm}>
              Reset
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
