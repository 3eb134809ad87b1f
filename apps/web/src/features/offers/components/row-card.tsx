import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type RowCardProps = {
  /** "Cap 2": the group's accessible name and the start of its inputs' labels. */
  label: string;
  onRemove: () => void;
  /** Beside the label (a kind switch). */
  extra?: ReactNode;
  /** Before the remove button (a share of traffic, move buttons). */
  actions?: ReactNode;
  children: ReactNode;
};

/** One item of an editable list (a landing page, an override, a cap…): its fields and a remove button. */
export function RowCard({ label, onRemove, extra, actions, children }: RowCardProps) {
  return (
    <Paper withBorder radius="sm" p="md" component="fieldset" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {label}
            </Text>
            {extra}
          </Group>
          <Group gap={4}>
            {actions}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${label.toLowerCase()}`}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
