import type { ResetPasswordBody } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { hashPassword } from '../../lib/crypto';
import { assertStrongPassword } from '../../lib/password-policy';
import { updateUserPassword } from '../users/index';
import { consumePasswordReset, expirePasswordResets } from './reset-repository';
import { revokeUserSessions } from './session-repository';

const INVALID_LINK = 'This reset link is invalid, expired or already used. Ask for a new one.';

/** Sets a new password from a reset link (or an invitation), then signs the user out everywhere. */
export async function resetPassword(db: Database, tenantId: string, body: ResetPasswordBody): Promise<void> {
  assertStrongPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, tenantId, body.token);
    if (!reset) throw fieldError('token', INVALID_LINK, INVALID_LINK);
    await updateUserPassword(tx, tenantId, reset.userId, passwordHash);
    await expirePasswordResets(tx, reset.userId);
    await revokeUserSessions(tx, reset.userId);
  });
}
