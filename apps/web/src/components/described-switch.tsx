import { Stack, Switch, type SwitchProps, Text } from '@mantine/core';
import { useId } from 'react';

type DescribedSwitchProps = Omit<SwitchProps, 'description'> & { description: string };

/**
 * A switch with a sentence under it: Mantine puts a switch's description inside its label, so
 * its accessible name would carry the whole sentence; here the label names it and the sentence
 * describes it.
 */
export function DescribedSwitch({ description, ...props }: DescribedSwitchProps) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Switch aria-describedby={id} {...props} />
      <Text size="xs" c="dimmed" id={id}>
        {description}
      </Text>
    </Stack>
  );
}
