import type { MailContext } from '../auth/index';
import type { AccessRow } from './repository';

/**
 * Tells a publisher staff approved or rejected their access to an offer. Sent in the background
 * after the change committed: a slow or failing mail server must not fail the decision.
 */
export function notifyAccessDecision(
  row: AccessRow,
  outcome: 'approved' | 'rejected',
  reason: string | null,
  ctx: MailContext,
): void {
  const { offer, publisher } = row;
  const title = `#${offer.ref} ${offer.name}`;
  const lines =
    outcome === 'approved'
      ? [
          `You can now run offer ${title} at ${ctx.tenant.name}.`,
          'Your tracking link and creatives are on the offer page:',
          '',
          `${ctx.origin}/publisher/offer/view/${offer.id}`,
        ]
      : [
          `Your request to run offer ${title} at ${ctx.tenant.name} was not approved.`,
          ...(reason ? ['', `Reason: ${reason}`] : []),
        ];
  const text = [`Hello ${publisher.name},`, '', ...lines].join('\n');
  const subject = outcome === 'approved' ? `Approved: offer ${title}` : `Not approved: offer ${title}`;
  const from = ctx.tenant.supportEmail ? { from: `${ctx.tenant.name} <${ctx.tenant.supportEmail}>` } : {};
  ctx.mailer
    .send({ to: publisher.email, subject, text, ...from })
    .catch((error: unknown) =>
      ctx.log.error({ err: error, tenant: ctx.tenant.slug }, 'offer access e-mail failed'),
    );
}
