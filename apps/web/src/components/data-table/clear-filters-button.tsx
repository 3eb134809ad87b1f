import { Button } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';

type ClearFiltersButtonProps = { shown: boolean; onClear: () => void };

/** Ends a list's filter row while any filter is set: back to the whole list. */
export function ClearFiltersButton({ shown, onClear }: ClearFiltersButtonProps) {
  if (!shown) return null;
  return (
    <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
      Clear filters
    </Button>
  );
}
