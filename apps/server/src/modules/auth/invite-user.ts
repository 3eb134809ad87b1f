import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { generateToken } from '../../lib/crypto';
import type { Mailer } from '../../lib/mailer';
import type { Tenant } from '../tenants/index';
import { insertPasswordReset } from './reset-repository';

/** An invitation link stays valid longer than a reset link: people read invitations days later. */
export const INVITATION_TTL_DAYS = 7;

export type MailContext = { tenant: Tenant; origin: string; mailer: Mailer; log: FastifyBaseLogger };

function senderOf(tenant: Tenant): { from?: string } {
  return tenant.supportEmail ? { from: `${tenant.name} <${tenant.supportEmail}>` } : {};
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
  const text = [
    `Hello ${user.name},`,
    '',
    `An account has been created for you at ${ctx.tenant.name}.`,
    `Choose your password within ${INVITATION_TTL_DAYS} days to sign in:`,
    '',
    link,
  ].join('\n');
  // Sent in the background: a slow or failing mail server must not fail the request.
  return () => {
    ctx.mailer
      .send({ to: user.email, subject: `Your ${ctx.tenant.name} account`, text, ...senderOf(ctx.tenant) })
      .catch((error: unknown) =>
        ctx.log.error({ err: error, tenant: ctx.tenant.slug }, 'invitation e-mail failed'),
      );
  };
}

/** Tells a partner their account was approved. Sent in the background. */
export function notifyApproved(user: { email: string; name: string }, ctx: MailContext): void {
  const text = [
    `Hello ${user.name},`,
    '',
    `Your account at ${ctx.tenant.name} has been approved. You can sign in now:`,
    '',
    `${ctx.origin}/auth/login`,
  ].join('\n');
  ctx.mailer
    .send({
      to: user.email,
      subject: `Your ${ctx.tenant.name} account is approved`,
      text,
      ...senderOf(ctx.tenant),
    })
    .catch((error: unknown) =>
      ctx.log.error({ err: error, tenant: ctx.tenant.slug }, 'approval e-mail failed'),
    );
}
