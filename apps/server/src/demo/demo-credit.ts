import type { Database } from '../db/client';
import { readAdvertiserCredit, saveAdvertiserCredit } from '../modules/advertiser-credit/index';
import { partnerIdOfUser } from '../modules/offer-catalog/index';
import { ALL_PARTNERS } from '../modules/partner-scope/index';
import { findUserByEmail } from '../modules/users/index';
import type { Tenant } from '../tenancy/index';
import { DEMO_ACCOUNTS } from './demo-accounts';

/*
 * The demo advertiser under a credit limit, near it (docs/money.md "Credit control"): the limit is
 * a round figure (two significant digits) of which what it owes now is 82% to 90%, whatever the
 * demo's clock billed. Only a warning at the limit, so the demo's offers are never paused by it.
 */

const USED_SHARE = 0.9;

/** The smallest figure of two significant digits at or above `amount` (1,477.27 → 1,500). */
function roundUp(amount: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 1);
  return Math.ceil(amount / step) * step;
}

export async function seedDemoCredit(db: Database, tenant: Tenant, adminId: string): Promise<void> {
  const email = DEMO_ACCOUNTS.find((account) => account.role === 'advertiser')?.email ?? '';
  const account = await findUserByEmail(db, tenant.id, email);
  if (!account) return;
  const advertiserId = await partnerIdOfUser(db, tenant.id, account.user.id, 'advertiser');
  const actor = { tenantId: tenant.id, userId: adminId, scope: ALL_PARTNERS };
  const now = await readAdvertiserCredit(db, actor, advertiserId);
  const owed = Number(now.outstanding) + Number(now.notInvoiced);
  const limit = Math.max(100, roundUp(owed / USED_SHARE));
  await saveAdvertiserCredit(db, actor, advertiserId, {
    mode: 'credit_limit',
    creditLimit: limit.toFixed(2),
    warnPercent: 80,
    atLimit: 'warn',
  });
}
