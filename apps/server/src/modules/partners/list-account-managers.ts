import type { AccountManager } from '@affnet/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';

/** Active admins and employees, for the account-manager pickers. */
export async function listAccountManagers(db: Database, tenantId: string): Promise<AccountManager[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.status, 'active'),
        inArray(users.role, ['admin', 'employee']),
      ),
    )
    .orderBy(asc(users.name));
}
