import { PERMISSIONS, SessionUserSchema } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { employeeRoles, sessions } from '../../src/db/schema/index';
import { updateUserStatus } from '../../src/modules/users/index';
import {
  authHeaders,
  loginAs,
  seedPartner,
  seedTenant,
  seedUser,
  type TestTenant,
} from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

function me(tenant: TestTenant, headers: Record<string, string> = {}) {
  return ctx.current.app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: { host: tenant.host, ...headers },
  });
}

const SIGN_IN = { message: 'Sign in to continue.' };

describe('GET /api/v1/auth/me', () => {
  test('an admin gets the SessionUser with every permission', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const admin = await seedUser(handle.db, tenant, { role: 'admin' });
    const response = await me(tenant, authHeaders(tenant, await loginAs(app, tenant, admin)));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(SessionUserSchema.strict().parse(data)).toEqual(data);
    expect(data).toMatchObject({ id: admin.id, tenantId: tenant.id, email: admin.email, status: 'active' });
    expect(data.role).toEqual({ slug: 'admin', name: 'Admin' });
    expect(data.employeeRole).toBeNull();
    expect(data.permissions).toEqual([...PERMISSIONS]);
  });

  test('an employee gets exactly the permissions of its custom role, and the role', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const employee = await seedUser(handle.db, tenant, {
      role: 'employee',
      permissions: ['reports.read', 'offers.write'],
    });
    const response = await me(tenant, authHeaders(tenant, await loginAs(app, tenant, employee)));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const [role] = await handle.db
      .select()
      .from(employeeRoles)
      .where(eq(employeeRoles.id, employee.employeeRoleId ?? ''));
    expect(data.role.slug).toBe('employee');
    expect(data.employeeRole).toEqual({ id: role?.id, name: role?.name, dataScope: 'all' });
    expect([...data.permissions].sort()).toEqual(['offers.write', 'reports.read']);
  });

  test('an unknown permission stored on a custom role is not handed out', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const employee = await seedUser(handle.db, tenant, {
      role: 'employee',
      permissions: ['offers.read', 'root.everything'],
    });
    const response = await me(tenant, authHeaders(tenant, await loginAs(app, tenant, employee)));
    expect(response.json().data.permissions).toEqual(['offers.read']);
  });

  test.each(['publisher', 'advertiser'] as const)(
    'a %s holds no permissions and no custom role',
    async (role) => {
      const { app, handle } = ctx.current;
      const tenant = await seedTenant(handle.db);
      const user = await seedUser(handle.db, tenant, { role });
      const response = await me(tenant, authHeaders(tenant, await loginAs(app, tenant, user)));
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        role: { slug: role },
        employeeRole: null,
        permissions: [],
      });
    },
  );

  test.each(['publisher', 'advertiser'] as const)('a %s sees their own partner number', async (kind) => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { partner, user } = await seedPartner(handle.db, tenant, { kind });
    const response = await me(tenant, authHeaders(tenant, await loginAs(app, tenant, user)));
    expect(response.json().data.partnerRef).toBe(partner.ref);
    const admin = await seedUser(handle.db, tenant, { role: 'admin' });
    const staff = await me(tenant, authHeaders(tenant, await loginAs(app, tenant, admin)));
    expect(staff.json().data.partnerRef).toBeNull();
  });

  test('no token, a garbage token or a malformed header answer 401', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer not-a-real-token' },
      { authorization: 'Bearer' },
      { authorization: 'Basic dXNlcjpwYXNz' },
    ];
    for (const headers of cases) {
      const response = await me(tenant, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual(SIGN_IN);
    }
  });

  test('an expired session answers 401', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    const token = await loginAs(app, tenant, user);
    expect((await me(tenant, authHeaders(tenant, token))).statusCode).toBe(200);
    await handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(tenant, authHeaders(tenant, token))).statusCode).toBe(401);
  });

  test('a revoked session answers 401', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    const token = await loginAs(app, tenant, user);
    await handle.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    expect((await me(tenant, authHeaders(tenant, token))).statusCode).toBe(401);
  });

  test('a user blocked after signing in loses access with the token they hold', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant, { role: 'publisher' });
    const token = await loginAs(app, tenant, user);
    await updateUserStatus(handle.db, tenant.id, user.id, 'blocked');
    const response = await me(tenant, authHeaders(tenant, token));
    expect(response.statusCode).toBe(401);
  });

  test('a session unused for a while has last_used_at refreshed', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    const token = await loginAs(app, tenant, user);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await handle.db.update(sessions).set({ lastUsedAt: anHourAgo }).where(eq(sessions.userId, user.id));
    expect((await me(tenant, authHeaders(tenant, token))).statusCode).toBe(200);
    const [row] = await handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.lastUsedAt.getTime()).toBeGreaterThan(anHourAgo.getTime() + 60_000);
  });
});
