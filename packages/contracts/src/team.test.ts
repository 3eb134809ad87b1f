import { expect, test } from 'vitest';
import { grantExcessOf } from './team';

test('a role gives more when it holds a permission the holder lacks, or every partner to a managed holder', () => {
  const lead = {
    permissions: ['employees.write', 'publishers.read'] as const,
    dataScope: 'managed' as const,
  };
  expect(grantExcessOf(lead, { permissions: ['publishers.read'], dataScope: 'managed' })).toBeNull();
  expect(grantExcessOf(lead, { permissions: [], dataScope: 'managed' })).toBeNull();
  expect(
    grantExcessOf(lead, {
      permissions: ['settings.write', 'publishers.read', 'billing.read'],
      dataScope: 'managed',
    }),
  ).toEqual({
    permissions: ['billing.read', 'settings.write'],
    everyPartner: false,
  });
  expect(grantExcessOf(lead, { permissions: ['publishers.read'], dataScope: 'all' })).toEqual({
    permissions: [],
    everyPartner: true,
  });
  const wide = { ...lead, dataScope: 'all' as const };
  expect(grantExcessOf(wide, { permissions: ['publishers.read'], dataScope: 'all' })).toBeNull();
});
