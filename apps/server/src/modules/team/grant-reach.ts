import { type DataScope, grantExcessOf, type Permission, type RoleGrant } from '@affnet/contracts';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../plugins/request-context';
import { partnerScopeOf } from '../partner-scope/index';

/*
 * Nobody grants what they do not hold (docs/team.md "Who may grant what"). Without this, an
 * employee with employees.write could give themselves any permission: edit their own role, move
 * themselves to a stronger one, or widen a role's data scope. Admins hold every permission and
 * every partner, so every check below passes for them.
 */

/** The signed-in staff member changing the team, and what they hold. */
export type Grantor = {
  userId: string;
  /** Their own role (an employee's); null for an admin. */
  roleId: string | null;
  permissions: readonly Permission[];
  dataScope: DataScope;
};

export function grantorOf(user: AuthenticatedUser): Grantor {
  return {
    userId: user.id,
    roleId: user.role === 'employee' ? (user.employeeRole?.id ?? null) : null,
    permissions: user.permissions,
    // The scope the grantor's own queries get: the one rule for it (partner-scope.ts).
    dataScope: partnerScopeOf(user).kind === 'all' ? 'all' : 'managed',
  };
}

export const OWN_ROLE_MESSAGE = 'You cannot change your own role: ask an admin.';

/** 403 when the role is the grantor's own: editing it, deleting it, or leaving it for another. */
export function assertNotOwnRole(grantor: Grantor, roleId: string | null | undefined): void {
  if (grantor.roleId !== null && roleId === grantor.roleId) throw new AppError('FORBIDDEN', OWN_ROLE_MESSAGE);
}

/** A role saved with these permissions and scope: 422 on each field that gives more than the grantor holds. */
export function assertMayGrantRole(grantor: Grantor, body: RoleGrant): void {
  const excess = grantExcessOf(grantor, body);
  if (!excess) return;
  const errors: Record<string, string[]> = {};
  if (excess.permissions.length > 0)
    errors.permissions = [`You cannot grant permissions you do not hold: ${excess.permissions.join(', ')}`];
  if (excess.everyPartner)
    errors.dataScope = ['You see only the partners you manage, so you cannot grant every partner'];
  throw new AppError('VALIDATION', 'The form has errors.', errors);
}

/** A role given to someone (`roleId` of an employee, `moveTo` of a deletion): 422 on that field. */
export function assertMayAssign(grantor: Grantor, role: RoleGrant, field: string): void {
  const excess = grantExcessOf(grantor, role);
  if (!excess) return;
  const messages: string[] = [];
  if (excess.permissions.length > 0)
    messages.push(`This role holds permissions you do not: ${excess.permissions.join(', ')}`);
  if (excess.everyPartner)
    messages.push('This role sees every partner; you see only the partners you manage');
  throw new AppError('VALIDATION', 'The form has errors.', { [field]: messages });
}

/**
 * 403 for a role (or an employee holding it) that gives more than the grantor holds: changing it
 * is for someone who holds all of it. Changing such an employee's e-mail would otherwise hand
 * their account, and all it holds, to whoever reads the reset link.
 */
export function assertWithinReach(grantor: Grantor, role: RoleGrant | null, what: 'role' | 'employee'): void {
  const excess = role && grantExcessOf(grantor, role);
  if (!excess) return;
  const items = [...excess.permissions, ...(excess.everyPartner ? ['every partner'] : [])].join(', ');
  throw new AppError(
    'FORBIDDEN',
    what === 'role'
      ? `This role holds more than you do (${items}): only someone holding all of it may change it.`
      : `This employee's role holds more than you do (${items}): only someone holding all of it may change them.`,
  );
}
