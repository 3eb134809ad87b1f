import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ScreenMeta, trailOf } from '../../lib/screen';
import { PageHeader } from '../page-header';
import { ClearFiltersButton } from './clear-filters-button';
import { ListSearch } from './list-search';
import { PagedTable, type PagedTableProps } from './paged-table';

/** Above the table: a search box with a few filters, or a list's own filter bar. */
type ListToolbar =
  | {
      /** What the search box matches, e.g. "Name or e-mail". */
      searchPlaceholder: string;
      /** The list's filters, between the search box and the clear button. */
      filters?: ReactNode;
      toolbar?: never;
    }
  | { toolbar: ReactNode; searchPlaceholder?: never; filters?: never };

type ListScreenProps<Row, Sort extends string, Filter extends string> = PagedTableProps<Row, Sort, Filter> &
  ListToolbar & {
    screen: ScreenMeta;
    /** The header's buttons (an add button, behind MayChange). */
    actions?: ReactNode;
    /** What the screen holds besides the list (its dialogs, a note under it). */
    children?: ReactNode;
  };

/**
 * A list screen: its header with the screen's title and trail, the search box and filters with
 * the clear button, and the server-paged table with its states, all on the list's URL state.
 */
export function ListScreen<Row, Sort extends string, Filter extends string>({
  screen,
  actions,
  searchPlaceholder,
  filters,
  toolbar,
  children,
  ...table
}: ListScreenProps<Row, Sort, Filter>) {
  const { params } = table;
  return (
    <Stack gap="lg">
      <PageHeader
        title={screen.title}
        breadcrumbs={trailOf(screen, null, { label: screen.title })}
        actions={actions}
      />
      {toolbar ?? (
        <Group gap="sm" align="flex-end">
          <ListSearch params={params} placeholder={searchPlaceholder} w={{ base: '100%', sm: 300 }} />
          {filters}
          <ClearFiltersButton
            shown={table.hasFilters ?? params.hasFilters}
            onClear={table.onClearFilters ?? params.clearFilters}
          />
        </Group>
      )}
      <PagedTable {...table} />
      {children}
    </Stack>
  );
}
