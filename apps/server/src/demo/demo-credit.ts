import type { Database } from '../db/client';
import { readAdvertiserCredit, saveAdvertiserCredit } from '../modules/advertiser-credit/index';
import { partnerIdOfUser } from '../modules/offer-catalog/index';
import { ALL_PARTNERS } from '../modules/partner-scope/index';
import { findUserByEmail } from '../modules/users/index';
import type { Tenant } from '../tenancy/index';
import { DEMO_ACCOUNTS } from './demo-accounts';

/*
 * The demo advertiser under a credit limit, near it (docs/money.md "Credit control"): the limit is
 * set so what it owes now is about 85% of it, whatever the demo's clock billed. Only a warning at
 * the limit, so the demo's offers are never paused by it.
 */

const USED_SHARE = 0.85;

export async function seedDemoCredit(db: Database, tenant: Tenant, adminId: string): Promise<void> {
  const email = DEMO_ACCOUNTS.find((account) => account.role === 'advertiser')?.email ?? '';
  const account = await findUserByEmail(db, tenant.id, email);
  if (!account) return;
  const advertiserId = await partnerIdOfUser(db, tenant.id, account.user.id, 'advertiser');
  const actor = { tenantId: tenant.id, userId: adminId, scope: ALL_PARTNERS };
  const now = await readAdvertiserCredit(db, actor, advertiserId);
  const owedCents = Math.round((Number(now.outstanding) + Number(now.notInvoiced)) * 100);
  const limitCents = Math.max(10_000, Math.ceil(owedCents / USED_SHARE));
  await saveAdvertiserCredit(db, actor, advertiserId, {
    mode: 'credit_limit',
    creditLimit: (limitCents / 100).toFixed(2),
    warnPercent: 80,
    atLimit: 'warn',
  });
}
