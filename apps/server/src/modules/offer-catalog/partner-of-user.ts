import type { PartnerKind } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/**
 * The partner (advertiser or publisher profile) of a signed-in partner account. Everything a
 * partner sees is scoped by this id, never by one the client sends.
 */
export async function partnerIdOfUser(
  db: Database,
  tenantId: string,
  userId: string,
  kind: PartnerKind,
): Promise<string> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.tenantId, tenantId), eq(partners.userId, userId), eq(partners.kind, kind)))
    .limit(1);
  if (!row) throw new AppError('FORBIDDEN', `This account has no ${kind} profile.`);
  return row.id;
}
