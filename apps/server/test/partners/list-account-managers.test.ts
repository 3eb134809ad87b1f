import { describe, expect, test } from 'vitest';
import { authHeaders, loginAs, seedPartner, seedTenant, seedUser } from '../helpers/factories';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

const URL = '/api/v1/account-managers';

describe('GET /api/v1/account-managers', () => {
  test('lists the active admins and employees of this tenant only, by name', async () => {
    const { app, handle } = ctx.current;
    const { tenant, user: admin, headers } = await adminOfNewTenant(app, handle.db);
    const employee = await seedUser(handle.db, tenant, { role: 'employee' });
    await seedUser(handle.db, tenant, { role: 'employee', status: 'blocked' });
    await seedUser(handle.db, tenant, { role: 'admin', status: 'pending' });
    await seedPartner(handle.db, tenant, { kind: 'publisher' });
    await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    await seedUser(handle.db, await seedTenant(handle.db), { role: 'admin' });

    const response = await app.inject({ method: 'GET', url: URL, headers });
    expect(response.statusCode).toBe(200);
    // seedUser names people "Test <role>", so the admin sorts first.
    expect(response.json()).toEqual({
      data: [
        { id: admin.id, name: admin.name, email: admin.email },
        { id: employee.id, name: employee.name, email: employee.email },
      ],
    });
  });

  test('an employee with any permission may read it; partners get 403; no token gets 401', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const employee = await signedIn(app, handle.db, tenant, {
      role: 'employee',
      permissions: ['offers.read'],
    });
    const call = (headers: Record<string, string>) => app.inject({ method: 'GET', url: URL, headers });
    const partnerHeaders = async (kind: 'publisher' | 'advertiser') =>
      authHeaders(tenant, await loginAs(app, tenant, (await seedPartner(handle.db, tenant, { kind })).user));

    expect((await call(employee.headers)).statusCode).toBe(200);
    expect((await call(await partnerHeaders('publisher'))).statusCode).toBe(403);
    expect((await call(await partnerHeaders('advertiser'))).statusCode).toBe(403);
    expect((await call({ host: tenant.host })).statusCode).toBe(401);
  });
});
