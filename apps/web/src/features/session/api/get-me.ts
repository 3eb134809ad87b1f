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

/** Keyed by token, so a new session never sees the previous session's user. */
export function getMeQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['session', 'me', token],
    queryFn: getMe,
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useMe(token: string | null) {
  return useQuery(getMeQueryOptions(token));
}
