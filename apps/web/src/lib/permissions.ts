import type { Permission, SessionUser } from '@affnet/contracts';
import { createContext, useContext } from 'react';
import { useAuthStore } from '../stores/auth-store';

/*
 * What the signed-in user may change, the one check every staff screen asks (docs/team.md,
 * "Read-only roles"): an employee holds their role's permissions; admins hold every one; a
 * partner's own screens ask none (the API keeps partners to their own rows). The server's 403
 * stays the guard; this only keeps screens from offering what would be refused.
 */

/** Whether `user` holds `permission`: admins and partners always, an employee when their role does. */
export function holdsPermission(user: SessionUser | null, permission: Permission): boolean {
  if (!user) return false;
  return user.role.slug !== 'employee' || user.permissions.includes(permission);
}

/**
 * The permission that changes what the screen shows: its route-table section's write permission
 * (route-table-employee.ts), given by the route layer to every employee screen. Null: the screen
 * asks none of its own (an admin's, a partner's).
 */
export const ScreenChangePermission = createContext<Permission | null>(null);

/**
 * Whether the signed-in user may take this screen's changing actions (add, edit, save, delete,
 * approve, block), or those needing `permission` when an action needs another than the screen's
 * (a conversion's status on a report needs `conversions.write`).
 */
export function useMayChange(permission?: Permission): boolean {
  const screenPermission = useContext(ScreenChangePermission);
  const needed = permission ?? screenPermission;
  // Only a signed-in employee's role narrows a screen; the screens render for a signed-in user.
  return useAuthStore(
    (state) => needed === null || state.user === null || holdsPermission(state.user, needed),
  );
}
