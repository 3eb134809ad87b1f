import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MayChange } from './may-change';
import { SecretText } from './secret-text';

type RotatableSecretProps = {
  /** The secret's name: its label and the rotate button's object ("Rotate token"). */
  label: string;
  noun: string;
  value: string;
  confirmTitle: string;
  /** What rotating breaks, said before it happens. */
  consequence: ReactNode;
  isRotating: boolean;
  /** Rotates; `done` closes the confirmation (call it once the rotation succeeded). */
  onRotate: (done: () => void) => void;
};

/** A secret shown masked (reveal, copy) with a rotate button that asks first (for whom may change it). */
export function RotatableSecret(props: RotatableSecretProps) {
  const [isConfirming, { open, close }] = useDisclosure(false);
  return (
    <>
      <Group justify="space-between" gap="sm">
        <SecretText label={props.label} value={props.value} />
        <MayChange>
          <Button
            variant="light"
            color="orange"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={open}
          >
            Rotate {props.noun}
          </Button>
        </MayChange>
      </Group>
      <Modal opened={isConfirming} onClose={close} title={props.confirmTitle} centered>
        <Stack gap="md">
          <Text size="sm">{props.consequence}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="orange" loading={props.isRotating} onClick={() => props.onRotate(close)}>
              Rotate {props.noun}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
