import { useState } from 'react';

/**
 * The checked rows of a list page. A selection belongs to the list state it was made in (page,
 * sort, filters: `listKey`); another one starts empty, and rows no longer shown drop out.
 */
export function useRowSelection<Row extends { id: string }>(listKey: string, rows: readonly Row[]) {
  const [selection, setSelection] = useState({ key: listKey, ids: new Set<string>() });
  const selectedRows = selection.key === listKey ? rows.filter((row) => selection.ids.has(row.id)) : [];
  const select = (ids: Set<string>) => setSelection({ key: listKey, ids });
  return {
    selectedIds: new Set(selectedRows.map((row) => row.id)),
    selectedRows,
    select,
    clear: () => select(new Set()),
  };
}
