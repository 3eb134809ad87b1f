import { Paper } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListParams } from '../../lib/list-params';
import { type Column, DataTable, type TableSelection } from './data-table';
import { ListBody, type ListPage } from './list-body';
import { TablePagination } from './table-pagination';

export type PagedTableProps<Row, Sort extends string, Filter extends string> = {
  /** Names the table for assistive technology, e.g. "Offers". */
  label: string;
  /** "offers": in "Could not load offers", "No offers match these filters". */
  plural: string;
  query: UseQueryResult<ListPage<Row>>;
  params: ListParams<Sort, Filter>;
  columns: Column<Row, Sort>[];
  rowKey: (row: Row) => string;
  rowLabel: (row: Row) => string;
  selection?: TableSelection;
  /** What an empty list says when nothing exists yet. */
  empty: ReactNode;
  noMatchDescription?: string;
  /** When only some filters count (a status tab is a view, not a filter); else the list's own. */
  hasFilters?: boolean;
  onClearFilters?: () => void;
  /** The pagination's noun when it differs from `plural` ("Showing 1–25 of 80 entries"). */
  noun?: string;
  /** The columns the user hid (ColumnChooser); the first column is never hidden. */
  hiddenColumns?: ReadonlySet<string>;
  /** Keeps the first column in view when the table scrolls sideways (the wide reports). */
  freezeFirstColumn?: boolean;
  /** Opens a row on a click outside its controls (mouse only: a cell must hold a link that does the same). */
  onRowClick?: (row: Row) => void;
};

/**
 * A server-paged list's table in its frame with its states (error, no match, empty, past the last
 * page) and the pagination under it, all driven by the list's URL state.
 */
export function PagedTable<Row, Sort extends string, Filter extends string>(
  props: PagedTableProps<Row, Sort, Filter>,
) {
  const { query, params, plural } = props;
  const { state } = params;
  const total = query.data?.meta.total ?? 0;
  return (
    <>
      <Paper withBorder radius="md">
        <ListBody
          query={query}
          plural={plural}
          hasFilters={props.hasFilters ?? params.hasFilters}
          onClearFilters={props.onClearFilters ?? params.clearFilters}
          onFirstPage={() => params.setPage(1)}
          empty={props.empty}
          noMatchDescription={props.noMatchDescription}
        >
          <DataTable
            label={props.label}
            columns={props.columns}
            rows={query.data?.data ?? []}
            rowKey={props.rowKey}
            rowLabel={props.rowLabel}
            sort={state.sort}
            order={state.order}
            onSort={params.toggleSort}
            selection={props.selection}
            isLoading={query.isPending}
            hiddenColumns={props.hiddenColumns}
            freezeFirstColumn={props.freezeFirstColumn}
            onRowClick={props.onRowClick}
          />
        </ListBody>
      </Paper>
      {query.data && total > 0 ? (
        <TablePagination
          page={state.page}
          perPage={state.perPage}
          total={total}
          onPage={params.setPage}
          onPerPage={params.setPerPage}
          noun={props.noun ?? plural}
        />
      ) : null}
    </>
  );
}
