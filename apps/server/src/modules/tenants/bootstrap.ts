import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { generatePassword } from '../../lib/crypto';
import { findDefaultTenant, insertTenant, type NewTenant, type Tenant } from '../../tenancy/index';
import { createUser } from '../users/index';

export type CreatedAdmin = { email: string; password: string; generated: boolean };
export type BootstrapResult = { tenant: Tenant; createdAdmin: CreatedAdmin | null };

export type BootstrapOptions = {
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  tenantName?: string;
};

const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** How a default tenant is set up when the database has none (the slug is always `default`). */
export type DefaultTenantSettings = Omit<NewTenant, 'id' | 'slug' | 'isDefault' | 'createdAt' | 'updatedAt'>;

/** The default tenant (it serves localhost and every host no tenant claims), created on an empty database. */
export async function findOrCreateDefaultTenant(
  db: Database,
  settings: DefaultTenantSettings,
): Promise<Tenant> {
  const existing = await findDefaultTenant(db);
  return existing ?? insertTenant(db, { ...settings, slug: 'default', isDefault: true }, []);
}

/**
 * On an empty database: create the default tenant (it serves localhost) and its first admin,
 * from ADMIN_EMAIL/ADMIN_PASSWORD or with a generated password the caller prints once.
 */
export async function ensureDefaultTenant(db: Database, options: BootstrapOptions): Promise<BootstrapResult> {
  const tenant = await findOrCreateDefaultTenant(db, { name: options.tenantName ?? 'affnet' });
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.role, 'admin')))
    .limit(1);
  if (admins.length > 0) return { tenant, createdAdmin: null };

  const email = options.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = options.adminPassword ?? generatePassword();
  await createUser(db, { tenantId: tenant.id, email, name: 'Administrator', password, role: 'admin' });
  return { tenant, createdAdmin: { email, password, generated: !options.adminPassword } };
}
