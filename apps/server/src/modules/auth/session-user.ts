import { ROLE_LABELS, type SessionUser } from '@affnet/contracts';
import type { AuthenticatedUser } from '../../plugins/request-context';

/** The user as the client sees it: `role.slug` is the role name (spec §3). */
export function toSessionUser(user: AuthenticatedUser): SessionUser {
  return {
    id: user.id,
    tenantId: user.tenantId,
    email: user.email,
    name: user.name,
    status: user.status,
    role: { slug: user.role, name: ROLE_LABELS[user.role] },
    employeeRole: user.employeeRole,
    permissions: user.permissions,
    partnerRef: user.partnerRef,
  };
}
