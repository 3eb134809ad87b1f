import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema/index';
import type { PartnerScope } from './partner-scope';

/**
 * The ids of the partners a scope allows, for queries written in raw SQL over the rollups (the
 * query builder's queries take `inPartnerScope` instead). Undefined for an unlimited scope.
 */
export async function managedPartnerIds(
  db: Database,
  tenantId: string,
  scope: PartnerScope,
): Promise<string[] | undefined> {
  if (scope.kind === 'all') return undefined;
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.tenantId, tenantId), eq(partners.accountManagerId, scope.managerId)));
  return rows.map((row) => row.id);
}
