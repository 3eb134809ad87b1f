import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** `POST /api/v1/auth/logout`: revokes the token (204). */
export function logout(): Promise<void> {
  return request<void>('/v1/auth/logout', { method: 'POST' });
}

type UseLogoutOptions = { onSettled?: () => void };

/** Signing out goes ahead whether or not the server could revoke the token. */
export function useLogout({ onSettled }: UseLogoutOptions = {}) {
  return useMutation({ mutationFn: logout, onSettled, retry: false });
}
