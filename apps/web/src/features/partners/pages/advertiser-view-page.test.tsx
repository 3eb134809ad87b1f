import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createAccountManager, createAdvertiser, createAppConfig } from '../../../testing/factories';
import { jsonResponse, sentForm, type stubApi } from '../../../testing/stub-api';
import { createAdvertiserCredit, createPrepayment } from '../testing/credit-factories';
import { renderPartnerPage } from '../testing/render-partner-page';
import PartnerViewPage from './partner-view-page';

function renderView(id: string, handlers: Parameters<typeof stubApi>[0]) {
  return renderPartnerPage(
    PartnerViewPage,
    { kind: 'advertiser', title: 'Advertiser Details', screen: 'view', id },
    handlers,
  );
}

test('shows the profile, status with its reason, manager and the masked token', async () => {
  const advertiser = createAdvertiser({
    company: 'Acme Ltd',
    country: 'FR',
    status: 'blocked',
    statusReason: 'Chargebacks',
    accountManager: createAccountManager({ name: 'Mia Manager' }),
    ipAllowlist: ['203.0.113.7', '198.51.100.0/24'],
    conversionToken: 'tok_secret_value_1234',
  });
  renderView(advertiser.id, {
    [`GET /api/v1/advertisers/${advertiser.id}`]: () => jsonResponse(200, { data: advertiser }),
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Acme Ltd' })).toBeInTheDocument();
  expect(screen.getByText('Chargebacks')).toBeInTheDocument();
  expect(screen.getByText('France')).toBeInTheDocument();
  expect(screen.getByText('Mia Manager')).toBeInTheDocument();
  expect(screen.getByText('Never')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/admin/advertiser/edit/${advertiser.id}`,
  );
  expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  const allowlist = screen.getByRole('list', { name: 'IP allowlist' });
  expect(
    within(allowlist)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['203.0.113.7', '198.51.100.0/24']);

  const token = screen.getByRole('group', { name: 'Conversion token' });
  expect(token).toHaveTextContent(/•+1234/);
  expect(screen.queryByText('tok_secret_value_1234')).not.toBeInTheDocument();
});

test.each([
  { deadline: { validationDays: 30, validationAction: 'approve' as const }, shown: '30 days, then approved' },
  { deadline: { validationDays: 1, validationAction: 'reject' as const }, shown: '1 day, then rejected' },
  { deadline: { validationDays: null, validationAction: null }, shown: 'None' },
])('shows the validation deadline: $shown', async ({ deadline, shown }) => {
  const advertiser = createAdvertiser(deadline);
  renderView(advertiser.id, {
    [`GET /api/v1/advertisers/${advertiser.id}`]: () => jsonResponse(200, { data: advertiser }),
  });

  const card = await screen.findByRole('region', { name: 'Conversion validation' });
  expect(within(card).getByText(shown)).toBeInTheDocument();
});

test('reveals the token, and rotates it after confirming', async () => {
  const advertiser = createAdvertiser({ conversionToken: 'tok_old_token_aaaa' });
  const rotated = { ...advertiser, conversionToken: 'tok_new_token_bbbb' };
  const { calls, user } = renderView(advertiser.id, {
    [`GET /api/v1/advertisers/${advertiser.id}`]: () => jsonResponse(200, { data: advertiser }),
    [`POST /api/v1/advertisers/${advertiser.id}/conversion-token`]: () =>
      jsonResponse(200, { data: rotated }),
  });

  await user.click(await screen.findByRole('button', { name: 'Show conversion token' }));
  expect(screen.getByText('tok_old_token_aaaa')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Hide conversion token' }));
  await user.click(screen.getByRole('button', { name: 'Rotate token' }));

  const dialog = await screen.findByRole('dialog', { name: 'Rotate the conversion token?' });
  expect(dialog).toHaveTextContent(/old token will be refused/);
  await user.click(within(dialog).getByRole('button', { name: 'Rotate token' }));

  expect(await screen.findByText('Conversion token rotated')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('group', { name: 'Conversion token' })).toHaveTextContent(/•+bbbb/);
  await user.click(screen.getByRole('button', { name: 'Show conversion token' }));
  expect(screen.getByText('tok_new_token_bbbb')).toBeInTheDocument();
});

test('approves a pending advertiser from its page', async () => {
  const advertiser = createAdvertiser({ company: 'Acme Ltd', status: 'pending' });
  let current = advertiser;
  const { calls, user } = renderView(advertiser.id, {
    [`GET /api/v1/advertisers/${advertiser.id}`]: () => jsonResponse(200, { data: current }),
    'POST /api/v1/advertisers/status': () => {
      current = { ...advertiser, status: 'active' };
      return jsonResponse(200, { data: { updated: 1 } });
    },
  });

  await user.click(await screen.findByRole('button', { name: 'Approve' }));

  expect(await screen.findByText('Approved 1 advertiser.')).toBeInTheDocument();
  const body = sentForm(calls, '/api/v1/advertisers/status');
  expect(body.getAll('ids[]')).toEqual([advertiser.id]);
  expect(body.get('action')).toBe('approve');
  expect(body.has('reason')).toBe(false);
  expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

test('an unknown id shows a not-found state with the way back to the list', async () => {
  const id = crypto.randomUUID();
  renderView(id, {
    [`GET /api/v1/advertisers/${id}`]: () => jsonResponse(404, { message: 'Advertiser not found.' }),
  });

  expect(await screen.findByRole('heading', { name: 'Advertiser not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to advertisers' })).toHaveAttribute(
    'href',
    '/admin/advertiser/manage',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Advertiser Details' })).toBeInTheDocument();
});

test('another failure shows the error with a retry', async () => {
  const id = crypto.randomUUID();
  renderView(id, {
    [`GET /api/v1/advertisers/${id}`]: () => jsonResponse(500, { message: 'Internal Server Error' }),
  });

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Could not load this advertiser' })).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('an id in the URL that is not an id is not found, without asking the server', async () => {
  const { calls } = renderView('xyz', {});

  expect(await screen.findByRole('heading', { name: 'Advertiser not found' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('shows how the advertiser pays: their billing details, not a publisher’s payout card', async () => {
  const advertiser = createAdvertiser({ company: 'Acme Ltd' });
  renderView(advertiser.id, {
    [`GET /api/v1/advertisers/${advertiser.id}`]: () => jsonResponse(200, { data: advertiser }),
    [`GET /api/v1/advertisers/${advertiser.id}/billing`]: () =>
      jsonResponse(200, {
        data: {
          legalName: 'Acme Shop Ltd',
          contactName: 'Ada Accounts',
          invoiceEmail: 'accounts@acme.example',
          phone: null,
          addressLine1: '1 Market Street',
          addressLine2: null,
          city: 'London',
          postalCode: 'EC1A 1AA',
          region: null,
          country: 'GB',
          taxId: 'GB123456789',
          paymentMethod: { id: crypto.randomUUID(), kind: 'wire', name: 'Bank wire', enabled: true },
          updatedAt: '2026-11-20T10:15:00.000Z',
        },
      }),
  });
  const card = await screen.findByRole('region', { name: 'Billing' });
  expect(await within(card).findByText('Acme Shop Ltd')).toBeInTheDocument();
  expect(within(card).getByText('1 Market Street, EC1A 1AA London, United Kingdom')).toBeInTheDocument();
  expect(within(card).getByText('GB123456789')).toBeInTheDocument();
  expect(within(card).getByText('accounts@acme.example')).toBeInTheDocument();
  expect(within(card).getByText('Bank wire')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Payment changes' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Payment settings' })).toBeNull();
});

test('credit control: where the advertiser stands, and setting a credit limit that pauses its offers', async () => {
  const advertiser = createAdvertiser({ company: 'Acme Ltd' });
  const limited = createAdvertiserCredit({
    mode: 'credit_limit',
    creditLimit: '1000.00',
    atLimit: 'pause',
    outstanding: '600.00',
    notInvoiced: '250.00',
    available: '150.00',
    usedPercent: 85,
    state: 'warning',
    missingRates: ['EUR'],
  });
  const { calls, user } = renderView(advertiser.id, {
    [`GET /api/v1/advertisers/${advertiser.id}`]: () => jsonResponse(200, { data: advertiser }),
    [`PUT /api/v1/billing/advertisers/${advertiser.id}/credit`]: () => jsonResponse(200, { data: limited }),
  });
  const card = await screen.findByRole('region', { name: 'Credit' });
  expect(
    await within(card).findByText("No credit control: the advertiser's offers run whatever it owes."),
  ).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Set credit control' }));
  const dialog = await screen.findByRole('dialog', { name: 'Credit control' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Credit control' }));
  await user.click(await screen.findByRole('option', { name: 'Credit limit' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Credit limit' }), '1000');
  await user.click(within(dialog).getByRole('combobox', { name: 'At the limit' }));
  await user.click(await screen.findByRole('option', { name: "Pause the advertiser's offers" }));
  await user.click(within(dialog).getByRole('button', { name: 'Save credit control' }));
  expect(await screen.findByText('Credit control saved.')).toBeInTheDocument();
  const body = sentForm(calls, `/api/v1/billing/advertisers/${advertiser.id}/credit`);
  expect([body.get('mode'), body.get('creditLimit'), body.get('warnPercent'), body.get('atLimit')]).toEqual([
    'credit_limit',
    '1000.00',
    '80',
    'pause',
  ]);

  expect(await within(card).findByText('Near the limit')).toBeInTheDocument();
  expect(within(card).getByText('Credit limit of $1,000.00')).toBeInTheDocument();
  expect(within(card).getByText('$600.00')).toBeInTheDocument();
  expect(within(card).getByText('$150.00')).toBeInTheDocument();
  expect(within(card).getByText('85%')).toBeInTheDocument();
  expect(within(card).getByText("The advertiser's offers are paused")).toBeInTheDocument();
  expect(
    within(card).getByText('Not counted: EUR has no exchange rate to USD today (setting/currency).'),
  ).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Record prepayment' })).not.toBeInTheDocument();
});

test('a prepaid advertiser at the limit: a prepayment is recorded and listed', async () => {
  const advertiser = createAdvertiser({ company: 'Acme Ltd' });
  const empty = createAdvertiserCredit({
    mode: 'prepaid',
    available: '0.00',
    usedPercent: 0,
    state: 'limit',
  });
  const topped = {
    ...empty,
    prepaid: '500.00',
    available: '500.00',
    state: 'ok' as const,
    prepayments: [createPrepayment()],
  };
  const { calls, user } = renderView(advertiser.id, {
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig({ timezone: 'UTC' }) }),
    [`GET /api/v1/advertisers/${advertiser.id}`]: () => jsonResponse(200, { data: advertiser }),
    [`GET /api/v1/billing/advertisers/${advertiser.id}/credit`]: () => jsonResponse(200, { data: empty }),
    [`POST /api/v1/billing/advertisers/${advertiser.id}/credit/prepayments`]: () =>
      jsonResponse(200, { data: topped }),
  });
  const card = await screen.findByRole('region', { name: 'Credit' });
  expect(await within(card).findByText('At the limit')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Record prepayment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record prepayment' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '500');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'Wire 8812');
  await user.click(within(dialog).getByRole('button', { name: 'Record prepayment' }));
  expect(await screen.findByText('Prepayment of $500.00 recorded.')).toBeInTheDocument();
  const body = sentForm(calls, `/api/v1/billing/advertisers/${advertiser.id}/credit/prepayments`);
  expect([body.get('amount'), body.get('reference')]).toEqual(['500.00', 'Wire 8812']);
  expect(body.get('receivedOn')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(await within(card).findByText('Within limit')).toBeInTheDocument();
  const table = within(card).getByRole('table', { name: 'Prepayments' });
  expect(
    within(table).getByRole('row', { name: '2026-11-02 $500.00 Wire 8812 Ada Admin' }),
  ).toBeInTheDocument();
});
