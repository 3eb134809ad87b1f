import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, isNotFound, NotFoundState } from '../../../../components/query-states';

type OfferRecordStateProps = {
  query: UseQueryResult<unknown>;
  /** The id in the path is not an offer id at all: not found without asking the server. */
  isValidId: boolean;
  listPath: string;
};

/** Everything but a loaded offer: skeleton, not found, or an error with retry. */
export function OfferRecordState({ query, isValidId, listPath }: OfferRecordStateProps) {
  if (!isValidId || (query.isError && isNotFound(query.error))) {
    return (
      <NotFoundState
        title="Offer not found"
        description="This offer does not exist, or was removed."
        backTo={listPath}
        backLabel="Back to offers"
      />
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load this offer"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading offer">
      <Skeleton height={36} />
      <Skeleton height={220} />
      <Skeleton height={160} />
    </Stack>
  );
}
