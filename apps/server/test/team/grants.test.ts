import { randomUUID } from 'node:crypto';
import type { Permission } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { employeeRoles, users } from '../../src/db/schema/index';
import { seedUser, type TestTenant } from '../helpers/factories';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const ROLES = '/api/v1/employee-roles';
const EMPLOYEES = '/api/v1/employees';

/** What the team lead holds: the team permissions and two more, over the partners they manage. */
const LEAD_HOLDS: Permission[] = ['employees.read', 'employees.write', 'publishers.read', 'offers.read'];

const freshEmail = () => `staff-${randomUUID().slice(0, 8)}@team.test`;

/**
 * A network with its admin, a signed-in team lead (employees.write, managed scope), and roles
 * the admin made: one within the lead's reach (Desk), one with more permissions (Finance), one
 * seeing every partner (Wide desk).
 */
async function teamWorld() {
  const { app, handle } = ctx.current;
  const admin = await adminOfNewTenant(app, handle.db);
  const lead = await signedIn(app, handle.db, admin.tenant, {
    role: 'employee',
    permissions: LEAD_HOLDS,
    dataScope: 'managed',
  });
  const addRole = async (name: string, permissions: Permission[], dataScope: 'all' | 'managed') => {
    const answer = await app.inject({
      method: 'POST',
      url: ROLES,
      headers: admin.headers,
      payload: { name, permissions, dataScope },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return String(answer.json().data.id);
  };
  return {
    admin,
    lead: { ...lead, roleId: String(lead.user.employeeRoleId) },
    desk: await addRole('Desk', ['publishers.read'], 'managed'),
    finance: await addRole('Finance', ['billing.read', 'billing.write'], 'managed'),
    wideDesk: await addRole('Wide desk', ['publishers.read'], 'all'),
  };
}

/** The employee rows and role rows of a tenant, to prove a refusal wrote nothing. */
async function teamRows(tenant: TestTenant) {
  const { db } = ctx.current.handle;
  return {
    roles: await db.select().from(employeeRoles).where(eq(employeeRoles.tenantId, tenant.id)),
    users: await db.select().from(users).where(eq(users.tenantId, tenant.id)),
  };
}

async function employeeOn(tenant: TestTenant, roleId: string) {
  const user = await seedUser(ctx.current.handle.db, tenant, { role: 'employee', permissions: [] });
  await ctx.current.handle.db.update(users).set({ employeeRoleId: roleId }).where(eq(users.id, user.id));
  return { ...user, employeeRoleId: roleId };
}

const roleBody = (permissions: Permission[], dataScope: 'all' | 'managed', name = 'Team lead') => ({
  name,
  permissions,
  dataScope,
});

describe('nobody edits their own role or assignment', () => {
  test('an employee cannot edit or delete their own role, even to narrow it: 403, nothing written', async () => {
    const { app } = ctx.current;
    const { admin, lead } = await teamWorld();
    const before = await teamRows(admin.tenant);
    const url = `${ROLES}/${lead.roleId}`;
    for (const payload of [
      roleBody([...LEAD_HOLDS, 'billing.write'], 'managed'),
      roleBody(LEAD_HOLDS, 'all'),
      roleBody(['employees.read'], 'managed', 'Narrower'),
    ]) {
      const answer = await app.inject({ method: 'PUT', url, headers: lead.headers, payload });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe('You cannot change your own role: ask an admin.');
    }
    const deleted = await app.inject({ method: 'DELETE', url, headers: lead.headers });
    expect(deleted.statusCode).toBe(403);
    expect(await teamRows(admin.tenant)).toEqual(before);
    const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: lead.headers });
    expect(me.json().data.permissions.sort()).toEqual([...LEAD_HOLDS].sort());
  });

  test('an employee cannot move themselves to another role, wider or not; their name is theirs to fix', async () => {
    const { app } = ctx.current;
    const { admin, lead, desk, finance, wideDesk } = await teamWorld();
    const before = await teamRows(admin.tenant);
    const url = `${EMPLOYEES}/${lead.user.id}`;
    const own = { name: lead.user.name, email: lead.user.email, status: 'active' };
    for (const roleId of [finance, wideDesk, desk]) {
      const answer = await app.inject({
        method: 'PUT',
        url,
        headers: lead.headers,
        payload: { ...own, roleId },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe('You cannot change your own role: ask an admin.');
    }
    expect(await teamRows(admin.tenant)).toEqual(before);
    const renamed = await app.inject({
      method: 'PUT',
      url,
      headers: lead.headers,
      payload: { ...own, name: 'Lee Lead', roleId: lead.roleId },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Lee Lead', role: { id: lead.roleId } });
  });
});

describe('nobody grants a permission or a scope they do not hold', () => {
  test('a role with permissions the caller lacks, or every partner, is refused on its fields', async () => {
    const { app } = ctx.current;
    const { admin, lead, desk } = await teamWorld();
    const before = await teamRows(admin.tenant);
    const created = await app.inject({
      method: 'POST',
      url: ROLES,
      headers: lead.headers,
      payload: roleBody(['publishers.read', 'billing.write', 'settings.write'], 'all', 'Sneaky'),
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({
      permissions: ['You cannot grant permissions you do not hold: billing.write, settings.write'],
      dataScope: ['You see only the partners you manage, so you cannot grant every partner'],
    });
    const edited = await app.inject({
      method: 'PUT',
      url: `${ROLES}/${desk}`,
      headers: lead.headers,
      payload: roleBody(['publishers.read', 'publishers.write'], 'managed', 'Desk'),
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toEqual({
      permissions: ['You cannot grant permissions you do not hold: publishers.write'],
    });
    const widened = await app.inject({
      method: 'PUT',
      url: `${ROLES}/${desk}`,
      headers: lead.headers,
      payload: roleBody(['publishers.read'], 'all', 'Desk'),
    });
    expect(widened.statusCode).toBe(422);
    expect(Object.keys(widened.json().errors)).toEqual(['dataScope']);
    expect(await teamRows(admin.tenant)).toEqual(before);
  });

  test('a role holding more than the caller is not given to anyone, added or edited', async () => {
    const { app } = ctx.current;
    const { admin, lead, desk, finance, wideDesk } = await teamWorld();
    const colleague = await employeeOn(admin.tenant, desk);
    const before = await teamRows(admin.tenant);
    for (const roleId of [finance, wideDesk]) {
      const added = await app.inject({
        method: 'POST',
        url: EMPLOYEES,
        headers: lead.headers,
        payload: { name: 'New Hire', email: freshEmail(), roleId },
      });
      expect(added.statusCode).toBe(422);
      expect(Object.keys(added.json().errors)).toEqual(['roleId']);
      const moved = await app.inject({
        method: 'PUT',
        url: `${EMPLOYEES}/${colleague.id}`,
        headers: lead.headers,
        payload: { name: colleague.name, email: colleague.email, status: 'active', roleId },
      });
      expect(moved.statusCode).toBe(422);
      expect(Object.keys(moved.json().errors)).toEqual(['roleId']);
    }
    const [finances, wide] = [
      await app.inject({
        method: 'POST',
        url: EMPLOYEES,
        headers: lead.headers,
        payload: { name: 'New Hire', email: freshEmail(), roleId: finance },
      }),
      await app.inject({
        method: 'POST',
        url: EMPLOYEES,
        headers: lead.headers,
        payload: { name: 'New Hire', email: freshEmail(), roleId: wideDesk },
      }),
    ];
    expect(finances.json().errors.roleId).toEqual([
      'This role holds permissions you do not: billing.read, billing.write',
    ]);
    expect(wide.json().errors.roleId).toEqual([
      'This role sees every partner; you see only the partners you manage',
    ]);
    expect(await teamRows(admin.tenant)).toEqual(before);
  });

  test('roles and employees beyond the caller are out of reach: not edited, deleted or moved onto', async () => {
    const { app } = ctx.current;
    const { admin, lead, desk, finance } = await teamWorld();
    const accountant = await employeeOn(admin.tenant, finance);
    await employeeOn(admin.tenant, desk);
    const before = await teamRows(admin.tenant);

    const editFinance = await app.inject({
      method: 'PUT',
      url: `${ROLES}/${finance}`,
      headers: lead.headers,
      payload: roleBody([], 'managed', 'Finance'),
    });
    expect(editFinance.statusCode).toBe(403);
    expect(editFinance.json().message).toBe(
      'This role holds more than you do (billing.read, billing.write): only someone holding all of it may change it.',
    );
    expect(
      (await app.inject({ method: 'DELETE', url: `${ROLES}/${finance}`, headers: lead.headers })).statusCode,
    ).toBe(403);
    // Taking over a stronger account by changing its e-mail is refused too.
    const hijack = await app.inject({
      method: 'PUT',
      url: `${EMPLOYEES}/${accountant.id}`,
      headers: lead.headers,
      payload: { name: accountant.name, email: freshEmail(), status: 'active', roleId: finance },
    });
    expect(hijack.statusCode).toBe(403);
    const moveOnto = await app.inject({
      method: 'DELETE',
      url: `${ROLES}/${desk}?moveTo=${finance}`,
      headers: lead.headers,
    });
    expect(moveOnto.statusCode).toBe(422);
    expect(Object.keys(moveOnto.json().errors)).toEqual(['moveTo']);
    expect(await teamRows(admin.tenant)).toEqual(before);
  });
});

describe('what stays allowed', () => {
  test('within their own reach an employee adds and edits roles and employees', async () => {
    const { app } = ctx.current;
    const { lead, desk } = await teamWorld();
    const added = await app.inject({
      method: 'POST',
      url: ROLES,
      headers: lead.headers,
      payload: roleBody(['publishers.read', 'offers.read'], 'managed', 'Helpers'),
    });
    expect(added.statusCode).toBe(201);
    const widened = await app.inject({
      method: 'PUT',
      url: `${ROLES}/${desk}`,
      headers: lead.headers,
      payload: roleBody(['publishers.read', 'offers.read'], 'managed', 'Desk'),
    });
    expect(widened.statusCode).toBe(200);
    const hired = await app.inject({
      method: 'POST',
      url: EMPLOYEES,
      headers: lead.headers,
      payload: { name: 'New Hire', email: freshEmail(), roleId: desk },
    });
    expect(hired.statusCode).toBe(201);
    const moved = await app.inject({
      method: 'PUT',
      url: `${EMPLOYEES}/${hired.json().data.id}`,
      headers: lead.headers,
      payload: {
        name: 'New Hire',
        email: hired.json().data.email,
        status: 'active',
        roleId: added.json().data.id,
      },
    });
    expect(moved.statusCode).toBe(200);
  });

  test('admins hold everything: any role, any scope, any employee', async () => {
    const { app } = ctx.current;
    const { admin, lead, finance, wideDesk } = await teamWorld();
    const everything = await app.inject({
      method: 'POST',
      url: ROLES,
      headers: admin.headers,
      payload: roleBody(['billing.write', 'settings.write', 'employees.write'], 'all', 'Everything'),
    });
    expect(everything.statusCode).toBe(201);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `${ROLES}/${lead.roleId}`,
          headers: admin.headers,
          payload: roleBody([...LEAD_HOLDS, 'billing.read'], 'all'),
        })
      ).statusCode,
    ).toBe(200);
    for (const roleId of [finance, wideDesk]) {
      const moved = await app.inject({
        method: 'PUT',
        url: `${EMPLOYEES}/${lead.user.id}`,
        headers: admin.headers,
        payload: { name: lead.user.name, email: lead.user.email, status: 'active', roleId },
      });
      expect(moved.statusCode).toBe(200);
    }
  });
});
