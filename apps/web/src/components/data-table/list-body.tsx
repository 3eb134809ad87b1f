import type { PagingMeta } from '@affnet/contracts';
import { Box, Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, NoResults } from '../query-states';

export type ListPage<Row> = { data: Row[]; meta: PagingMeta };

type ListBodyProps<Row> = {
  query: UseQueryResult<ListPage<Row>>;
  /** "offers": used in "Could not load offers" and "No offers match these filters". */
  plural: string;
  hasFilters: boolean;
  onClearFilters: () => void;
  onFirstPage: () => void;
  /** What an empty list says when nothing exists yet (and what to do about it). */
  empty: ReactNode;
  /** The line under "No … match these filters". */
  noMatchDescription?: string;
  /** The table; dimmed while the next page loads over the previous one. */
  children: ReactNode;
};

/**
 * The body of a server-paged list: the error with a retry, "nothing matches" with a way to clear
 * the filters, a page past the end, nothing yet, or the table.
 */
export function ListBody<Row>(props: ListBodyProps<Row>) {
  const { query, plural, hasFilters, onClearFilters, onFirstPage, empty, children } = props;
  if (query.isError) {
    return (
      <ErrorState
        title={`Could not load ${plural}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const rows = query.data?.data;
  if (rows && rows.length === 0) {
    if (hasFilters) {
      return (
        <NoResults
          title={`No ${plural} match these filters`}
          description={props.noMatchDescription ?? 'Try another search, or clear the filters.'}
          action={
            <Button variant="default" onClick={onClearFilters}>
              Clear filters
            </Button>
          }
        />
      );
    }
    if ((query.data?.meta.total ?? 0) > 0) {
      return (
        <NoResults
          title="This page is empty"
          description="The list has fewer pages now."
          action={
            <Button variant="default" onClick={onFirstPage}>
              Go to the first page
            </Button>
          }
        />
      );
    }
    return empty;
  }
  return <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>{children}</Box>;
}
