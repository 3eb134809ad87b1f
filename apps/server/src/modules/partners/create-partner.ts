import type { Database } from '../../db/client';
import { generatePassword } from '../../lib/crypto';
import { createInvitation, type MailContext } from '../auth/index';
import { assertAccountManager, defaultAccountManagerOf } from './account-manager';
import { createPartnerAccount } from './create-partner-account';
import { type PartnerBody, partnerColumnsOf } from './partner-fields';

/**
 * An admin adds an advertiser or publisher: account, profile and invitation together (or none
 * of them), then the e-mail inviting them to choose a password (admins never learn it).
 */
export async function createPartner(db: Database, input: PartnerBody, ctx: MailContext): Promise<string> {
  await assertAccountManager(db, ctx.tenant.id, input.body.accountManagerId);
  // Left blank: the network's default manager for this kind (setting/publisher, setting/advertiser).
  const accountManagerId =
    input.body.accountManagerId ?? (await defaultAccountManagerOf(db, ctx.tenant.id, input.kind));
  const { partner, sendInvitation } = await db.transaction(async (tx) => {
    const created = await createPartnerAccount(tx, {
      tenantId: ctx.tenant.id,
      kind: input.kind,
      // The random password is never shown: it is unusable until the invitation sets a real one.
      account: {
        email: input.body.email,
        name: input.body.contactName,
        password: generatePassword(),
        status: input.body.status,
      },
      columns: { ...partnerColumnsOf(input), accountManagerId },
    });
    return { partner: created.partner, sendInvitation: await createInvitation(tx, created.user, ctx) };
  });
  sendInvitation();
  return partner.id;
}
