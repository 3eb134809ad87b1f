import { Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useId } from 'react';

/** A column the user may show or hide: its key (what is saved) and its header. */
export type ChoosableColumn = { key: string; label: string };

type ColumnChooserProps = {
  /** The columns that can be hidden, in the table's order (never the first: it says what a row is). */
  columns: readonly ChoosableColumn[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: string[]) => void;
};

/**
 * "Columns": a list of the table's columns to tick or untick, and a way back to all of them. At
 * least one column stays: the last one shown cannot be unticked.
 */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const titleId = useId();
  const hiddenHere = columns.filter((column) => hidden.has(column.key));
  const shownCount = columns.length - hiddenHere.length;
  const toggle = (key: string, shown: boolean) => {
    const next = new Set(hidden);
    if (shown) next.delete(key);
    else next.add(key);
    onChange(columns.filter((column) => next.has(column.key)).map((column) => column.key));
  };
  return (
    <Popover position="bottom-end" shadow="md" width={260} trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns3 size={16} aria-hidden />}>
          {hiddenHere.length > 0 ? `Columns (${hiddenHere.length} hidden)` : 'Columns'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text id={titleId} fw={600} size="sm">
              Columns shown
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={hiddenHere.length === 0}
              onClick={() => onChange([])}
            >
              Show all
            </Button>
          </Group>
          <Stack gap={6} mah={360} style={{ overflowY: 'auto' }}>
            {columns.map((column) => {
              const shown = !hidden.has(column.key);
              return (
                <Checkbox
                  key={column.key}
                  label={column.label}
                  checked={shown}
                  disabled={shown && shownCount === 1}
                  onChange={(event) => toggle(column.key, event.currentTarget.checked)}
                />
              );
            })}
          </Stack>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
