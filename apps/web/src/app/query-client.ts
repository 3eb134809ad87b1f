import { QueryClient } from '@tanstack/react-query';
import { APP_CONFIG_QUERY_KEY } from '../lib/api/get-app-config';
import { ApiError } from '../lib/http';

/** Retries network blips, never client errors (4xx answers will not change on a retry). */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Forgets every cached answer of the signed-out session; the network's branding stays. */
export function clearSessionData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== APP_CONFIG_QUERY_KEY[0],
  });
}
