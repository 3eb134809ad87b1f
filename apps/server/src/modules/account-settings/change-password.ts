import type { ChangePasswordBody } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners, users } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { assertStrongPassword } from '../../lib/password-policy';
import { expirePasswordResets, revokeUserSessions } from '../auth/index';
import { updateUserPassword } from '../users/index';

export const WRONG_CURRENT_PASSWORD = 'This is not your current password.';

/**
 * A new password for the signed-in user, proved by the current one and held to the same policy
 * as a reset. Every other session ends (and any reset link dies); the one that asked stays.
 */
export async function changePassword(
  db: Database,
  session: { tenantId: string; userId: string; sessionId: string },
  body: ChangePasswordBody,
): Promise<void> {
  const [row] = await db
    .select({ user: users, company: partners.company })
    .from(users)
    .leftJoin(partners, eq(partners.userId, users.id))
    .where(and(eq(users.tenantId, session.tenantId), eq(users.id, session.userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Account not found.');
  if (!(await verifyPassword(row.user.passwordHash, body.currentPassword))) {
    throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD);
  }
  assertStrongPassword(body.password, [row.user.email, row.user.name, row.company ?? '']);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await updateUserPassword(tx, session.tenantId, session.userId, passwordHash);
    await expirePasswordResets(tx, session.userId);
    await revokeUserSessions(tx, session.userId, session.sessionId);
  });
}
