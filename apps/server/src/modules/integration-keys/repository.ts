import type { IntegrationKey } from '@affnet/contracts';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { integrationApiKeys } from '../../db/schema/index';

type KeyRow = typeof integrationApiKeys.$inferSelect;

export function toIntegrationKey(row: KeyRow): IntegrationKey {
  return {
    id: row.id,
    name: row.name,
    last4: row.last4,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresOn: row.expiresOn,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Every key of the network, newest first; revoked ones stay listed as revoked. */
export async function listIntegrationKeys(db: Database, tenantId: string): Promise<IntegrationKey[]> {
  const rows = await db
    .select()
    .from(integrationApiKeys)
    .where(eq(integrationApiKeys.tenantId, tenantId))
    .orderBy(desc(integrationApiKeys.createdAt), desc(integrationApiKeys.id));
  return rows.map(toIntegrationKey);
}

export async function findIntegrationKey(
  db: Database,
  tenantId: string,
  id: string,
): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(integrationApiKeys)
    .where(and(eq(integrationApiKeys.tenantId, tenantId), eq(integrationApiKeys.id, id)));
  return row;
}

export async function insertIntegrationKey(db: Database, values: typeof integrationApiKeys.$inferInsert) {
  const [row] = await db.insert(integrationApiKeys).values(values).returning();
  if (!row) throw new Error('API key insert returned no row');
  return row;
}

export async function revokeIntegrationKeyRow(db: Database, tenantId: string, id: string): Promise<void> {
  await db
    .update(integrationApiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(integrationApiKeys.tenantId, tenantId), eq(integrationApiKeys.id, id)));
}

/**
 * The network of a key that is not revoked nor past its last day, marking it used now. For the
 * outside services' endpoints that come later; nothing calls it from a route yet.
 */
export async function useIntegrationKey(
  db: Database,
  keyHash: string,
): Promise<{ tenantId: string } | undefined> {
  const [row] = await db
    .update(integrationApiKeys)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(integrationApiKeys.keyHash, keyHash),
        isNull(integrationApiKeys.revokedAt),
        or(isNull(integrationApiKeys.expiresOn), gte(integrationApiKeys.expiresOn, sql`current_date`)),
      ),
    )
    .returning({ tenantId: integrationApiKeys.tenantId });
  return row;
}
