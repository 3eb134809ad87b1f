import {
  type ChangeOfferAccessBody,
  OFFER_ACCESS_TRANSITIONS,
  type OfferAccessStatus,
} from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailContext } from '../auth/index';
import type { PartnerScope } from '../partner-scope/index';
import { notifyAccessDecision } from './access-mail';
import { decideAccess, findAccessRows } from './repository';

/**
 * Bulk approve / reject / block of access entries. Every id must be an entry of this tenant (else
 * 404 and nothing changes); entries the action does not apply to are left as they are. The
 * publishers whose entries were approved or rejected are e-mailed once the change is stored.
 */
export async function changeAccessStatus(
  db: Database,
  body: ChangeOfferAccessBody,
  deciderId: string,
  ctx: MailContext,
  scope: PartnerScope,
): Promise<number> {
  const ids = [...new Set(body.ids)];
  const found = await findAccessRows(db, ctx.tenant.id, ids, scope);
  if (found.length !== ids.length)
    throw new AppError('NOT_FOUND', 'Some of these access entries do not exist.');
  const { from, to } = OFFER_ACCESS_TRANSITIONS[body.action];
  // Widened from the literal tuple so includes() takes any status.
  const changing = found.filter((row) => (from as readonly OfferAccessStatus[]).includes(row.access.status));
  const reason = body.reason ?? null;
  await decideAccess(
    db,
    ctx.tenant.id,
    changing.map((row) => row.access.id),
    { status: to, reason, decidedAt: new Date(), decidedBy: deciderId },
  );
  if (to === 'approved' || to === 'rejected') {
    for (const row of changing) notifyAccessDecision(row, to, reason, ctx);
  }
  return changing.length;
}
