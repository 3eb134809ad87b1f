import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { employeeRoles, users } from '../../src/db/schema/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedTenant } from '../helpers/factories';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PATH = '/api/v1/employee-roles';

const roleBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Support ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Answers publishers',
  permissions: ['publishers.read', 'offers.read'],
  dataScope: 'managed',
  ...overrides,
});

async function createRole(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const response = await ctx.current.app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: roleBody(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; name: string };
}

describe('employee roles', () => {
  test('an admin adds a role and reads it back, in the list and by id', async () => {
    const { app } = ctx.current;
    const { headers } = await adminOfNewTenant(app, ctx.current.handle.db);
    const body = roleBody({ name: 'Publisher desk' });
    const created = await app.inject({ method: 'POST', url: PATH, headers, payload: body });
    expect(created.statusCode).toBe(201);
    const { data } = created.json();
    expect(data).toMatchObject({
      name: 'Publisher desk',
      description: 'Answers publishers',
      permissions: ['publishers.read', 'offers.read'],
      dataScope: 'managed',
      memberCount: 0,
    });
    const list = await app.inject({ method: 'GET', url: `${PATH}?search=desk`, headers });
    expect(list.json()).toMatchObject({ data: [data], meta: { total: 1 } });
    const one = await app.inject({ method: 'GET', url: `${PATH}/${data.id}`, headers });
    expect(one.json()).toEqual({ data });
  });

  test('bad input answers 422 with field errors and writes nothing', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(app, handle.db);
    const taken = await createRole(headers, { name: 'Taken' });
    const answer = await app.inject({
      method: 'POST',
      url: PATH,
      headers,
      payload: { name: ' ', permissions: ['offers.read', 'root.everything'], dataScope: 'some' },
    });
    expect(answer.statusCode).toBe(422);
    const fields = answer.json().errors;
    expect(Object.keys(fields).sort()).toEqual(expect.arrayContaining(['dataScope', 'name']));
    expect(Object.keys(fields).some((key) => key.startsWith('permissions'))).toBe(true);

    const duplicate = await app.inject({
      method: 'POST',
      url: PATH,
      headers,
      payload: roleBody({ name: 'taken' }),
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: ['Another role has this name.'] });
    const rows = await handle.db.select().from(employeeRoles).where(eq(employeeRoles.tenantId, tenant.id));
    expect(rows.map((r) => r.id)).toEqual([taken.id]);
  });

  test('who may list and add roles', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const read = await statusesByCaller(app, handle.db, tenant, {
      permission: 'employees.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: PATH }),
    });
    expect(read.statuses).toEqual(STAFF_ONLY(200));
    const write = await statusesByCaller(app, handle.db, tenant, {
      permission: 'employees.write',
      expected: STAFF_ONLY(201),
      // No permissions: the employee caller holds only employees.write and grants nothing more (grants.test.ts).
      request: async () => ({ method: 'POST', url: PATH, payload: roleBody({ permissions: [] }) }),
      snapshot: () => handle.db.select().from(employeeRoles).where(eq(employeeRoles.tenantId, tenant.id)),
    });
    expect(write.statuses).toEqual(STAFF_ONLY(201));
    expect(write.afterRefused).toEqual(write.before);
  });

  test("another tenant's role is not found: not listed, read, edited or deleted", async () => {
    const { app, handle } = ctx.current;
    const other = await adminOfNewTenant(app, handle.db);
    const foreign = await createRole(other.headers);
    const { headers } = await adminOfNewTenant(app, handle.db);
    const list = await app.inject({ method: 'GET', url: PATH, headers });
    expect(list.json().meta.total).toBe(0);
    const url = `${PATH}/${foreign.id}`;
    expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url, headers, payload: roleBody() })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    const [kept] = await handle.db.select().from(employeeRoles).where(eq(employeeRoles.id, foreign.id));
    expect(kept?.name).toBe(foreign.name);
  });

  test("a change to a role applies to its members' next request, on the same session", async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(app, handle.db);
    const employee = await signedIn(app, handle.db, tenant, {
      role: 'employee',
      permissions: ['offers.read'],
    });
    const roleId = employee.user.employeeRoleId;
    const offers = () => app.inject({ method: 'GET', url: '/api/v1/publishers', headers: employee.headers });
    expect((await offers()).statusCode).toBe(403);

    const edit = await app.inject({
      method: 'PUT',
      url: `${PATH}/${roleId}`,
      headers,
      payload: roleBody({ permissions: ['publishers.read'], dataScope: 'all' }),
    });
    expect(edit.statusCode).toBe(200);
    expect((await offers()).statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: employee.headers });
    expect(me.json().data.permissions).toEqual(['publishers.read']);
  });

  test('a role in use is not deleted: 409 naming its members, or they move in the same step', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(app, handle.db);
    const first = await signedIn(app, handle.db, tenant, { role: 'employee' });
    const roleId = String(first.user.employeeRoleId);
    await handle.db
      .update(users)
      .set({ employeeRoleId: roleId })
      .where(eq(users.id, (await signedIn(app, handle.db, tenant, { role: 'employee' })).user.id));
    const url = `${PATH}/${roleId}`;

    const refused = await app.inject({ method: 'DELETE', url, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^2 employees hold the role ".+": move them to another role/);

    const itself = await app.inject({ method: 'DELETE', url: `${url}?moveTo=${roleId}`, headers });
    expect(itself.statusCode).toBe(422);
    expect(itself.json().errors).toHaveProperty('moveTo');

    const target = await createRole(headers, { permissions: ['publishers.read'], dataScope: 'all' });
    const moved = await app.inject({ method: 'DELETE', url: `${url}?moveTo=${target.id}`, headers });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ data: { moved: 2 } });
    expect(await handle.db.select().from(employeeRoles).where(eq(employeeRoles.id, roleId))).toEqual([]);
    const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: first.headers });
    expect(me.json().data.employeeRole).toMatchObject({ id: target.id, name: target.name });
    const unused = await createRole(headers);
    expect((await app.inject({ method: 'DELETE', url: `${PATH}/${unused.id}`, headers })).json()).toEqual({
      data: { moved: 0 },
    });
  });
});
