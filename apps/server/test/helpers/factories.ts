import { randomUUID } from 'node:crypto';
import type { AccountStatus, PartnerKind, UserRole } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import type { tenants } from '../../src/db/schema/index';
import {
  createPartnerAccount,
  type PartnerAccountInput,
  type PartnerRecord,
} from '../../src/modules/partners/index';
import { ensureDefaultTenant } from '../../src/modules/tenants/index';
import { createUser, findOrCreateEmployeeRole, type User } from '../../src/modules/users/index';
import { findDefaultTenant, insertTenant, type Tenant } from '../../src/tenancy/index';

const unique = () => randomUUID().slice(0, 8);

export type TestTenant = Tenant & { host: string };

/** A tenant on its own host name (and tracking domain), so tests never share rows. */
export async function seedTenant(
  db: Database,
  overrides: Partial<typeof tenants.$inferInsert> = {},
): Promise<TestTenant & { trackingHost: string }> {
  const id = unique();
  const host = `t-${id}.test`;
  const trackingHost = `track.${host}`;
  const tenant = await insertTenant(
    db,
    { slug: `t-${id}`, name: `Network ${id}`, supportEmail: `support@${host}`, ...overrides },
    [host],
    [trackingHost],
  );
  return { ...tenant, host, trackingHost };
}

/**
 * The default tenant (it answers every host no tenant claims). On PostgreSQL the database is
 * shared by all test files, so it may exist already, or another file may be creating it now.
 * Tests must not change it. `host` is a fresh name no tenant claims, so it reaches this tenant.
 */
export async function getDefaultTenant(db: Database): Promise<TestTenant> {
  const host = `unclaimed-${unique()}.test`;
  const existing = await findDefaultTenant(db);
  if (existing) return { ...existing, host };
  try {
    const { tenant } = await ensureDefaultTenant(db, { adminEmail: undefined, adminPassword: undefined });
    return { ...tenant, host };
  } catch (error) {
    const raced = await findDefaultTenant(db);
    if (!raced) throw error;
    return { ...raced, host };
  }
}

export type TestUser = User & { password: string };

export type SeedUserOptions = {
  role?: UserRole;
  status?: AccountStatus;
  password?: string;
  permissions?: string[];
  /** An employee's data scope (their role's): all partners unless told. */
  dataScope?: 'all' | 'managed';
  email?: string;
};

export async function seedUser(
  db: Database,
  tenant: Tenant,
  options: SeedUserOptions = {},
): Promise<TestUser> {
  const role = options.role ?? 'admin';
  const password = options.password ?? 'correct-horse-1';
  const employeeRole =
    role === 'employee'
      ? await findOrCreateEmployeeRole(
          db,
          tenant.id,
          `Role ${unique()}`,
          options.permissions ?? ['offers.read'],
          options.dataScope,
        )
      : null;
  const user = await createUser(db, {
    tenantId: tenant.id,
    email: options.email ?? `${role}-${unique()}@example.test`,
    name: `Test ${role}`,
    password,
    role,
    status: options.status ?? 'active',
    employeeRoleId: employeeRole?.id ?? null,
  });
  return { ...user, password };
}

export type SeedPartnerOptions = Partial<PartnerAccountInput['columns']> & {
  kind: PartnerKind;
  status?: AccountStatus;
  email?: string;
  password?: string;
  contactName?: string;
};

/** The partner row plus its sign-in account (with the password, for `loginAs`). */
export type TestPartner = { partner: PartnerRecord; user: TestUser };

/** An advertiser or publisher (account and profile, as the app writes them), active unless told. */
export async function seedPartner(
  db: Database,
  tenant: Tenant,
  options: SeedPartnerOptions,
): Promise<TestPartner> {
  const { kind, status = 'active', email, password = 'partner-secret-1', contactName, ...columns } = options;
  const id = unique();
  const { user, partner } = await createPartnerAccount(db, {
    tenantId: tenant.id,
    kind,
    account: {
      email: email ?? `${kind}-${id}@example.test`,
      name: contactName ?? `Contact ${id}`,
      password,
      status,
    },
    columns: { company: `Company ${id}`, ...columns },
  });
  return { partner, user: { ...user, password } };
}

/** Signs in through the real endpoint and returns the bearer token. */
export async function loginAs(app: FastifyInstance, tenant: TestTenant, user: TestUser): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { host: tenant.host },
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

let lastClientIp = 0;

/**
 * A client address of its own for `inject({ remoteAddress })`, so one test's requests never
 * count against another's IP-keyed rate limits (each app keeps its own counters).
 */
export function uniqueClientIp(): string {
  lastClientIp += 1;
  return `10.${(lastClientIp >> 16) & 255}.${(lastClientIp >> 8) & 255}.${lastClientIp & 255}`;
}

export function authHeaders(tenant: TestTenant, token: string) {
  return { host: tenant.host, authorization: `Bearer ${token}` };
}
