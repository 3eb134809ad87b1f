import { expect, test } from 'vitest';
import { DEMO_PASSWORD, seedDemoMoneySettings } from '../../src/demo/index';
import { seedPartner } from '../helpers/factories';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

test('the demo fills in payment methods, every currency its offers use with dated rates, tax rates and numbering, once', async () => {
  const { app, handle } = ctx.current;
  const { tenant, user, headers } = await adminOfNewTenant(app, handle.db);
  const { partner } = await seedPartner(handle.db, tenant, {
    kind: 'publisher',
    email: 'publisher@demo.test',
    password: DEMO_PASSWORD,
  });
  await seedDemoMoneySettings(handle.db, tenant, user.id);
  await seedDemoMoneySettings(handle.db, tenant, user.id);

  const get = async (url: string) => (await app.inject({ method: 'GET', url, headers })).json().data;
  const methods = await get('/api/v1/settings/payment-methods');
  expect(methods.map((method: { kind: string }) => method.kind)).toEqual([
    'paypal',
    'wire',
    'crypto',
    'custom',
  ]);
  const currencies = await get('/api/v1/settings/currencies');
  // The catalogue prices offers in dollars, euros and pounds; seeded twice, each is added once.
  expect(currencies.currencies.map((currency: { code: string }) => currency.code)).toEqual([
    'USD',
    'EUR',
    'GBP',
  ]);
  expect(currencies.currencies[1].rates).toHaveLength(2);
  expect(currencies.currencies[2].rates).toHaveLength(2);
  expect(await get('/api/v1/settings/tax-rates')).toHaveLength(2);
  expect((await get('/api/v1/settings/invoice')).nextInvoiceNumber).toBe('AFN-001001');
  const payment = await get(`/api/v1/publishers/${partner.id}/payment-settings`);
  expect(payment).toMatchObject({ method: { name: 'PayPal' }, details: { email: 'publisher@demo.test' } });
});
