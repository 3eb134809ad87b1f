import type { AccountManager } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';

/**
 * `GET /api/v1/account-managers`: active admins and employees who can look after partners.
 * A lookup shared by every feature that assigns a manager (advertisers, publishers), so it
 * lives here rather than in one of them.
 */
export function getAccountManagers(signal?: AbortSignal): Promise<{ data: AccountManager[] }> {
  return request<{ data: AccountManager[] }>('/v1/account-managers', { signal });
}

export const ACCOUNT_MANAGERS_QUERY_KEY = ['account-managers'] as const;

export function getAccountManagersQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNT_MANAGERS_QUERY_KEY,
    queryFn: ({ signal }) => getAccountManagers(signal),
    staleTime: 5 * 60_000,
    select: (answer) => answer.data,
  });
}

export function useAccountManagers() {
  return useQuery(getAccountManagersQueryOptions());
}
