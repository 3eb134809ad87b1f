import { domainVerificationRecordOf, type NetworkDomain } from '@affnet/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenantDomains } from '../../db/schema/index';

export type DomainRow = typeof tenantDomains.$inferSelect;

export function toNetworkDomain(row: DomainRow): NetworkDomain {
  return {
    id: row.id,
    host: row.host,
    kind: row.kind,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    verification: row.verifiedAt ? null : domainVerificationRecordOf(row.host, row.verificationToken),
  };
}

/** A network's domains: panel ones first, then tracking, each oldest first. */
export async function listDomains(db: Database, tenantId: string): Promise<DomainRow[]> {
  return db
    .select()
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, tenantId))
    .orderBy(asc(tenantDomains.kind), asc(tenantDomains.createdAt), asc(tenantDomains.host));
}

export async function findDomain(db: Database, tenantId: string, id: string): Promise<DomainRow | undefined> {
  const [row] = await db
    .select()
    .from(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.id, id)))
    .limit(1);
  return row;
}

/** Makes one tracking domain the default (clearing the previous one first: one default per network). */
export async function markDefaultTrackingDomain(db: Database, tenantId: string, id: string): Promise<void> {
  await db
    .update(tenantDomains)
    .set({ isDefault: false })
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.isDefault, true)));
  await db
    .update(tenantDomains)
    .set({ isDefault: true })
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.id, id)));
}

/** Marks a pending domain verified now; the row as it is after, or undefined if it was not pending. */
export async function markDomainVerified(
  db: Database,
  tenantId: string,
  id: string,
): Promise<DomainRow | undefined> {
  const [row] = await db
    .update(tenantDomains)
    .set({ verifiedAt: new Date() })
    .where(
      and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.id, id), isNull(tenantDomains.verifiedAt)),
    )
    .returning();
  return row;
}

/** Whether the network has a default tracking domain (the one its links use). */
export async function hasDefaultTrackingDomain(db: Database, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tenantDomains.id })
    .from(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.isDefault, true)))
    .limit(1);
  return row !== undefined;
}
