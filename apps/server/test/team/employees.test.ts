import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../src/db/schema/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedTenant, seedUser, uniqueClientIp } from '../helpers/factories';
import { signedIn } from '../helpers/partners';
import { extractResetToken, startSmtpCapture } from '../helpers/smtp-capture';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });
const PATH = '/api/v1/employees';

const freshEmail = () => `staff-${randomUUID().slice(0, 8)}@team.test`;

/** A tenant's admin and a role (with `publishers.read`) to give employees. */
async function adminWithRole() {
  const { app, handle } = ctx.current;
  const admin = await adminOfNewTenant(app, handle.db);
  const role = await app.inject({
    method: 'POST',
    url: '/api/v1/employee-roles',
    headers: admin.headers,
    payload: { name: 'Desk', permissions: ['publishers.read'], dataScope: 'managed' },
  });
  return { ...admin, roleId: String(role.json().data.id) };
}

describe('employees', () => {
  test('adding one e-mails an invitation; its link sets the password and the employee signs in', async () => {
    const { app } = ctx.current;
    const { tenant, headers, roleId } = await adminWithRole();
    const email = freshEmail();
    const created = await app.inject({
      method: 'POST',
      url: PATH,
      headers,
      payload: { name: 'Erin Staff', email: email.toUpperCase(), roleId },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Erin Staff',
      email,
      status: 'active',
      role: { id: roleId, name: 'Desk', dataScope: 'managed', permissions: ['publishers.read'] },
      managedPartners: 0,
      lastLoginAt: null,
    });
    expect(created.body).not.toMatch(/argon2|passwordHash/);

    const mail = await smtp.waitForMail(email);
    expect(mail.raw).toContain('Hello Erin Staff');
    const token = extractResetToken(mail);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      headers: { host: tenant.host },
      payload: { token, password: 'staff-chosen-pass-1', passwordConfirmation: 'staff-chosen-pass-1' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: tenant.host },
      remoteAddress: uniqueClientIp(),
      payload: { email, password: 'staff-chosen-pass-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({
      role: { slug: 'employee' },
      employeeRole: { id: roleId, name: 'Desk', dataScope: 'managed' },
      permissions: ['publishers.read'],
    });
  });

  test('bad input answers 422 with field errors and creates nobody', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, roleId } = await adminWithRole();
    const bad = await app.inject({
      method: 'POST',
      url: PATH,
      headers,
      payload: { name: '', email: 'not-an-email', roleId: 'x', status: 'pending' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'roleId', 'status']);
    const other = await adminWithRole();
    const foreignRole = await app.inject({
      method: 'POST',
      url: PATH,
      headers,
      payload: { name: 'Erin', email: freshEmail(), roleId: other.roleId },
    });
    expect(foreignRole.statusCode).toBe(422);
    expect(foreignRole.json().errors).toEqual({ roleId: ['Choose an existing role.'] });
    const admin = (await handle.db.select().from(users).where(eq(users.tenantId, tenant.id)))[0];
    const taken = await app.inject({
      method: 'POST',
      url: PATH,
      headers,
      payload: { name: 'Erin', email: admin?.email, roleId },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toHaveProperty('email');
    const rows = await handle.db.select().from(users).where(eq(users.tenantId, tenant.id));
    expect(rows.map((r) => r.role)).toEqual(['admin']);
  });

  test('the list searches, filters by role and status, pages, and shows only employees', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, roleId } = await adminWithRole();
    for (const name of ['Ann Alpha', 'Bob Beta', 'Cy Gamma']) {
      await app.inject({
        method: 'POST',
        url: PATH,
        headers,
        payload: { name, email: freshEmail(), roleId },
      });
    }
    const other = await seedUser(handle.db, tenant, { role: 'employee', status: 'blocked' });
    const get = async (query: string) =>
      (await app.inject({ method: 'GET', url: `${PATH}?${query}`, headers })).json();

    expect((await get('')).meta.total).toBe(4);
    expect((await get('search=beta')).data.map((e: { name: string }) => e.name)).toEqual(['Bob Beta']);
    expect((await get(`roleId=${roleId}`)).meta.total).toBe(3);
    expect((await get('status=blocked')).data.map((e: { id: string }) => e.id)).toEqual([other.id]);
    const page = await get('sort=name&order=asc&perPage=2&page=2');
    expect(page.data.map((e: { name: string }) => e.name)).toEqual(['Cy Gamma', 'Test employee']);
    expect(page.meta).toEqual({ page: 2, perPage: 2, total: 4 });
    expect((await get('status=pending')).errors).toHaveProperty('status');
  });

  test('blocking an employee ends their sessions at once: their next call is 401', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, roleId } = await adminWithRole();
    const employee = await signedIn(app, handle.db, tenant, {
      role: 'employee',
      permissions: ['publishers.read'],
    });
    const call = () => app.inject({ method: 'GET', url: '/api/v1/publishers', headers: employee.headers });
    expect((await call()).statusCode).toBe(200);
    const body = { name: 'Blocked Bee', email: employee.user.email, roleId, status: 'blocked' };
    const blocked = await app.inject({
      method: 'PUT',
      url: `${PATH}/${employee.user.id}`,
      headers,
      payload: body,
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toMatchObject({
      name: 'Blocked Bee',
      status: 'blocked',
      role: { id: roleId },
    });
    expect((await call()).statusCode).toBe(401);

    // Unblocked, the old session stays ended: they sign in again.
    await app.inject({
      method: 'PUT',
      url: `${PATH}/${employee.user.id}`,
      headers,
      payload: { ...body, status: 'active' },
    });
    expect((await call()).statusCode).toBe(401);
  });

  test('who may list, add and edit employees', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const read = await statusesByCaller(app, handle.db, tenant, {
      permission: 'employees.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: PATH }),
    });
    expect(read.statuses).toEqual(STAFF_ONLY(200));
    // A role holding nothing: within reach of an employee caller holding only employees.write (grants.test.ts).
    const target = await seedUser(handle.db, tenant, { role: 'employee', permissions: [] });
    const write = await statusesByCaller(app, handle.db, tenant, {
      permission: 'employees.write',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'PUT',
        url: `${PATH}/${target.id}`,
        payload: { name: 'Renamed', email: target.email, roleId: target.employeeRoleId, status: 'active' },
      }),
      snapshot: async () => (await handle.db.select().from(users).where(eq(users.id, target.id)))[0]?.name,
    });
    expect(write.statuses).toEqual(STAFF_ONLY(200));
    expect(write.afterRefused).toEqual(write.before);
  });

  test("another tenant's employee is not found, and admins are not employees", async () => {
    const { app, handle } = ctx.current;
    const other = await adminWithRole();
    const foreign = await seedUser(handle.db, other.tenant, { role: 'employee' });
    const { headers, user, roleId } = await adminWithRole();
    for (const id of [foreign.id, user.id]) {
      expect((await app.inject({ method: 'GET', url: `${PATH}/${id}`, headers })).statusCode).toBe(404);
      const payload = { name: 'X', email: freshEmail(), roleId, status: 'blocked' };
      expect((await app.inject({ method: 'PUT', url: `${PATH}/${id}`, headers, payload })).statusCode).toBe(
        404,
      );
    }
    const [kept] = await handle.db.select().from(users).where(eq(users.id, foreign.id));
    expect(kept?.status).toBe('active');
  });
});
