import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, isNotFound, NotFoundState } from './query-states';

/** How the states name the record: "creative" / "creatives". */
export type RecordNoun = { singular: string; plural: string };

type RecordGateProps<Row> = {
  query: UseQueryResult<Row>;
  noun: RecordNoun;
  listPath: string;
  /** Shown above the loading, not-found and error states (the page's generic header). */
  header: ReactNode;
  /** Known missing without asking (an id in the URL that is not an id). */
  isMissing?: boolean;
  /** The not-found line, when "does not exist, or was removed" is not the whole story. */
  notFoundText?: string;
  children: (record: Row) => ReactNode;
};

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Loads one record for a view or edit page: skeleton, not-found, error with retry, then the page. */
export function RecordGate<Row>(props: RecordGateProps<Row>) {
  const { query, header } = props;
  if (query.data !== undefined && !props.isMissing) return props.children(query.data);
  return (
    <Stack gap="lg">
      {header}
      <RecordState {...props} />
    </Stack>
  );
}

function RecordState<Row>({ query, noun, listPath, isMissing, notFoundText }: RecordGateProps<Row>) {
  if (isMissing || (query.isError && isNotFound(query.error))) {
    return (
      <NotFoundState
        title={`${capitalized(noun.singular)} not found`}
        description={notFoundText ?? `This ${noun.singular} does not exist, or was removed.`}
        backTo={listPath}
        backLabel={`Back to ${noun.plural}`}
      />
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={`Could not load this ${noun.singular}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={`Loading ${noun.singular}`}>
      <Skeleton height={36} width="40%" />
      <Skeleton height={220} />
      <Skeleton height={160} />
    </Stack>
  );
}
