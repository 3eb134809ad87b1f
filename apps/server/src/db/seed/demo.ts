export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

import type { DemoAccount } from '@affnet/contracts';
import { createPartnerAccount } from '../../modules/partners/index';
import { findDefaultTenant, insertTenant, type Tenant } from '../../modules/tenants/index';
import { createUser, findOrCreateEmployeeRole, findUserByEmail } from '../../modules/users/index';
import type { Database } from '../client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoPartners } from './demo-partners';

const DEMO_NAMES: Record<DemoAccount['role'], string> = {
  admin: 'Dana Admin',
  publisher: 'Pat Publisher',
  advertiser: 'Alex Advertiser',
  employee: 'Eve Employee',
};

const DEMO_PARTNERS = {
  publisher: { company: 'Traffic Lab Media', country: 'DE', trafficSources: ['social', 'search'] },
  advertiser: { company: 'Acme Shop Ltd', website: 'https://acme-shop.example', country: 'GB' },
};

/**
 * Seeds the demo network on an empty database: tenant "Demo Network" (the default tenant, so
 * it serves localhost), one account per role and partners in every status. Safe to run again: existing rows are kept.
 */
export async function seedDemo(db: Database): Promise<Tenant> {
  const tenant =
    (await findDefaultTenant(db)) ??
    (await insertTenant(
      db,
      {
        slug: 'default',
        name: 'Demo Network',
        isDefault: true,
        supportEmail: 'support@demo.test',
        brandColor: '#1c7ed6',
        autoApprovePublishers: false,
      },
      [],
    ));
  const accountManager = await findOrCreateEmployeeRole(db, tenant.id, 'Account Manager', [
    'offers.read',
    'publishers.read',
    'publishers.write',
    'advertisers.read',
    'reports.read',
  ]);
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, tenant.id, account.email)) continue;
    const name = DEMO_NAMES[account.role];
    const credentials = { email: account.email, name, password: account.password, status: 'active' as const };
    if (account.role === 'publisher' || account.role === 'advertiser') {
      await createPartnerAccount(db, {
        tenantId: tenant.id,
        kind: account.role,
        account: credentials,
        columns: DEMO_PARTNERS[account.role],
      });
      continue;
    }
    await createUser(db, {
      ...credentials,
      tenantId: tenant.id,
      role: account.role,
      employeeRoleId: account.role === 'employee' ? accountManager.id : null,
    });
  }
  await seedDemoPartners(db, tenant);
  return tenant;
}
