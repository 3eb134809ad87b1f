import type { AdvertiserBillingResponse } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import AdvertiserBillingPage from './advertiser-billing-page';

/* The advertiser's setting/payment: how they pay the network, not the publishers' payout form. */

const URL = '/api/v1/advertiser/billing';
const WIRE = { id: '0b7c3c4e-6a1f-4f3e-9c55-3c1b2d4e5f60', kind: 'wire' as const, name: 'Bank wire' };
const CARD = { id: '1c8d4d5f-7b2a-4a4f-8d66-4d2c3e5f6a71', kind: 'custom' as const, name: 'Card' };

const firstVisit: AdvertiserBillingResponse['data'] = {
  billing: null,
  defaults: {
    legalName: 'Acme Shop',
    contactName: 'Alex Advertiser',
    invoiceEmail: 'alex@acme.example',
    phone: null,
    country: 'GB',
    taxId: null,
  },
  methods: [WIRE, CARD],
};

function renderBilling(data: AdvertiserBillingResponse['data'], save?: () => Response) {
  const api = stubApi({
    [`GET ${URL}`]: () => jsonResponse(200, { data }),
    ...(save ? { [`PUT ${URL}`]: save } : {}),
  });
  const view = renderPage(
    <AdvertiserBillingPage screen={createScreenMeta('Payment Settings', 'Settings')} />,
    {
      path: '/advertiser/setting/payment',
    },
  );
  return { ...api, ...view };
}

test('starts from their profile and saves who invoices go to, the address, tax number and method', async () => {
  const saved = {
    ...firstVisit,
    billing: {
      legalName: 'Acme Shop Ltd',
      contactName: 'Alex Advertiser',
      invoiceEmail: 'accounts@acme.example',
      phone: null,
      addressLine1: '1 Market Street',
      addressLine2: null,
      city: 'London',
      postalCode: null,
      region: null,
      country: 'GB',
      taxId: 'GB123456789',
      paymentMethod: { ...WIRE, enabled: true },
      updatedAt: '2026-11-30T10:00:00.000Z',
    },
  };
  const { user, calls } = renderBilling(firstVisit, () => jsonResponse(200, { data: saved }));
  const legal = await screen.findByRole('textbox', { name: /Company name on invoices/ });
  expect(legal).toHaveValue('Acme Shop');
  expect(screen.getByRole('textbox', { name: /Invoice e-mail/ })).toHaveValue('alex@acme.example');
  // Nothing of the publishers' payout form: no minimum payout, no details of where to be paid.
  expect(screen.queryByText(/balance reaches|how you want to be paid|payouts/i)).toBeNull();

  await user.clear(legal);
  await user.type(legal, 'Acme Shop Ltd');
  const email = screen.getByRole('textbox', { name: /Invoice e-mail/ });
  await user.clear(email);
  await user.type(email, 'accounts@acme.example');
  await user.type(screen.getByRole('textbox', { name: /Tax or VAT number/ }), 'GB123456789');
  await user.type(screen.getByRole('textbox', { name: /Street address/ }), '1 Market Street');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'London');
  const method = screen.getByRole('combobox', { name: /Payment method/ });
  await user.click(method);
  await user.click(await screen.findByRole('option', { name: 'Bank wire' }));
  await user.click(screen.getByRole('button', { name: 'Save billing details' }));

  expect(await screen.findByText('Billing details saved')).toBeInTheDocument();
  const body = sentForm(calls, URL);
  expect(Object.fromEntries(body)).toEqual({
    legalName: 'Acme Shop Ltd',
    contactName: 'Alex Advertiser',
    invoiceEmail: 'accounts@acme.example',
    addressLine1: '1 Market Street',
    city: 'London',
    country: 'GB',
    taxId: 'GB123456789',
    paymentMethodId: WIRE.id,
  });
});

test('the server’s field errors land on their inputs', async () => {
  const { user } = renderBilling(
    {
      ...firstVisit,
      billing: {
        legalName: 'Acme Shop Ltd',
        contactName: 'Alex Advertiser',
        invoiceEmail: 'accounts@acme.example',
        phone: null,
        addressLine1: '1 Market Street',
        addressLine2: null,
        city: 'London',
        postalCode: null,
        region: null,
        country: 'GB',
        taxId: null,
        paymentMethod: { ...CARD, enabled: true },
        updatedAt: '2026-11-30T10:00:00.000Z',
      },
    },
    () =>
      jsonResponse(422, {
        message: 'The form has errors.',
        errors: { paymentMethodId: ['Choose one of the payment methods the network accepts'] },
      }),
  );
  await user.click(await screen.findByRole('button', { name: 'Save billing details' }));
  expect(
    await screen.findByText('Choose one of the payment methods the network accepts'),
  ).toBeInTheDocument();
});

test('a method the network no longer offers is named, and the others offered instead', async () => {
  renderBilling({
    ...firstVisit,
    methods: [WIRE],
    billing: {
      legalName: 'Acme Shop Ltd',
      contactName: 'Alex Advertiser',
      invoiceEmail: 'accounts@acme.example',
      phone: null,
      addressLine1: '1 Market Street',
      addressLine2: null,
      city: 'London',
      postalCode: null,
      region: null,
      country: 'GB',
      taxId: null,
      paymentMethod: { ...CARD, enabled: false },
      updatedAt: '2026-11-30T10:00:00.000Z',
    },
  });
  const card = await screen.findByRole('region', { name: 'How you pay' });
  expect(within(card).getByText('Card is no longer offered')).toBeInTheDocument();
});
