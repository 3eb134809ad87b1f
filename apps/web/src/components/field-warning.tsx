import { Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * A warning about what was typed, shown as the input's description (so it is read with the input):
 * risky but allowed, unlike an error, so the form still saves.
 */
export function FieldWarning({ children }: { children: string }) {
  return (
    <Group component="span" gap={4} wrap="nowrap" align="flex-start" fw={500}>
      <IconAlertTriangle
        size={14}
        color="var(--mantine-color-orange-8)"
        aria-hidden
        style={{ flex: 'none' }}
      />
      <span>{`Warning: ${children}`}</span>
    </Group>
  );
}
