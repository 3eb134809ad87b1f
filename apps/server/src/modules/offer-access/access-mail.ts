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
  const common = { name: publisher.name, offer: `#${offer.ref} ${offer.name}` };
  const sending =
    outcome === 'approved'
      ? ctx.mail.send(ctx.tenant, 'offer-access-approved', publisher.email, {
          ...common,
          offer_link: `${ctx.origin}/publisher/offer/view/${offer.id}`,
        })
      : ctx.mail.send(ctx.tenant, 'offer-access-rejected', publisher.email, {
          ...common,
          reason: reason ?? 'No reason was given.',
        });
  sending.catch((error: unknown) =>
    ctx.log.error({ err: error, tenant: ctx.tenant.slug }, 'offer access e-mail failed'),
  );
}
