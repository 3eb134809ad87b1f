import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { expirePasswordResets, revokeUserSessions } from '../auth/index';
import type { PartnerScope } from '../partner-scope/index';
import { changeUserAccount } from '../users/index';
import { assertAccountManager } from './account-manager';
import { KIND_LABEL, type PartnerBody, partnerColumnsOf } from './partner-fields';
import { findPartner, updatePartnerRecord } from './repository';

/** Saves the edit form: profile, contact name, sign-in e-mail and status, all or nothing. */
export async function updatePartner(
  db: Database,
  tenantId: string,
  id: string,
  input: PartnerBody,
  scope: PartnerScope,
): Promise<void> {
  const existing = await findPartner(db, tenantId, input.kind, id, scope);
  if (!existing) throw new AppError('NOT_FOUND', `${KIND_LABEL[input.kind]} not found.`);
  await assertAccountManager(db, tenantId, input.body.accountManagerId);
  await db.transaction(async (tx) => {
    await changeUserAccount(tx, tenantId, existing.partner.userId, {
      email: input.body.email,
      name: input.body.contactName,
      status: input.body.status,
    });
    await updatePartnerRecord(tx, tenantId, id, partnerColumnsOf(input));
    if (input.body.status !== 'active' && existing.account.status === 'active') {
      await revokeUserSessions(tx, existing.partner.userId);
    }
    // Invitation and reset links went to the old address (perhaps a typo): they must not take the account.
    if (input.body.email !== existing.account.email) await expirePasswordResets(tx, existing.partner.userId);
  });
}
