import { useEffect } from 'react';
import { useMe } from '../features/session/api/get-me';
import { useAuthStore } from '../stores/auth-store';

type SessionSyncProps = { onRoleChange: () => void };

/**
 * With a stored token, asks the server who the user is once per session and updates the store.
 * A 401 is handled by http.ts (session cleared, off to login). When the role changed, the
 * guards re-run through `onRoleChange` so the user leaves a prefix that is no longer theirs.
 */
export function SessionSync({ onRoleChange }: SessionSyncProps) {
  const token = useAuthStore((state) => state.token);
  const { data: user } = useMe(token);
  useEffect(() => {
    if (!user) return;
    const store = useAuthStore.getState();
    if (store.token !== token) return;
    const previousRole = store.user?.role.slug;
    store.setUser(user);
    if (previousRole !== user.role.slug) onRoleChange();
  }, [user, token, onRoleChange]);
  return null;
}
