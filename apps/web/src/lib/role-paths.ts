import { USER_ROLES, type UserRole } from '@affnet/contracts';

export const LOGIN_PATH = '/auth/login';
export const NOT_FOUND_PATH = '/not-found';
export const NOT_ACTIVE_PATH = '/not-active';

export function isKnownRole(role: unknown): role is UserRole {
  return typeof role === 'string' && (USER_ROLES as readonly string[]).includes(role);
}

/** Each role's home (spec §4); an unknown role goes to login. */
export function dashboardPathFor(role: unknown): string {
  return isKnownRole(role) ? `/${role}/dashboard` : LOGIN_PATH;
}

/** True when `path` lies under the role's own prefix, e.g. /publisher/... for a publisher. */
export function isUnderRolePrefix(path: string, role: UserRole): boolean {
  const prefix = `/${role}`;
  return (
    path === prefix ||
    path.startsWith(`${prefix}/`) ||
    path.startsWith(`${prefix}?`) ||
    path.startsWith(`${prefix}#`)
  );
}

/**
 * Where to go after signing in: the stored target when it is under the user's own prefix,
 * otherwise the role's dashboard. The caller clears the target afterwards.
 */
export function postLoginPath(role: unknown, target: string | null): string {
  if (target && isKnownRole(role) && isUnderRolePrefix(target, role)) return target;
  return dashboardPathFor(role);
}
