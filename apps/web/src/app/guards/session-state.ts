import type { UserRole } from '@affnet/contracts';
import { isKnownRole } from '../../lib/role-paths';
import { useAuthStore } from '../../stores/auth-store';

export type SessionState =
  | { kind: 'signed-out' }
  /** A token whose user is missing or has a role this client does not know (spec §4: go to login). */
  | { kind: 'unknown-role' }
  | { kind: 'signed-in'; role: UserRole };

/** Reads the session from the store at the moment a guard runs (not a React subscription). */
export function readSession(): SessionState {
  const { token, user } = useAuthStore.getState();
  if (!token) return { kind: 'signed-out' };
  // The persisted user comes from local storage, so its shape is not guaranteed.
  const role: unknown = user?.role?.slug;
  if (!isKnownRole(role)) return { kind: 'unknown-role' };
  return { kind: 'signed-in', role };
}
