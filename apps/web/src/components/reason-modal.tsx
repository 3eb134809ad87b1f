import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

type ReasonModalProps = {
  opened: boolean;
  /** "Block 3 advertisers" — the dialog's title, and its confirm button unless `confirmLabel` is given. */
  title: string;
  /** A shorter confirm button ("Reject") when the title names a long subject. */
  confirmLabel?: string;
  description: string;
  color: string;
  /** Says where the reason shows; the default fits a partner's status. */
  reasonHint?: string;
  isPending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

const MAX_REASON = 500;

/** Asks why before a reject or block; the reason is saved with the status and shown on the partner. */
export function ReasonModal({
  opened,
  title,
  confirmLabel = title,
  description,
  color,
  reasonHint = "Saved with the status and shown on the partner's page.",
  isPending,
  onConfirm,
  onClose,
}: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason.trim());
          setReason('');
        }}
      >
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          <Textarea
            label="Reason"
            description={reasonHint}
            autosize
            minRows={3}
            maxLength={MAX_REASON}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color={color} loading={isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
