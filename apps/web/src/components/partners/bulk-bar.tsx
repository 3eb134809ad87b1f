import { Button, Group, Paper, Text } from '@mantine/core';
import { countOf } from '../../lib/format';
import type { ChangeStatusMutation, PartnerNoun, PartnerRecord } from './partner-types';
import { StatusActions } from './status-actions';

type BulkBarProps = {
  selected: PartnerRecord[];
  noun: PartnerNoun;
  mutation: ChangeStatusMutation;
  onClear: () => void;
};

/** What to do with the checked rows: change their status together. */
export function BulkBar({ selected, noun, mutation, onClear }: BulkBarProps) {
  const subject = countOf(selected.length, noun.singular, noun.plural);
  return (
    <Paper withBorder radius="md" px="md" py="xs" bg="var(--mantine-primary-color-light)">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text size="sm" fw={600}>
            {subject} selected
          </Text>
          <Button size="xs" variant="subtle" onClick={onClear}>
            Clear selection
          </Button>
        </Group>
        <StatusActions
          ids={selected.map((row) => row.id)}
          statuses={selected.map((row) => row.status)}
          subject={subject}
          noun={noun}
          mutation={mutation}
          inapplicable="disable"
          onDone={onClear}
        />
      </Group>
    </Paper>
  );
}
