import { getMeResponseSchema, type SessionUser } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** `GET /api/v1/auth/me`: the signed-in user as the server knows them now. */
export async function getMe(): Promise<SessionUser> {
  const body = await request<unknown>('/v1/auth/me');
  return getMeResponseSchema.parse(body).data;
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
