import type { ListPartnerPaymentChangesQuery, PartnerPaymentChange } from '@affnet/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerPaymentChanges, users } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';

type ChangeRow = typeof partnerPaymentChanges.$inferSelect;

/** A change's fields; a row recorded before values were kept names its fields without them. */
function fieldsOf(change: ChangeRow): PartnerPaymentChange['fields'] {
  if (change.fieldChanges.length > 0 || change.changedFields.length === 0) return change.fieldChanges;
  return change.changedFields.map((key) => ({ key, label: key, before: null, after: null, secret: true }));
}

/** A partner's payment changes, newest first, with who made each (the partner or a staff user). */
export async function listPaymentChanges(
  db: Database,
  tenantId: string,
  partnerId: string,
  query: ListPartnerPaymentChangesQuery,
): Promise<{ rows: PartnerPaymentChange[]; total: number }> {
  const where = and(
    eq(partnerPaymentChanges.tenantId, tenantId),
    eq(partnerPaymentChanges.partnerId, partnerId),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ change: partnerPaymentChanges, name: users.name, email: users.email, role: users.role })
      .from(partnerPaymentChanges)
      .leftJoin(users, eq(users.id, partnerPaymentChanges.actorUserId))
      .where(where)
      .orderBy(desc(partnerPaymentChanges.at), desc(partnerPaymentChanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(partnerPaymentChanges).where(where),
  ]);
  return {
    rows: rows.map(({ change, name, email, role }) => ({
      id: change.id,
      at: change.at.toISOString(),
      actor:
        change.actorUserId && name !== null && email !== null
          ? {
              id: change.actorUserId,
              name,
              email,
              kind: role === 'publisher' || role === 'advertiser' ? 'partner' : 'staff',
            }
          : null,
      methodBefore: change.previousMethodName,
      methodAfter: change.methodName,
      fields: fieldsOf(change),
    })),
    total: counted?.total ?? 0,
  };
}
