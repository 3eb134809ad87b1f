import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tenantDomains, tenants } from '../db/schema/index';

export type Tenant = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;

export type DomainKind = (typeof tenantDomains.$inferSelect)['kind'];

/**
 * The tenant a host routes to, and whether it is one of its panel or tracking domains. Only a
 * verified domain routes: a name a network has claimed but not yet proved it controls is served
 * as if no network had it (docs/settings.md, "Domains").
 */
export async function findTenantDomain(
  db: Database,
  host: string,
): Promise<{ tenant: Tenant; kind: DomainKind } | undefined> {
  const rows = await db
    .select({ tenant: tenants, kind: tenantDomains.kind })
    .from(tenantDomains)
    .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
    .where(and(eq(tenantDomains.host, host), isNotNull(tenantDomains.verifiedAt)))
    .limit(1);
  return rows[0];
}

/** The tenant that claimed this host, verified or not: a claimed name is never another's. */
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

export async function listTenants(
  db: Database,
): Promise<Array<Tenant & { domains: Array<{ host: string; kind: DomainKind }> }>> {
  const all = await db.select().from(tenants).orderBy(tenants.createdAt);
  const domains = await db.select().from(tenantDomains);
  return all.map((tenant) => ({
    ...tenant,
    domains: domains.filter((d) => d.tenantId === tenant.id).map(({ host, kind }) => ({ host, kind })),
  }));
}

/**
 * A tenant with its panel hosts and, if any, the tracking domains its links use. The platform
 * operator (the CLI, the server's own bootstrap) vouches for these names: they are verified at once.
 */
export async function insertTenant(
  db: Database,
  values: NewTenant,
  hosts: string[],
  trackingHosts: string[] = [],
): Promise<Tenant> {
  const domains = [
    ...hosts.map((host) => ({ host: normalizeHost(host), kind: 'panel' as const })),
    // The first tracking domain is the one links use until setting/domain says otherwise.
    ...trackingHosts.map((host, index) => ({
      host: normalizeHost(host),
      kind: 'tracking' as const,
      isDefault: index === 0,
    })),
  ];
  return db.transaction(async (tx) => {
    const [tenant] = await tx.insert(tenants).values(values).returning();
    if (!tenant) throw new Error('Tenant insert returned no row');
    if (domains.length > 0) {
      const verifiedAt = new Date();
      await tx
        .insert(tenantDomains)
        .values(domains.map((domain) => ({ tenantId: tenant.id, ...domain, verifiedAt })));
    }
    return tenant;
  });
}

/**
 * Gives a tenant with no tracking domain its first one, verified at once and the default for
 * links: the platform operator vouches for it, as for the CLI's `--tracking-domain` (the demo
 * seeder is its one caller). A tenant that has a tracking domain, or a host another holds, is
 * left as it is.
 */
export async function addOperatorTrackingDomain(db: Database, tenantId: string, host: string): Promise<void> {
  const [existing] = await db
    .select({ id: tenantDomains.id })
    .from(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.kind, 'tracking')))
    .limit(1);
  if (existing) return;
  await db
    .insert(tenantDomains)
    .values({
      tenantId,
      host: normalizeHost(host),
      kind: 'tracking',
      isDefault: true,
      verifiedAt: new Date(),
    })
    .onConflictDoNothing();
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
