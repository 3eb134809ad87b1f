import type { LoginBody, Session } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { generateToken, hashPassword, verifyPassword } from '../../lib/crypto';
import { findUserByEmail, markLoggedIn } from '../users/index';
import { insertSession, toAuthenticatedUser } from './session-repository';
import { toSessionUser } from './session-user';

export const SESSION_TTL_DAYS = 30;
const INVALID_CREDENTIALS = 'Invalid e-mail or password.';

/**
 * Wrong credentials answer 422, not 401: in this API 401 means "no valid session", and the
 * client's spec rule for 401 (clear the session and the post-login target) would make a typo
 * forget the deep link the user was signing in for.
 */
const invalidCredentials = () => new AppError('VALIDATION', INVALID_CREDENTIALS);

const STATUS_MESSAGES = {
  pending: 'Your account is pending approval. We will e-mail you once it is approved.',
  rejected: 'Your application was not approved. Contact support if you think this is a mistake.',
  blocked: 'Your account is blocked. Contact support.',
} as const;

/** Verifying against this when the e-mail is unknown keeps both answers equally slow. */
let dummyHash: Promise<string> | undefined;

export type LoginContext = { tenantId: string; ip: string; userAgent: string | undefined };

export async function login(db: Database, body: LoginBody, context: LoginContext): Promise<Session> {
  const found = await findUserByEmail(db, context.tenantId, body.email);
  if (!found) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, body.password);
    throw invalidCredentials();
  }
  const { user, employeeRole } = found;
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    throw invalidCredentials();
  }
  // Status is told only after the password matched, so it leaks nothing to a guesser.
  if (user.status !== 'active') throw new AppError('FORBIDDEN', STATUS_MESSAGES[user.status]);

  const token = generateToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000);
  await insertSession(db, { ...context, userId: user.id, token, expiresAt });
  await markLoggedIn(db, user.id);
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    user: toSessionUser(toAuthenticatedUser(user, employeeRole, found.partnerRef)),
  };
}
