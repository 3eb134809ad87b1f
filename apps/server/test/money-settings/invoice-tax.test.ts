import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { invoiceSettings, taxRates } from '../../src/db/schema/index';
import { type CallerSetup, STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedTenant, type TestTenant } from '../helpers/factories';
import { historySummaries } from '../helpers/money-settings';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const TAX = '/api/v1/settings/tax-rates';
const INVOICE = '/api/v1/settings/invoice';
const vat = { name: 'VAT', percent: '19', appliesTo: 'countries', countries: ['de', 'AT'] };
const numbering = {
  numberPrefix: 'AFF-',
  nextNumber: '42',
  numberPadding: '6',
  paymentTermsDays: '14',
  footer: 'Thank you.',
  selfBillingRequired: '1',
  convertToPartnerCurrency: '1',
};

async function freshRate(tenant: TestTenant) {
  const [row] = await ctx.current.handle.db
    .insert(taxRates)
    .values({ tenantId: tenant.id, name: 'GST', percent: '10.00', appliesTo: 'publishers' })
    .returning();
  return row?.id;
}

const CASES: Array<[string, (tenant: TestTenant) => Omit<CallerSetup, 'snapshot'>]> = [
  [
    'GET /tax-rates',
    () => ({
      permission: 'settings.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: TAX }),
    }),
  ],
  [
    'POST /tax-rates',
    () => ({
      permission: 'settings.write',
      expected: STAFF_ONLY(201),
      request: async () => ({ method: 'POST', url: TAX, payload: vat }),
    }),
  ],
  [
    'PUT /tax-rates/:id',
    (t) => ({
      permission: 'settings.write',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'PUT', url: `${TAX}/${await freshRate(t)}`, payload: vat }),
    }),
  ],
  [
    'DELETE /tax-rates/:id',
    (t) => ({
      permission: 'settings.write',
      expected: STAFF_ONLY(204),
      request: async () => ({ method: 'DELETE', url: `${TAX}/${await freshRate(t)}` }),
    }),
  ],
  [
    'GET /invoice',
    () => ({
      permission: 'settings.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: INVOICE }),
    }),
  ],
  [
    'PUT /invoice',
    () => ({
      permission: 'settings.write',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'PUT', url: INVOICE, payload: numbering }),
    }),
  ],
];

test.each(CASES)('who may call %s; refused callers change nothing', async (_name, setupOf) => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const setup = setupOf(tenant);
  const result = await statusesByCaller(app, handle.db, tenant, {
    ...setup,
    snapshot: async () => [
      await handle.db.select().from(taxRates).where(eq(taxRates.tenantId, tenant.id)),
      await handle.db.select().from(invoiceSettings).where(eq(invoiceSettings.tenantId, tenant.id)),
    ],
  });
  expect(result.statuses).toEqual(setup.expected);
  expect(result.afterRefused).toEqual(result.before);
});

test('tax rates and invoice numbering round-trip, with the next number previewed and the history recorded', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const defaults = await app.inject({ method: 'GET', url: INVOICE, headers });
  expect(defaults.json().data).toMatchObject({ nextInvoiceNumber: 'INV-00001', paymentTermsDays: 30 });

  const created = await app.inject({ method: 'POST', url: TAX, headers, payload: vat });
  // A rate sent without its kind is a tax, added on the invoice.
  expect(created.json().data).toMatchObject({
    name: 'VAT',
    percent: '19.00',
    kind: 'tax',
    appliesTo: 'countries',
    countries: ['DE', 'AT'],
  });
  const edited = await app.inject({
    method: 'PUT',
    url: `${TAX}/${created.json().data.id}`,
    headers,
    payload: {
      name: 'Publisher tax',
      percent: 7.5,
      kind: 'withholding',
      appliesTo: 'publishers',
      countries: ['DE'],
    },
  });
  expect(edited.json().data).toMatchObject({
    percent: '7.50',
    kind: 'withholding',
    appliesTo: 'publishers',
    countries: [],
  });

  const saved = await app.inject({ method: 'PUT', url: INVOICE, headers, payload: numbering });
  expect(saved.json().data).toEqual({
    numberPrefix: 'AFF-',
    nextNumber: 42,
    numberPadding: 6,
    paymentTermsDays: 14,
    footer: 'Thank you.',
    notes: null,
    selfBillingRequired: true,
    convertToPartnerCurrency: true,
    nextInvoiceNumber: 'AFF-000042',
  });
  await app.inject({ method: 'PUT', url: INVOICE, headers, payload: numbering });
  expect(await historySummaries(handle.db, tenant, 'invoice-tax')).toEqual([
    'Added the tax rate VAT',
    'Edited the tax rate Publisher tax',
    'Updated the invoice numbering and terms',
  ]);
});

test('bad input is a 422 on its fields', async () => {
  const { app, handle } = ctx.current;
  const { headers } = await adminOfNewTenant(app, handle.db);
  const tax = await app.inject({
    method: 'POST',
    url: TAX,
    headers,
    payload: { name: '', percent: '100.001', appliesTo: 'countries' },
  });
  expect(tax.statusCode).toBe(422);
  expect(Object.keys(tax.json().errors).sort()).toEqual(['countries', 'name', 'percent']);
  const kind = await app.inject({
    method: 'POST',
    url: TAX,
    headers,
    payload: { name: 'Refund', percent: '5', kind: 'refund', appliesTo: 'publishers' },
  });
  expect(kind.statusCode).toBe(422);
  expect(kind.json().errors).toEqual({ kind: ['Choose whether the rate is added or withheld'] });
  const invoice = await app.inject({
    method: 'PUT',
    url: INVOICE,
    headers,
    payload: { numberPrefix: 'A B', nextNumber: '0', numberPadding: '11', paymentTermsDays: '-1' },
  });
  expect(invoice.statusCode).toBe(422);
  expect(Object.keys(invoice.json().errors).sort()).toEqual([
    'nextNumber',
    'numberPadding',
    'numberPrefix',
    'paymentTermsDays',
  ]);
});

test("another network's admin sees none of the tax rates nor the numbering", async () => {
  const { app, handle } = ctx.current;
  const owner = await adminOfNewTenant(app, handle.db);
  const other = await adminOfNewTenant(app, handle.db);
  const created = await app.inject({ method: 'POST', url: TAX, headers: owner.headers, payload: vat });
  await app.inject({ method: 'PUT', url: INVOICE, headers: owner.headers, payload: numbering });
  expect((await app.inject({ method: 'GET', url: TAX, headers: other.headers })).json().data).toEqual([]);
  expect(
    (await app.inject({ method: 'GET', url: INVOICE, headers: other.headers })).json().data.nextInvoiceNumber,
  ).toBe('INV-00001');
  const remove = await app.inject({
    method: 'DELETE',
    url: `${TAX}/${created.json().data.id}`,
    headers: other.headers,
  });
  expect(remove.statusCode).toBe(404);
});
