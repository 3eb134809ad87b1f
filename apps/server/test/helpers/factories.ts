import { randomUUID } from 'node:crypto';
import type { AccountStatus, UserRole } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import type { tenants } from '../../src/db/schema/index';
import { insertTenant, type Tenant } from '../../src/modules/tenants/index';
import { createUser, findOrCreateEmployeeRole, type User } from '../../src/modules/users/index';

const unique = () => randomUUID().slice(0, 8);

export type TestTenant = Tenant & { host: string };

/** A tenant on its own host name, so tests never share rows. */
export async function seedTenant(
  db: Database,
  overrides: Partial<typeof tenants.$inferInsert> = {},
): Promise<TestTenant> {
  const id = unique();
  const host = `t-${id}.test`;
  const tenant = await insertTenant(
    db,
    { slug: `t-${id}`, name: `Network ${id}`, supportEmail: `support@${host}`, ...overrides },
    [host],
  );
  return { ...tenant, host };
}

export type TestUser = User & { password: string };

export type SeedUserOptions = {
  role?: UserRole;
  status?: AccountStatus;
  password?: string;
  permissions?: string[];
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

export function authHeaders(tenant: TestTenant, token: string) {
  return { host: tenant.host, authorization: `Bearer ${token}` };
}
