import { Group, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/query-states';

type QueryGateProps<T> = { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode };

/** A settings card's loading and error states, then its content. */
export function QueryGate<T>({ query, what, children }: QueryGateProps<T>) {
  if (query.isPending) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label={`Loading ${what}`} />
      </Group>
    );
  }
  if (query.isError) {
    return (
      <ErrorState title={`Could not load ${what}`} error={query.error} onRetry={() => query.refetch()} />
    );
  }
  return <>{children(query.data)}</>;
}
