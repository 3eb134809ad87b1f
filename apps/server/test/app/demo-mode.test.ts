import { describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo/index';
import { getDefaultTenant, seedTenant } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp({ env: { DEMO: '1' } });

describe('GET /api/v1/app in demo mode (DEMO=1)', () => {
  test('the default tenant lists the demo accounts for the login page', async () => {
    const fallback = await getDefaultTenant(ctx.current.handle.db);
    const response = await ctx.current.app.inject({
      method: 'GET',
      url: '/api/v1/app',
      headers: { host: fallback.host },
    });
    expect(response.statusCode).toBe(200);
    const { demoAccounts } = response.json().data;
    expect(demoAccounts).toEqual(DEMO_ACCOUNTS);
    expect(demoAccounts.map((a: { role: string }) => a.role).sort()).toEqual([
      'admin',
      'advertiser',
      'employee',
      'employee',
      'publisher',
    ]);
  });

  test('another tenant never shows them', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const response = await ctx.current.app.inject({
      method: 'GET',
      url: '/api/v1/app',
      headers: { host: tenant.host },
    });
    expect(response.json().data.demoAccounts).toBeNull();
  });
});
