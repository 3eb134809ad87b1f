import type { DemoAccount } from '@affnet/contracts';
import type { Database } from '../db/client';
import { createUser, findOrCreateEmployeeRole, findUserByEmail } from '../modules/users/index';
import type { Tenant } from '../tenancy/index';
import { DEMO_EMPLOYEES } from './demo-accounts';

/** The demo employee who manages the demo's partners (and so sees them under a managed scope). */
const MANAGER_EMAIL = 'employee@demo.test';

export function isPartner(account: DemoAccount): boolean {
  return account.role === 'publisher' || account.role === 'advertiser';
}

/** A demo employee with their role (made if missing), as an admin would add them. */
export async function seedDemoEmployee(db: Database, tenant: Tenant, account: DemoAccount): Promise<void> {
  const seat = DEMO_EMPLOYEES[account.email as keyof typeof DEMO_EMPLOYEES];
  if (!seat) throw new Error(`No demo role for ${account.email}`);
  const role = await findOrCreateEmployeeRole(
    db,
    tenant.id,
    seat.role,
    [...seat.permissions],
    seat.dataScope,
  );
  await createUser(db, {
    tenantId: tenant.id,
    email: account.email,
    name: seat.name,
    password: account.password,
    role: 'employee',
    status: 'active',
    employeeRoleId: role.id,
  });
}

/** The id of the demo account manager, once seeded. */
export async function demoManagerId(db: Database, tenant: Tenant): Promise<string | undefined> {
  return (await findUserByEmail(db, tenant.id, MANAGER_EMAIL))?.user.id;
}
