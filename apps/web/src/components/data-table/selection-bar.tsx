import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type SelectionBarProps = {
  /** "3 offers". */
  subject: string;
  onClear: () => void;
  /** The actions that apply to the checked rows. */
  children: ReactNode;
};

/** Above a list with checked rows: how many, a way to uncheck them, and what to do with them. */
export function SelectionBar({ subject, onClear, children }: SelectionBarProps) {
  return (
    <Paper
      component="section"
      aria-label="Selected rows"
      withBorder
      radius="md"
      px="md"
      py="xs"
      bg="var(--mantine-primary-color-0)"
    >
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text size="sm" fw={600}>
            {subject} selected
          </Text>
          <Button size="xs" variant="subtle" onClick={onClear}>
            Clear selection
          </Button>
        </Group>
        {children}
      </Group>
    </Paper>
  );
}
