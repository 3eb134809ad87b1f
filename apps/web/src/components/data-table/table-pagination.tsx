import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES } from '../../lib/list-params';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

type TablePaginationProps = {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  /** "advertisers": used in "Showing 1–25 of 120 advertisers". */
  noun: string;
};

/** Where the page sits in the whole list, the page buttons and the page size. */
export function TablePagination({ page, perPage, total, onPage, onPerPage, noun }: TablePaginationProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <Group justify="space-between" gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`}
      </Text>
      <Group gap="md">
        <Select
          aria-label="Rows per page"
          w={90}
          size="xs"
          allowDeselect={false}
          data={PAGE_SIZES.map(String)}
          value={String(perPage)}
          onChange={(value) => value && onPerPage(Number(value))}
        />
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      </Group>
    </Group>
  );
}
