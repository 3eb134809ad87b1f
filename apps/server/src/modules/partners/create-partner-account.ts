import type { AccountStatus, PartnerKind } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { generateToken } from '../../lib/crypto';
import { createUser, type User } from '../users/index';
import { insertPartner, type NewPartnerRecord, type PartnerRecord } from './repository';

export type PartnerAccountInput = {
  tenantId: string;
  kind: PartnerKind;
  account: { email: string; name: string; password: string; status: AccountStatus };
  columns: Omit<NewPartnerRecord, 'tenantId' | 'userId' | 'kind' | 'conversionToken'>;
};

/** The sign-in account and the partner row, together or not at all; advertisers get a conversion token. */
export async function createPartnerAccount(
  db: Database,
  input: PartnerAccountInput,
): Promise<{ user: User; partner: PartnerRecord }> {
  return db.transaction(async (tx) => {
    const user = await createUser(tx, { ...input.account, tenantId: input.tenantId, role: input.kind });
    const partner = await insertPartner(tx, {
      ...input.columns,
      tenantId: input.tenantId,
      kind: input.kind,
      userId: user.id,
      conversionToken: input.kind === 'advertiser' ? generateToken() : null,
    });
    return { user, partner };
  });
}
