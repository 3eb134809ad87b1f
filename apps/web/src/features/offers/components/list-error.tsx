import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** An error about a list as a whole ("Mark exactly one event as the base event"). */
export function ListError({ error }: { error: ReactNode }) {
  if (!error) return null;
  return (
    <Text size="sm" c="red" role="alert">
      {error}
    </Text>
  );
}
