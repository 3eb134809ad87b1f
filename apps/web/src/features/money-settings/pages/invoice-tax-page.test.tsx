import type { InvoiceSettings, TaxRate } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import { emptyHistory } from '../testing/money-factories';
import InvoiceTaxPage from './invoice-tax-page';

const TAX = '/api/v1/settings/tax-rates';
const INVOICE = '/api/v1/settings/invoice';
const SETTINGS: InvoiceSettings = {
  numberPrefix: 'INV-',
  nextNumber: 1,
  numberPadding: 5,
  paymentTermsDays: 30,
  footer: null,
  notes: null,
  selfBillingRequired: false,
  convertToPartnerCurrency: false,
  nextInvoiceNumber: 'INV-00001',
};
const VAT: TaxRate = {
  id: crypto.randomUUID(),
  name: 'VAT',
  percent: '19.00',
  kind: 'tax',
  appliesTo: 'countries',
  countries: ['DE'],
  createdAt: '2026-11-01T10:00:00.000Z',
};

function renderInvoiceTax(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    ...emptyHistory('invoice-tax'),
    [`GET ${INVOICE}`]: () => jsonResponse(200, { data: SETTINGS }),
    ...handlers,
  });
  const view = renderPage(<InvoiceTaxPage screen={createScreenMeta('Invoice & Tax', 'Settings')} />, {
    path: '/admin/setting/invoice-tax',
  });
  return { ...api, ...view };
}

test('lists tax rates with who they apply to, and adds one for some countries', async () => {
  const { calls, user } = renderInvoiceTax({
    [`GET ${TAX}`]: () => jsonResponse(200, { data: [VAT] }),
    [`POST ${TAX}`]: () =>
      jsonResponse(201, { data: { ...VAT, id: crypto.randomUUID(), name: 'Reduced VAT' } }),
  });
  expect(await screen.findByText('Partners in DE')).toBeInTheDocument();
  expect(screen.getByText('19.00%')).toBeInTheDocument();
  expect(screen.getByText('Added to the invoice')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add tax rate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add tax rate' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Reduced VAT');
  await user.type(within(dialog).getByRole('textbox', { name: 'Percent' }), '7');
  await user.click(within(dialog).getByText('Partners in these countries'));
  await user.click(within(dialog).getByRole('button', { name: 'Add tax rate' }));
  expect(await within(dialog).findByText('Choose at least one country')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('combobox', { name: 'Countries' }));
  await user.click(await screen.findByRole('option', { name: 'Austria' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add tax rate' }));
  expect(await screen.findByText('Tax rate "Reduced VAT" added.')).toBeInTheDocument();
  const body = sentForm(calls, TAX);
  expect([body.get('percent'), body.get('kind'), body.get('appliesTo'), body.getAll('countries[]')]).toEqual([
    '7.00',
    'tax',
    'countries',
    ['AT'],
  ]);
});

test('a withholding rate is sent as one, and listed as withheld', async () => {
  const withheld: TaxRate = { ...VAT, id: crypto.randomUUID(), name: 'Income tax', kind: 'withholding' };
  const { calls, user } = renderInvoiceTax({
    [`GET ${TAX}`]: () => jsonResponse(200, { data: [withheld] }),
    [`POST ${TAX}`]: () => jsonResponse(201, { data: { ...withheld, id: crypto.randomUUID() } }),
  });
  expect(await screen.findByText('Withheld from the invoice')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add tax rate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add tax rate' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Income tax');
  await user.type(within(dialog).getByRole('textbox', { name: 'Percent' }), '2.5');
  await user.click(within(dialog).getByText('Withheld from the invoice'));
  await user.click(within(dialog).getByRole('button', { name: 'Add tax rate' }));
  expect(await screen.findByText('Tax rate "Income tax" added.')).toBeInTheDocument();
  expect(sentForm(calls, TAX).get('kind')).toBe('withholding');
});

test('previews the next invoice number as it is typed, and saves the numbering', async () => {
  const { calls, user } = renderInvoiceTax({
    [`GET ${TAX}`]: () => jsonResponse(200, { data: [] }),
    [`PUT ${INVOICE}`]: () =>
      jsonResponse(200, { data: { ...SETTINGS, numberPrefix: 'AFF-', nextInvoiceNumber: 'AFF-00042' } }),
  });
  expect(await screen.findByText('No tax rates: invoices carry no tax.')).toBeInTheDocument();
  expect(await screen.findByText('INV-00001')).toBeInTheDocument();
  const prefix = screen.getByRole('textbox', { name: 'Number prefix' });
  await user.clear(prefix);
  await user.type(prefix, 'AFF-');
  const next = screen.getByRole('textbox', { name: 'Next number' });
  await user.clear(next);
  await user.type(next, '42');
  expect(screen.getByText('AFF-00042')).toBeInTheDocument();
  await user.click(
    screen.getByRole('switch', { name: "Issue a publisher's invoices only once they accept self-billing" }),
  );
  await user.click(
    screen.getByRole('switch', { name: "Convert invoices to the partner's currency when issued" }),
  );
  await user.click(screen.getByRole('button', { name: 'Save invoice settings' }));
  expect(await screen.findByText('Invoice settings saved.')).toBeInTheDocument();
  const body = sentForm(calls, INVOICE);
  expect([
    body.get('numberPrefix'),
    body.get('nextNumber'),
    body.has('footer'),
    body.get('selfBillingRequired'),
    body.get('convertToPartnerCurrency'),
  ]).toEqual(['AFF-', '42', false, '1', '1']);
});
