import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MayChange } from '../../../components/may-change';

type ConfirmButtonProps = {
  label: string;
  /** The dialog's question and what happens, in a sentence. */
  title: string;
  text: string;
  confirmLabel: string;
  disabled?: boolean;
  isPending: boolean;
  /** Runs the action; calls `close` once it is done. */
  onConfirm: (close: () => void) => void;
};

/** A red button that asks first: the action runs only after "confirm" in its dialog (for whom may change). */
export function ConfirmButton({
  label,
  title,
  text,
  confirmLabel,
  disabled,
  isPending,
  onConfirm,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <MayChange>
      <Button variant="subtle" color="red" disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={close} title={title}>
        <Stack gap="md">
          <Text size="sm">{text}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={isPending} onClick={() => onConfirm(close)}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </MayChange>
  );
}
