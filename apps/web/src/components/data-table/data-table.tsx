import { Checkbox, Skeleton, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortOrder } from '../../lib/list-params';
import classes from './data-table.module.css';
import { SortHeader } from './sort-header';

export type Column<Row, Sort extends string> = {
  key: string;
  header: string;
  /** The server's sort key for this column; columns without one are not sortable. */
  sort?: Sort;
  render: (row: Row) => ReactNode;
  /** Kept in view at the right edge when the table scrolls sideways (a row's actions); not sortable. */
  pinned?: boolean;
};

export type TableSelection = { selected: ReadonlySet<string>; onChange: (next: Set<string>) => void };

type DataTableProps<Row, Sort extends string> = {
  /** Names the table for assistive technology, e.g. "Advertisers". */
  label: string;
  columns: Column<Row, Sort>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Names a row's checkbox: "Select Acme Ltd". */
  rowLabel: (row: Row) => string;
  sort: Sort;
  order: SortOrder;
  onSort: (sort: Sort) => void;
  /** Adds a checkbox column when given. */
  selection?: TableSelection;
  /** Shows skeleton rows instead of `rows` (first load). */
  isLoading?: boolean;
};

const SKELETON_ROWS = 8;

/** A server-sorted table with optional row selection; paging and filters live around it. */
export function DataTable<Row, Sort extends string>(props: DataTableProps<Row, Sort>) {
  const { label, columns, rows, rowKey, rowLabel, sort, order, onSort, selection, isLoading } = props;
  const keys = rows.map(rowKey);
  const selectedHere = selection ? keys.filter((key) => selection.selected.has(key)).length : 0;

  const toggleAll = () => selection?.onChange(new Set(selectedHere === keys.length ? [] : keys));
  const toggle = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (!next.delete(key)) next.add(key);
    selection.onChange(next);
  };

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table
        className={classes.table}
        aria-label={label}
        aria-busy={isLoading}
        highlightOnHover
        verticalSpacing="sm"
      >
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all on this page"
                  checked={keys.length > 0 && selectedHere === keys.length}
                  indeterminate={selectedHere > 0 && selectedHere < keys.length}
                  disabled={isLoading || keys.length === 0}
                  onChange={toggleAll}
                />
              </Table.Th>
            ) : null}
            {columns.map((column) =>
              column.sort ? (
                <SortHeader
                  key={column.key}
                  label={column.header}
                  order={column.sort === sort ? order : null}
                  onSort={() => column.sort && onSort(column.sort)}
                />
              ) : (
                <Table.Th key={column.key} className={column.pinned ? classes.pinned : undefined}>
                  {column.header}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
                <Table.Tr key={index}>
                  {selection ? <Table.Td /> : null}
                  {columns.map((column) => (
                    <Table.Td key={column.key} className={column.pinned ? classes.pinned : undefined}>
                      <Skeleton height={12} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows.map((row) => {
                const key = rowKey(row);
                const isSelected = selection?.selected.has(key) ?? false;
                return (
                  // The palest tint of the brand: dimmed text and links keep AA contrast on it.
                  <Table.Tr
                    key={key}
                    bg={isSelected ? 'var(--mantine-primary-color-0)' : undefined}
                    data-selected={isSelected || undefined}
                  >
                    {selection ? (
                      <Table.Td>
                        <Checkbox
                          aria-label={rowLabel(row)}
                          checked={isSelected}
                          onChange={() => toggle(key)}
                        />
                      </Table.Td>
                    ) : null}
                    {columns.map((column) => (
                      <Table.Td key={column.key} className={column.pinned ? classes.pinned : undefined}>
                        {column.render(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
