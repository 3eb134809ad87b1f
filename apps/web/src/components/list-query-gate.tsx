import { Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './query-states';

type ListQueryGateProps<Item> = {
  query: UseQueryResult<Item[]>;
  /** The loader's accessible name, e.g. "Loading cap pacing". */
  loadingLabel: string;
  /** The error's heading, e.g. "Could not load cap pacing". */
  errorTitle: string;
  /** What an empty list means here, in a sentence. */
  empty: ReactNode;
  children: (items: Item[]) => ReactNode;
};

/**
 * A list inside a card: a small loader, the error with a retry, a sentence when the list is empty,
 * or the rows. The card around it (title, description) stays in place through every state.
 */
export function ListQueryGate<Item>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  children,
}: ListQueryGateProps<Item>) {
  if (query.isPending) return <Loader size="sm" aria-label={loadingLabel} />;
  if (query.isError) {
    return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return children(query.data);
}
