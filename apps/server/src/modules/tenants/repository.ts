import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenantDomains, tenants } from '../../db/schema/index';

export type Tenant = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;

export async function findTenantByHost(db: Database, host: string): Promise<Tenant | undefined> {
  const rows = await db
    .select({ tenant: tenants })
    .from(tenantDomains)
    .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
    .where(eq(tenantDomains.host, host))
    .limit(1);
  return rows[0]?.tenant;
}

export async function findDefaultTenant(db: Database): Promise<Tenant | undefined> {
  const rows = await db.select().from(tenants).where(eq(tenants.isDefault, true)).limit(1);
  return rows[0];
}

export async function findTenantBySlug(db: Database, slug: string): Promise<Tenant | undefined> {
  const rows = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return rows[0];
}

export async function listTenants(db: Database): Promise<Array<Tenant & { domains: string[] }>> {
  const all = await db.select().from(tenants).orderBy(tenants.createdAt);
  const domains = await db.select().from(tenantDomains);
  return all.map((tenant) => ({
    ...tenant,
    domains: domains.filter((d) => d.tenantId === tenant.id).map((d) => d.host),
  }));
}

export async function insertTenant(db: Database, values: NewTenant, hosts: string[]): Promise<Tenant> {
  return db.transaction(async (tx) => {
    const [tenant] = await tx.insert(tenants).values(values).returning();
    if (!tenant) throw new Error('Tenant insert returned no row');
    if (hosts.length > 0) {
      await tx
        .insert(tenantDomains)
        .values(hosts.map((host) => ({ tenantId: tenant.id, host: normalizeHost(host) })));
    }
    return tenant;
  });
}

export async function updateTenantStatus(db: Database, id: string, status: Tenant['status']): Promise<void> {
  await db.update(tenants).set({ status, updatedAt: new Date() }).where(eq(tenants.id, id));
}

/** Host header → bare lower-case host name: no port, no trailing dot, IPv6 brackets kept. */
export function normalizeHost(host: string): string {
  let value = host.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? value : value.slice(0, end + 1);
  }
  const colon = value.indexOf(':');
  if (colon !== -1) value = value.slice(0, colon);
  return value.replace(/\.$/, '');
}
