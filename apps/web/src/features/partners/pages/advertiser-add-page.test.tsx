import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createAccountManager, createAdvertiser } from '../../../testing/factories';
import { locationOf, type PageUser } from '../../../testing/render-page';
import { jsonResponse, sentForm, type stubApi } from '../../../testing/stub-api';
import { renderPartnerPage } from '../testing/render-partner-page';
import PartnerAddPage from './partner-add-page';

const CREATE_URL = '/api/v1/advertisers';
const MANAGER = createAccountManager({ name: 'Mia Manager', email: 'mia@network.example' });

function renderAdd(handlers: Parameters<typeof stubApi>[0] = {}) {
  return renderPartnerPage(
    PartnerAddPage,
    { kind: 'advertiser', title: 'Add Advertiser', screen: 'add' },
    { 'GET /api/v1/account-managers': () => jsonResponse(200, { data: [MANAGER] }), ...handlers },
  );
}

async function fillRequired(user: PageUser) {
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme Ltd');
  await user.type(screen.getByRole('textbox', { name: 'Contact name' }), 'Ann Acme');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@acme.example');
}

test('says an invitation goes out, and the schema checks the form before sending', async () => {
  const { calls, user } = renderAdd();

  expect(screen.getByRole('heading', { level: 1, name: 'Add Advertiser' })).toBeInTheDocument();
  expect(screen.getByText(/gets an e-mail with a link to set their password/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add advertiser' }));

  expect(await screen.findByText('Enter the company name')).toBeInTheDocument();
  expect(screen.getByText('Enter a name')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
    expect.stringContaining('Enter a valid e-mail address'),
  );
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test('marks what an advertiser cannot be added without as required, and nothing else', () => {
  renderAdd();

  for (const name of ['Company', 'Contact name', 'E-mail']) {
    expect(screen.getByRole('textbox', { name })).toBeRequired();
  }
  expect(screen.getByRole('combobox', { name: 'Status' })).toBeRequired();
  for (const name of ['Phone', 'Website', 'Tax ID']) {
    expect(screen.getByRole('textbox', { name })).not.toBeRequired();
  }
  expect(screen.getByRole('combobox', { name: 'Currency' })).not.toBeRequired();
});

test('an address that is not an IP or CIDR range is refused on the allowlist', async () => {
  const { calls, user } = renderAdd();

  await fillRequired(user);
  await user.type(screen.getByRole('combobox', { name: 'IP allowlist' }), '10.0.0.1{enter}not-an-ip{enter}');
  await user.click(screen.getByRole('button', { name: 'Add advertiser' }));

  expect(await screen.findByText('Enter an IP address or CIDR range')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test('sends multipart with repeated ipAllowlist[] and no empty fields, then opens the new advertiser', async () => {
  const created = createAdvertiser({ company: 'Acme Ltd', email: 'ann@acme.example' });
  const { calls, user, router } = renderAdd({
    [`POST ${CREATE_URL}`]: () => jsonResponse(201, { data: created }),
  });

  await fillRequired(user);
  await user.click(screen.getByRole('combobox', { name: 'Country' }));
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Germ');
  await user.click(await screen.findByRole('option', { name: 'Germany' }));
  await user.click(screen.getByRole('combobox', { name: 'Account manager' }));
  await user.click(await screen.findByRole('option', { name: 'Mia Manager (mia@network.example)' }));
  await user.type(
    screen.getByRole('combobox', { name: 'IP allowlist' }),
    '203.0.113.7{enter}198.51.100.0/24{enter}',
  );
  // A minimum payout is a publisher's: no input, nothing sent.
  expect(screen.queryByRole('textbox', { name: 'Minimum payout' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add advertiser' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/advertiser/view/${created.id}`);
  expect(locationOf(router)).toBe(`/admin/advertiser/view/${created.id}`);
  expect(await screen.findByText('Acme Ltd added')).toBeInTheDocument();
  const body = sentForm(calls, CREATE_URL);
  expect(body.getAll('ipAllowlist[]')).toEqual(['203.0.113.7', '198.51.100.0/24']);
  expect(body.get('company')).toBe('Acme Ltd');
  expect(body.get('email')).toBe('ann@acme.example');
  expect(body.get('country')).toBe('DE');
  expect(body.get('accountManagerId')).toBe(MANAGER.id);
  expect(body.get('status')).toBe('active');
  expect(body.get('currency')).toBe('USD');
  expect(body.get('timezone')).toBe('UTC');
  for (const empty of ['phone', 'website', 'statusReason', 'notes', 'taxId'])
    expect(body.has(empty)).toBe(false);
  // No days, no deadline: they are left out; the action is the schema's default.
  expect(body.has('validationDays')).toBe(false);
  expect(body.get('validationAction')).toBe('approve');
  expect(body.has('minimumPayout')).toBe(false);
});

test('a validation deadline is sent with its days and what happens when they pass', async () => {
  const created = createAdvertiser({ company: 'Acme Ltd', validationDays: 30, validationAction: 'reject' });
  const { calls, user } = renderAdd({
    [`POST ${CREATE_URL}`]: () => jsonResponse(201, { data: created }),
  });

  await fillRequired(user);
  const action = screen.getByRole('combobox', { name: 'When the deadline passes' });
  expect(action).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: 'Validation deadline (days)' }), '30');
  expect(action).toBeEnabled();
  expect(action).toHaveValue('Approve the conversion');
  await user.click(action);
  await user.click(await screen.findByRole('option', { name: 'Reject the conversion' }));
  await user.click(screen.getByRole('button', { name: 'Add advertiser' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/advertiser/view/${created.id}`);
  const body = sentForm(calls, CREATE_URL);
  expect(body.get('validationDays')).toBe('30');
  expect(body.get('validationAction')).toBe('reject');
});

test("the server's 422 field error is shown on the e-mail field", async () => {
  const message = 'That e-mail already has an account.';
  const { user } = renderAdd({
    [`POST ${CREATE_URL}`]: () =>
      jsonResponse(422, { message: 'Invalid input', errors: { email: [message] } }),
  });

  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: 'Add advertiser' }));

  const email = screen.getByRole('textbox', { name: 'E-mail' });
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(email).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(email).toHaveAttribute('aria-invalid', 'true');
  // The form is submitted from its bottom; the field in trouble is brought into view.
  await waitFor(() => expect(email).toHaveFocus());
  // Every problem sits on a field, so no form-level alert repeats it.
  expect(within(document.body).queryByText('Could not save the advertiser')).not.toBeInTheDocument();
});
