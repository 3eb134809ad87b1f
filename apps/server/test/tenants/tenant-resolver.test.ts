import { expect, test } from 'vitest';
import { TenantResolver } from '../../src/tenancy/index';
import { getDefaultTenant, seedTenant } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

/* The panel's tenant lookup by Host: cached briefly, and never one entry per Host without bound. */

const ctx = useTestApp();

test('remembers at most its limit of hosts, whatever Host headers arrive', async () => {
  const db = ctx.current.handle.db;
  const tenant = await seedTenant(db);
  const fallback = await getDefaultTenant(db);
  const resolver = new TenantResolver(db, 3);
  for (let i = 0; i < 10; i += 1) {
    expect((await resolver.resolve(`random-${i}.unclaimed.test`))?.tenant.id).toBe(fallback.id);
  }
  expect(resolver.cachedHosts).toBe(3);
  expect(await resolver.resolve(tenant.host)).toMatchObject({ tenant: { id: tenant.id }, viaDomain: true });
  expect(resolver.cachedHosts).toBe(3);
});
