import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { generateToken } from '../../lib/crypto';
import type { Tenant } from '../../tenancy/index';
import type { SystemMailer } from '../system-emails/index';
import { trustedOrigin } from './link-origin';
import { insertPasswordReset } from './reset-repository';

/** An invitation link stays valid longer than a reset link: people read invitations days later. */
export const INVITATION_TTL_DAYS = 7;

/** What sending a network's system e-mail needs: the network, where links point, the mailer. */
export type MailContext = { tenant: Tenant; origin: string; mail: SystemMailer; log: FastifyBaseLogger };

/** The mail context of a request: its network, the trusted origin for links, its logger. */
export function mailContextOf(
  request: FastifyRequest,
  mail: SystemMailer,
  config: Pick<Config, 'publicUrl' | 'port'>,
): MailContext {
  return {
    tenant: request.tenant,
    origin: trustedOrigin(request, config.publicUrl, config.port),
    mail,
    log: request.log,
  };
}

/**
 * Stores an invitation for a new account: a single-use link to choose its password (the same
 * reset-link machinery, so the token is stored hashed and dies on first use). Returns the sender
 * of the e-mail. Call this inside the transaction that creates the account and send only after it
 * committed: no account is left without its invitation, and no e-mail goes out for a rolled-back one.
 */
export async function createInvitation(
  db: Database,
  user: { id: string; email: string; name: string },
  ctx: MailContext,
): Promise<() => void> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000);
  await insertPasswordReset(db, { tenantId: ctx.tenant.id, userId: user.id, token, expiresAt });
  const link = `${ctx.origin}/auth/reset-password?token=${encodeURIComponent(token)}`;
  const values = { name: user.name, link, days: String(INVITATION_TTL_DAYS) };
  // Sent in the background: a slow or failing mail server must not fail the request.
  return () => {
    ctx.mail
      .send(ctx.tenant, 'invitation', user.email, values)
      .catch((error: unknown) =>
        ctx.log.error({ err: error, tenant: ctx.tenant.slug }, 'invitation e-mail failed'),
      );
  };
}

/** Tells a partner their account was approved. Sent in the background. */
export function notifyApproved(user: { email: string; name: string }, ctx: MailContext): void {
  ctx.mail
    .send(ctx.tenant, 'partner-approved', user.email, {
      name: user.name,
      login_link: `${ctx.origin}/auth/login`,
    })
    .catch((error: unknown) =>
      ctx.log.error({ err: error, tenant: ctx.tenant.slug }, 'approval e-mail failed'),
    );
}
