import { Checkbox, Skeleton, Table } from '@mantine/core';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
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
  /** Keys of the columns the user chose not to see (see ColumnChooser). */
  hiddenColumns?: ReadonlySet<string>;
  /** Keeps the first column (and the checkboxes before it) in view when the table scrolls sideways. */
  freezeFirstColumn?: boolean;
  /**
   * A click on a row, outside its links, buttons and inputs, opens it: a shortcut for the mouse
   * only, so a row opened this way also has a link (or button) in one of its cells that does the same.
   */
  onRowClick?: (row: Row) => void;
};

/** Controls inside a row that take their own clicks rather than opening the row. */
const ROW_CONTROLS = 'a, button, input, label, [role="button"], [role="checkbox"]';

/** A row's click handler that leaves clicks on its own controls to them. */
function rowClickOf<Row>(row: Row, onRowClick: ((row: Row) => void) | undefined) {
  if (!onRowClick) return undefined;
  return (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.target instanceof Element && event.target.closest(ROW_CONTROLS)) return;
    onRowClick(row);
  };
}

/** What a ColumnChooser offers of a table: every column after the first (which says what a row is). */
export function choosableColumnsOf<Row, Sort extends string>(
  columns: readonly Column<Row, Sort>[],
): { key: string; label: string }[] {
  return columns.slice(1).map((column) => ({ key: column.key, label: column.header }));
}

/** The classes of a frozen first column's cells, for tables not built on DataTable (the performance report). */
export const FROZEN_FIRST_CELL = `${classes.frozen} ${classes.frozenLast}`;

/** The class names of each column's cells: frozen, pinned, or none. */
function cellClassesOf(columnCount: number, hasSelection: boolean, freeze: boolean) {
  const frozen = (last: boolean) => `${classes.frozen} ${last ? classes.frozenLast : ''}`.trim();
  return {
    check: [classes.checkCell, freeze ? classes.frozen : ''].join(' ').trim(),
    column: (index: number, pinned: boolean | undefined) =>
      freeze && index === 0 && columnCount > 0 ? frozen(true) : pinned ? classes.pinned : undefined,
    // The first column stops where the checkbox column ends.
    style: freeze && hasSelection ? ({ '--frozen-left': '44px' } as CSSProperties) : undefined,
  };
}

const SKELETON_ROWS = 8;

/** A server-sorted table with optional row selection; paging and filters live around it. */
export function DataTable<Row, Sort extends string>(props: DataTableProps<Row, Sort>) {
  const { label, rows, rowKey, rowLabel, sort, order, onSort, selection, isLoading, hiddenColumns } = props;
  const columns = hiddenColumns
    ? props.columns.filter((column, index) => index === 0 || !hiddenColumns.has(column.key))
    : props.columns;
  const cells = cellClassesOf(columns.length, Boolean(selection), props.freezeFirstColumn ?? false);
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
        style={cells.style}
        aria-label={label}
        aria-busy={isLoading}
        highlightOnHover
        verticalSpacing="sm"
      >
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th className={cells.check}>
                <Checkbox
                  aria-label="Select all on this page"
                  checked={keys.length > 0 && selectedHere === keys.length}
                  indeterminate={selectedHere > 0 && selectedHere < keys.length}
                  disabled={isLoading || keys.length === 0}
                  onChange={toggleAll}
                />
              </Table.Th>
            ) : null}
            {columns.map((column, index) =>
              column.sort ? (
                <SortHeader
                  key={column.key}
                  label={column.header}
                  order={column.sort === sort ? order : null}
                  onSort={() => column.sort && onSort(column.sort)}
                  className={cells.column(index, false)}
                />
              ) : (
                <Table.Th key={column.key} className={cells.column(index, column.pinned)}>
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
                  {selection ? <Table.Td className={cells.check} /> : null}
                  {columns.map((column, columnIndex) => (
                    <Table.Td key={column.key} className={cells.column(columnIndex, column.pinned)}>
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
                    onClick={rowClickOf(row, props.onRowClick)}
                    style={props.onRowClick ? { cursor: 'pointer' } : undefined}
                  >
                    {selection ? (
                      <Table.Td className={cells.check}>
                        <Checkbox
                          aria-label={rowLabel(row)}
                          checked={isSelected}
                          onChange={() => toggle(key)}
                        />
                      </Table.Td>
                    ) : null}
                    {columns.map((column, columnIndex) => (
                      <Table.Td key={column.key} className={cells.column(columnIndex, column.pinned)}>
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
