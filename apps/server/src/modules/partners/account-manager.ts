import type { PartnerKind } from '@affnet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenantPartnerSettings, users } from '../../db/schema/index';
import { fieldError } from '../../lib/app-error';

const isActiveStaff = and(eq(users.status, 'active'), inArray(users.role, ['admin', 'employee']));

/** Account managers are the network's own staff: active admins and employees of the same tenant. */
export async function assertAccountManager(
  db: Database,
  tenantId: string,
  userId: string | undefined,
  field = 'accountManagerId',
) {
  if (!userId) return;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), isActiveStaff))
    .limit(1);
  if (rows.length === 0) throw fieldError(field, 'Choose an active admin or employee.');
}

/**
 * The manager `setting/publisher` or `setting/advertiser` gives new partners of that kind, while
 * they are still active staff; null when none is set.
 */
export async function defaultAccountManagerOf(
  db: Database,
  tenantId: string,
  kind: PartnerKind,
): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(tenantPartnerSettings)
    .innerJoin(users, eq(users.id, tenantPartnerSettings.defaultAccountManagerId))
    .where(
      and(
        eq(tenantPartnerSettings.tenantId, tenantId),
        eq(tenantPartnerSettings.kind, kind),
        eq(users.tenantId, tenantId),
        isActiveStaff,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
