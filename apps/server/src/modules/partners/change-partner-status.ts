import {
  type AccountStatus,
  type ChangePartnerStatusBody,
  PARTNER_STATUS_TRANSITIONS,
  type PartnerKind,
} from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type MailContext, notifyApproved, revokeUserSessions } from '../auth/index';
import type { PartnerScope } from '../partner-scope/index';
import { updateUserStatus } from '../users/index';
import { findPartnersByIds, updatePartnerRecord } from './repository';

/**
 * Bulk approve / reject / block / unblock. Every id must be a partner of this kind in this
 * tenant (else 404 and nothing changes). Blocking signs the partner out at once; approving
 * e-mails them that they can sign in.
 */
export async function changePartnerStatus(
  db: Database,
  kind: PartnerKind,
  body: ChangePartnerStatusBody,
  ctx: MailContext,
  scope: PartnerScope,
): Promise<number> {
  const ids = [...new Set(body.ids)];
  // Partners outside the caller's scope count as missing: the whole change is refused.
  const found = await findPartnersByIds(db, ctx.tenant.id, kind, ids, scope);
  if (found.length !== ids.length) throw new AppError('NOT_FOUND', `Some of these ${kind}s do not exist.`);
  const { from, to } = PARTNER_STATUS_TRANSITIONS[body.action];
  const changing = found.filter((partner) => (from as readonly AccountStatus[]).includes(partner.status));
  await db.transaction(async (tx) => {
    for (const partner of changing) {
      await updateUserStatus(tx, ctx.tenant.id, partner.userId, to);
      await updatePartnerRecord(tx, ctx.tenant.id, partner.id, { statusReason: body.reason ?? null });
      if (to === 'blocked') await revokeUserSessions(tx, partner.userId);
    }
  });
  if (to === 'active' && body.action === 'approve') {
    for (const partner of changing) notifyApproved(partner, ctx);
  }
  return changing.length;
}
