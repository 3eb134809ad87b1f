import type { Database } from '../../db/client';
import { generatePassword } from '../../lib/crypto';
import { inviteUser, type MailContext } from '../auth/index';
import { assertAccountManager } from './account-manager';
import { createPartnerAccount } from './create-partner-account';
import { type PartnerBody, partnerColumnsOf } from './partner-fields';

/**
 * An admin adds an advertiser or publisher: account and profile together, then an e-mail
 * invitation to choose a password (admins never learn it).
 */
export async function createPartner(db: Database, input: PartnerBody, ctx: MailContext): Promise<string> {
  await assertAccountManager(db, ctx.tenant.id, input.body.accountManagerId);
  const { user, partner } = await createPartnerAccount(db, {
    tenantId: ctx.tenant.id,
    kind: input.kind,
    // The random password is never shown: it is unusable until the invitation sets a real one.
    account: {
      email: input.body.email,
      name: input.body.contactName,
      password: generatePassword(),
      status: input.body.status,
    },
    columns: partnerColumnsOf(input),
  });
  await inviteUser(db, user, ctx);
  return partner.id;
}
