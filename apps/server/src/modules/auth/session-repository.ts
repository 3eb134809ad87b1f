import { PERMISSIONS, type Permission, PermissionSchema } from '@affnet/contracts';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employeeRoles, partners, sessions, users } from '../../db/schema/index';
import { hashToken } from '../../lib/crypto';
import type { AuthenticatedUser } from '../../plugins/request-context';

export type UserRow = typeof users.$inferSelect;
type EmployeeRoleRow = typeof employeeRoles.$inferSelect;

/** Admins hold every permission; employees those of their custom role; partners none. */
export function permissionsOf(user: UserRow, employeeRole: EmployeeRoleRow | null): Permission[] {
  if (user.role === 'admin') return [...PERMISSIONS];
  if (user.role !== 'employee' || !employeeRole) return [];
  return employeeRole.permissions.filter((p): p is Permission => PermissionSchema.safeParse(p).success);
}

/** `partnerRef`: the number of the partner profile of an advertiser or publisher account. */
export function toAuthenticatedUser(
  user: UserRow,
  employeeRole: EmployeeRoleRow | null,
  partnerRef: number | null,
): AuthenticatedUser {
  return {
    id: user.id,
    tenantId: user.tenantId,
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.status,
    employeeRole:
      user.role === 'employee' && employeeRole
        ? { id: employeeRole.id, name: employeeRole.name, dataScope: employeeRole.dataScope }
        : null,
    permissions: permissionsOf(user, employeeRole),
    partnerRef,
  };
}

/** Finds a live session by its token, only within the request's tenant. */
export async function findSessionByToken(db: Database, tenantId: string, token: string) {
  const rows = await db
    .select({ session: sessions, user: users, employeeRole: employeeRoles, partnerRef: partners.ref })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(employeeRoles, eq(employeeRoles.id, users.employeeRoleId))
    .leftJoin(partners, eq(partners.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.tenantId, tenantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertSession(
  db: Database,
  values: {
    tenantId: string;
    userId: string;
    token: string;
    expiresAt: Date;
    ip: string;
    userAgent: string | undefined;
  },
): Promise<void> {
  await db.insert(sessions).values({
    tenantId: values.tenantId,
    userId: values.userId,
    tokenHash: hashToken(values.token),
    expiresAt: values.expiresAt,
    ip: values.ip,
    userAgent: values.userAgent?.slice(0, 512),
  });
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of a user (after a password reset or when an account is blocked), or every
 * one but `keepSessionId` (a password changed from the account page keeps its own session).
 */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

export async function touchSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
}
