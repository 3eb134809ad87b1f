import {
  type PartnerPaymentResponse,
  type PaymentMethodOption,
  type SelfBillingState,
  selfBillingAgreementOf,
} from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { formatDate } from '../../../lib/format';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import PaymentSettingsPage from './payment-settings-page';

const URL = '/api/v1/publisher/payment-settings';

const paypal: PaymentMethodOption = {
  id: crypto.randomUUID(),
  kind: 'paypal',
  name: 'PayPal',
  minimumPayout: '50.00',
  currency: 'USD',
  fields: [{ key: 'email', label: 'PayPal e-mail', type: 'email', required: true }],
};
const wire: PaymentMethodOption = {
  id: crypto.randomUUID(),
  kind: 'wire',
  name: 'Bank wire',
  minimumPayout: '500.00',
  currency: 'EUR',
  fields: [
    { key: 'accountHolder', label: 'Account holder', type: 'text', required: true },
    { key: 'bankAddress', label: 'Bank address', type: 'text', required: false },
  ],
};

const SELF_BILLING = '/api/v1/publisher/self-billing';
const selfBilling = (overrides: Partial<SelfBillingState> = {}): SelfBillingState => ({
  required: false,
  acceptedAt: null,
  agreement: selfBillingAgreementOf('Demo Network Ltd'),
  ...overrides,
});

function renderPayment(data: PartnerPaymentResponse['data'], handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [`GET ${URL}`]: () => jsonResponse(200, { data }),
    [`GET ${SELF_BILLING}`]: () => jsonResponse(200, { data: selfBilling() }),
    ...handlers,
  });
  const view = renderPage(<PaymentSettingsPage screen={createScreenMeta('Payment Settings', 'Settings')} />, {
    path: '/publisher/setting/payment',
  });
  return { ...api, ...view };
}

test("shows the chosen method's details and when they last changed", async () => {
  renderPayment({
    current: {
      method: { ...paypal, enabled: true },
      details: { email: 'me@pub.example' },
      changedAt: '2026-11-20T10:15:00.000Z',
    },
    options: [paypal, wire],
  });
  expect(await screen.findByRole('textbox', { name: 'PayPal e-mail' })).toHaveValue('me@pub.example');
  expect(screen.getByText(/Last changed/)).toBeInTheDocument();
  expect(screen.getByText('Paid once your balance reaches 50.00 USD.')).toBeInTheDocument();
});

test('choosing a method shows its fields, checks them before sending, and sends them with the password', async () => {
  const { calls, user } = renderPayment(
    { current: null, options: [paypal, wire] },
    {
      [`PUT ${URL}`]: () =>
        jsonResponse(200, {
          data: {
            current: {
              method: { ...wire, enabled: true },
              details: { accountHolder: 'Nora' },
              changedAt: '2026-11-24T04:00:00.000Z',
            },
            options: [paypal, wire],
          },
        }),
    },
  );
  await user.click(await screen.findByRole('combobox', { name: 'Payment method' }));
  await user.click(await screen.findByRole('option', { name: 'Bank wire' }));
  expect(screen.getByRole('textbox', { name: 'Bank address' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
  expect(await screen.findByText('Enter the account holder')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

  await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Nora');
  await user.type(screen.getByLabelText(/Current password/), 'secret-1');
  await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
  expect(await screen.findByText('Payment settings saved.')).toBeInTheDocument();
  const body = sentForm(calls, URL);
  expect(body.get('paymentMethodId')).toBe(wire.id);
  expect(body.get('details[accountHolder]')).toBe('Nora');
  expect(body.has('details[bankAddress]')).toBe(false);
  expect(body.get('currentPassword')).toBe('secret-1');
});

test('a wrong current password comes back onto its field', async () => {
  const { user } = renderPayment(
    {
      current: {
        method: { ...paypal, enabled: true },
        details: { email: 'me@pub.example' },
        changedAt: '2026-11-20T10:15:00.000Z',
      },
      options: [paypal],
    },
    {
      [`PUT ${URL}`]: () =>
        jsonResponse(422, {
          message: 'Check your current password.',
          errors: { currentPassword: ['The current password is not right'] },
        }),
    },
  );
  await user.type(await screen.findByLabelText(/Current password/), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
  const field = (await screen.findByText('The current password is not right')).closest('div') as HTMLElement;
  expect(within(field.parentElement as HTMLElement).getByLabelText(/Current password/)).toBeInTheDocument();
});

test('says so when the network offers no method yet', async () => {
  renderPayment({ current: null, options: [] });
  expect(await screen.findByText(/has not set up any payment method yet/)).toBeInTheDocument();
});

test('the publisher reads the self-billing agreement and accepts it; then the day shows instead of the button', async () => {
  const accepted = selfBilling({ required: true, acceptedAt: '2026-11-20T09:00:00.000Z' });
  const api = renderPayment(
    { current: null, options: [paypal] },
    {
      [`GET ${SELF_BILLING}`]: () => jsonResponse(200, { data: selfBilling({ required: true }) }),
      [`POST ${SELF_BILLING}`]: () => jsonResponse(200, { data: accepted }),
    },
  );
  const card = await screen.findByRole('region', { name: 'Self-billing agreement' });
  expect(
    await within(card).findByText(
      'Demo Network Ltd issues the invoices for what it pays you (self-billing invoices), on your behalf.',
    ),
  ).toBeInTheDocument();
  expect(within(card).getByText(/issues them only once you accept this agreement/)).toBeInTheDocument();
  await api.user.click(within(card).getByRole('button', { name: 'Accept the agreement' }));
  expect(
    await within(card).findByText(`You accepted it on ${formatDate(accepted.acceptedAt ?? '')}.`),
  ).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Accept the agreement' })).not.toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
});
