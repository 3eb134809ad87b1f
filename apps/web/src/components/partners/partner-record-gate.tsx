import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, isNotFound, NotFoundState } from '../query-states';
import { capitalized, type PartnerNoun } from './partner-types';

type PartnerRecordGateProps<Row> = {
  query: UseQueryResult<Row>;
  noun: PartnerNoun;
  listPath: string;
  /** Shown above the loading, not-found and error states (the page's generic header). */
  header: ReactNode;
  children: (record: Row) => ReactNode;
};

/** Loads one partner for a view or edit page: skeleton, not-found, error with retry, then the page. */
export function PartnerRecordGate<Row>(props: PartnerRecordGateProps<Row>) {
  const { query, header } = props;
  if (query.data !== undefined) return props.children(query.data);
  return (
    <Stack gap="lg">
      {header}
      <RecordState {...props} />
    </Stack>
  );
}

function RecordState<Row>({ query, noun, listPath }: PartnerRecordGateProps<Row>) {
  if (query.isError && isNotFound(query.error)) {
    return (
      <NotFoundState
        title={`${capitalized(noun.singular)} not found`}
        description={`This ${noun.singular} does not exist, or was removed.`}
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
