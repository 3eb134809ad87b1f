import { convertMoney } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { exchangeRates } from '../../src/db/schema/index';
import { loadRateTable } from '../../src/modules/currency-settings/index';
import { type CallerSetup, STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedTenant, type TestTenant } from '../helpers/factories';
import { historySummaries } from '../helpers/money-settings';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PATH = '/api/v1/settings/currencies';
const CODES = ['EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD'];

const CASES: Array<[string, (tenant: TestTenant) => Omit<CallerSetup, 'snapshot'>]> = [
  [
    'GET',
    () => ({
      permission: 'settings.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: PATH }),
    }),
  ],
  [
    'POST',
    () => {
      let next = 0;
      return {
        permission: 'settings.write',
        expected: STAFF_ONLY(201),
        request: async () => ({
          method: 'POST',
          url: PATH,
          payload: { code: CODES[next++], rate: '1.1', effectiveFrom: '2026-01-01' },
        }),
      };
    },
  ],
];

test.each(CASES)(
  'who may call %s /settings/currencies; refused callers change nothing',
  async (_name, setupOf) => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const setup = setupOf(tenant);
    const result = await statusesByCaller(app, handle.db, tenant, {
      ...setup,
      snapshot: () => handle.db.select().from(exchangeRates).where(eq(exchangeRates.tenantId, tenant.id)),
    });
    expect(result.statuses).toEqual(setup.expected);
    expect(result.afterRefused).toEqual(result.before);
  },
);

test('a second currency with dated rates: the history of rates is kept and conversions use the rate of the day', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const added = await app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: { code: 'eur', rate: '1.08', effectiveFrom: '2026-01-01' },
  });
  expect(added.statusCode).toBe(201);
  const later = await app.inject({
    method: 'POST',
    url: `${PATH}/EUR/rates`,
    headers,
    payload: { rate: '1.1', effectiveFrom: '2026-06-01' },
  });
  expect(later.statusCode).toBe(200);
  const { data } = later.json();
  expect(data.defaultCurrency).toBe('USD');
  expect(data.currencies).toEqual([
    {
      code: 'USD',
      isDefault: true,
      currentRate: { currency: 'USD', rate: '1', effectiveFrom: '1970-01-01' },
      rates: [],
    },
    {
      code: 'EUR',
      isDefault: false,
      currentRate: { currency: 'EUR', rate: '1.1', effectiveFrom: '2026-06-01' },
      rates: [
        { currency: 'EUR', rate: '1.1', effectiveFrom: '2026-06-01' },
        { currency: 'EUR', rate: '1.08', effectiveFrom: '2026-01-01' },
      ],
    },
  ]);
  const table = await loadRateTable(handle.db, tenant);
  expect(convertMoney('100.00', 'EUR', 'USD', '2026-03-15', table)).toBe('108.00');
  expect(convertMoney('100.00', 'EUR', 'USD', '2026-07-01', table)).toBe('110.00');

  const disabled = await app.inject({ method: 'DELETE', url: `${PATH}/EUR`, headers });
  expect(disabled.json().data.currencies).toHaveLength(1);
  expect((await loadRateTable(handle.db, tenant)).rates).toHaveLength(2);
  expect(await historySummaries(handle.db, tenant, 'currency')).toEqual([
    'Enabled EUR at 1.08 USD from 2026-01-01',
    'Set EUR at 1.1 USD from 2026-06-01',
    'Disabled EUR',
  ]);
});

test('bad input is a 422 on its fields; the default currency is fixed at 1; a twin is a 409', async () => {
  const { app, handle } = ctx.current;
  const { headers } = await adminOfNewTenant(app, handle.db);
  const bad = await app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: { code: 'EURO', rate: 'abc', effectiveFrom: '2026-13-01' },
  });
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'effectiveFrom', 'rate']);
  const base = await app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: { code: 'USD', rate: '2', effectiveFrom: '2026-01-01' },
  });
  expect(base.statusCode).toBe(422);
  expect(Object.keys(base.json().errors)).toEqual(['code']);
  const baseRate = await app.inject({
    method: 'POST',
    url: `${PATH}/USD/rates`,
    headers,
    payload: { rate: '2', effectiveFrom: '2026-01-01' },
  });
  expect(baseRate.statusCode).toBe(422);
  await app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: { code: 'GBP', rate: '1.25', effectiveFrom: '2026-01-01' },
  });
  const twin = await app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: { code: 'GBP', rate: '1.3', effectiveFrom: '2026-02-01' },
  });
  expect(twin.statusCode).toBe(409);
  const notEnabled = await app.inject({
    method: 'POST',
    url: `${PATH}/JPY/rates`,
    headers,
    payload: { rate: '0.0067', effectiveFrom: '2026-01-01' },
  });
  expect(notEnabled.statusCode).toBe(404);
});

test("another network's admin sees none of the currencies nor rates", async () => {
  const { app, handle } = ctx.current;
  const owner = await adminOfNewTenant(app, handle.db);
  const other = await adminOfNewTenant(app, handle.db);
  await app.inject({
    method: 'POST',
    url: PATH,
    headers: owner.headers,
    payload: { code: 'EUR', rate: '1.08', effectiveFrom: '2026-01-01' },
  });
  const seen = await app.inject({ method: 'GET', url: PATH, headers: other.headers });
  expect(seen.json().data.currencies.map((c: { code: string }) => c.code)).toEqual(['USD']);
  const rate = await app.inject({
    method: 'POST',
    url: `${PATH}/EUR/rates`,
    headers: other.headers,
    payload: { rate: '9', effectiveFrom: '2026-01-02' },
  });
  expect(rate.statusCode).toBe(404);
});
