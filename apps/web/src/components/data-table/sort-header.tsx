import { Center, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { SortOrder } from '../../lib/list-params';

type SortHeaderProps = {
  label: string;
  /** This column's order when the list is sorted by it, otherwise null. */
  order: SortOrder | null;
  onSort: () => void;
  /** The cell's class (a frozen first column). */
  className?: string;
};

/** A column header that sorts the list; `aria-sort` tells assistive technology the current order. */
export function SortHeader({ label, order, onSort, className }: SortHeaderProps) {
  const Icon = order === 'asc' ? IconChevronUp : order === 'desc' ? IconChevronDown : IconSelector;
  const ariaSort = order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none';
  return (
    <Table.Th aria-sort={ariaSort} p={0} className={className}>
      <UnstyledButton onClick={onSort} w="100%" px="sm" py="xs">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Text fw={700} fz="sm">
            {label}
          </Text>
          <Center c={order ? undefined : 'dimmed'}>
            <Icon size={14} stroke={1.8} aria-hidden />
          </Center>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
