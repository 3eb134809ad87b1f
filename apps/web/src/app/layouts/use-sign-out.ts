import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/session/api/logout';
import { LOGIN_PATH } from '../../lib/role-paths';
import { useAuthStore } from '../../stores/auth-store';
import { clearSessionData } from '../query-client';

/** Revokes the token (a failure is ignored), forgets the session and goes to login. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const finish = useCallback(() => {
    useAuthStore.getState().clear();
    clearSessionData(queryClient);
    void navigate(LOGIN_PATH, { replace: true });
  }, [navigate, queryClient]);
  const logout = useLogout({ onSettled: finish });
  return { signOut: () => logout.mutate(), isSigningOut: logout.isPending };
}
