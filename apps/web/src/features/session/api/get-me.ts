import type { GetMeResponse, SessionUser } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** `GET /api/v1/auth/me`: the signed-in user as the server knows them now. */
export async function getMe(): Promise<SessionUser> {
  // Typed, not parsed: the server serialises through getMeResponseSchema, and a zod parse here
  // would put the validation library on every screen's first load.
  const { data } = await request<GetMeResponse>('/v1/auth/me');
  return data;
}

/** The prefix of the session query's key: a request refused with 403 invalidates it (app/query-client.ts). */
export const SESSION_ME_KEY = ['session', 'me'] as const;

/**
 * How often a signed-in client asks who it is while its tab is in view: an admin's change to an
 * employee's role or its permissions then reaches their sidebar and gates within a minute.
 */
export const SESSION_REFRESH_MS = 60_000;

/**
 * Keyed by token, so a new session never sees the previous session's user. Asked again when the
 * tab comes back into view and every SESSION_REFRESH_MS, not only at sign-in: the server applies
 * role changes on the next request, and the screens follow without a reload.
 */
export function getMeQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...SESSION_ME_KEY, token],
    queryFn: getMe,
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: 'always',
    refetchInterval: SESSION_REFRESH_MS,
    retry: false,
  });
}

export function useMe(token: string | null) {
  return useQuery(getMeQueryOptions(token));
}
