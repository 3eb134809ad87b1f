import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { fieldError } from '../../lib/app-error';

/** Account managers are the network's own staff: active admins and employees of the same tenant. */
export async function assertAccountManager(db: Database, tenantId: string, userId: string | undefined) {
  if (!userId) return;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.id, userId),
        eq(users.status, 'active'),
        inArray(users.role, ['admin', 'employee']),
      ),
    )
    .limit(1);
  if (rows.length === 0) throw fieldError('accountManagerId', 'Choose an active admin or employee.');
}
