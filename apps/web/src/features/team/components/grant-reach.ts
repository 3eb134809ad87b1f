import { type GrantExcess, grantExcessOf, PERMISSIONS, type RoleGrant } from '@affnet/contracts';
import { useMemo } from 'react';
import { useAuthStore } from '../../../stores/auth-store';

/*
 * The team screens offer only what the server accepts (docs/team.md "Who may grant what"): the
 * same rule, `grantExcessOf`, on what the signed-in staff member holds. The server enforces it.
 */

/** The signed-in staff member: what they hold, and their own role (an employee's). */
export type Grantor = RoleGrant & { userId: string | null; roleId: string | null };

const NOBODY: Grantor = { userId: null, roleId: null, permissions: [], dataScope: 'managed' };

export function useGrantor(): Grantor {
  const user = useAuthStore((state) => state.user);
  return useMemo(() => {
    if (!user) return NOBODY;
    // Admins hold every permission and every partner, whatever the session lists.
    if (user.role.slug === 'admin')
      return { userId: user.id, roleId: null, permissions: PERMISSIONS, dataScope: 'all' };
    return {
      userId: user.id,
      roleId: user.employeeRole?.id ?? null,
      permissions: user.permissions,
      dataScope: user.employeeRole?.dataScope === 'all' ? 'all' : 'managed',
    };
  }, [user]);
}

/** "billing.read, billing.write, every partner": what a role gives beyond the grantor. */
export function excessText(excess: GrantExcess): string {
  return [...excess.permissions, ...(excess.everyPartner ? ['every partner'] : [])].join(', ');
}

export const OWN_ROLE_REASON = 'This is your own role: ask an admin to change it.';

/** Why the grantor may not change this role (their own, or one giving more), or null. */
export function roleLockOf(grantor: Grantor, role: { id: string } & RoleGrant): string | null {
  if (grantor.roleId !== null && role.id === grantor.roleId) return OWN_ROLE_REASON;
  const excess = grantExcessOf(grantor, role);
  return excess
    ? `This role holds more than you do (${excessText(excess)}): only someone holding all of it may change it.`
    : null;
}

/** Why the grantor may not change this employee (their role gives more), or null. */
export function employeeLockOf(grantor: Grantor, role: RoleGrant | null): string | null {
  const excess = role && grantExcessOf(grantor, role);
  return excess
    ? `Their role holds more than you do (${excessText(excess)}): only someone holding all of it may change them.`
    : null;
}
