import type { MetricDefinition } from '@affnet/contracts';
import { Center, Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconInfoCircle, IconSelector } from '@tabler/icons-react';

type ColumnHeaderProps = {
  label: string;
  /** The metric's definition from contracts, shown on hover. */
  help?: string;
  order: 'asc' | 'desc' | null;
  onSort: () => void;
  numeric?: boolean;
  /** The cell's class (the frozen first column). */
  className?: string;
};

/** A sortable column header with its definition one hover away. */
export function ColumnHeader({ label, help, order, onSort, numeric = false, className }: ColumnHeaderProps) {
  const Icon = order === 'asc' ? IconChevronUp : order === 'desc' ? IconChevronDown : IconSelector;
  const ariaSort = order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none';
  return (
    <Table.Th aria-sort={ariaSort} p={0} style={{ whiteSpace: 'nowrap' }} className={className}>
      <Group gap={2} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'} px="xs">
        {help && (
          <Tooltip label={help} multiline w={260} withArrow>
            <Center aria-label={`${label}: ${help}`} role="img" c="dimmed">
              <IconInfoCircle size={14} aria-hidden />
            </Center>
          </Tooltip>
        )}
        <UnstyledButton onClick={onSort} py="xs" aria-label={`Sort by ${label}`}>
          <Group gap={4} wrap="nowrap">
            <Text fw={700} fz="sm">
              {label}
            </Text>
            <Icon size={14} stroke={1.8} aria-hidden />
          </Group>
        </UnstyledButton>
      </Group>
    </Table.Th>
  );
}

export type { MetricDefinition };
