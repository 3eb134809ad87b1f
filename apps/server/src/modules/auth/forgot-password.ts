import { RESET_TOKEN_TTL_MINUTES } from '@affnet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { generateToken } from '../../lib/crypto';
import type { Tenant } from '../../tenancy/index';
import type { SystemMailer } from '../system-emails/index';
import { findUserByEmail } from '../users/index';
import { insertPasswordReset } from './reset-repository';

export type ForgotPasswordContext = {
  tenant: Tenant;
  /** Origin the link points at; only a trusted one (see reset-link-origin.ts). */
  origin: string;
  mail: SystemMailer;
  log: FastifyBaseLogger;
};

/**
 * Creates a single-use reset link and e-mails it. The caller answers the same whatever
 * happens here, and the e-mail goes out in the background so timing tells nothing either.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  ctx: ForgotPasswordContext,
): Promise<void> {
  const found = await findUserByEmail(db, ctx.tenant.id, email);
  if (!found || found.user.status === 'rejected' || found.user.status === 'blocked') return;
  const token = generateToken();
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000);
  await insertPasswordReset(db, { tenantId: ctx.tenant.id, userId: found.user.id, token, expiresAt });
  const link = `${ctx.origin}/auth/reset-password?token=${encodeURIComponent(token)}`;
  const values = { name: found.user.name, link, minutes: String(RESET_TOKEN_TTL_MINUTES) };
  ctx.mail
    .send(ctx.tenant, 'password-reset', found.user.email, values)
    .catch((error: unknown) => ctx.log.error({ err: error, tenant: ctx.tenant.slug }, 'reset e-mail failed'));
}
