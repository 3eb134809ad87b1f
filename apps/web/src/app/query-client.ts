import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { SESSION_ME_KEY } from '../features/session/api/get-me';
import { APP_CONFIG_QUERY_KEY } from '../lib/api/get-app-config';
import { ApiError } from '../lib/http';

/** Retries network blips, never client errors (4xx answers will not change on a retry). */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * A 403 usually means the user's role or permissions changed since the session was read (an admin
 * edited an employee's role): asking who they are again lets the sidebar and the gates follow at
 * once. The session query itself is never refused with 403 (a lost session is a 401), so this
 * cannot loop.
 */
function refreshSessionOnRefusal(queryClient: QueryClient, error: Error): void {
  if (!(error instanceof ApiError) || error.status !== 403) return;
  void queryClient.invalidateQueries({ queryKey: SESSION_ME_KEY });
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => refreshSessionOnRefusal(queryClient, error) }),
    mutationCache: new MutationCache({ onError: (error) => refreshSessionOnRefusal(queryClient, error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

/** Forgets every cached answer of the signed-out session; the network's branding stays. */
export function clearSessionData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== APP_CONFIG_QUERY_KEY[0],
  });
}
