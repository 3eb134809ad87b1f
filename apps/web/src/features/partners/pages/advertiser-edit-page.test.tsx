import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createAccountManager, createAdvertiser } from '../../../testing/factories';
import { jsonResponse, sentForm, type stubApi } from '../../../testing/stub-api';
import { renderPartnerPage } from '../testing/render-partner-page';
import PartnerEditPage from './partner-edit-page';

function renderEdit(id: string, handlers: Parameters<typeof stubApi>[0]) {
  return renderPartnerPage(
    PartnerEditPage,
    { kind: 'advertiser', title: 'Edit Advertiser', screen: 'edit', id },
    handlers,
  );
}

test('loads the advertiser into the form and saves it with PUT', async () => {
  // A manager who is no longer active stays selectable on the advertiser they look after.
  const manager = createAccountManager({ name: 'Former Manager', email: 'former@network.example' });
  const advertiser = createAdvertiser({
    company: 'Acme Ltd',
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    accountManager: manager,
    ipAllowlist: ['203.0.113.7'],
    notes: 'Pays on time',
  });
  const url = `/api/v1/advertisers/${advertiser.id}`;
  const { calls, user } = renderEdit(advertiser.id, {
    [`GET ${url}`]: () => jsonResponse(200, { data: advertiser }),
    [`PUT ${url}`]: () => jsonResponse(200, { data: { ...advertiser, company: 'Acme Group' } }),
  });

  const company = await screen.findByRole('textbox', { name: 'Company' });
  expect(company).toHaveValue('Acme Ltd');
  expect(screen.getByRole('combobox', { name: 'Account manager' })).toHaveValue(
    'Former Manager (former@network.example)',
  );
  expect(screen.queryByText(/gets an e-mail with a link/)).not.toBeInTheDocument();
  // The hold and the minimum payout are a publisher's.
  expect(screen.queryByRole('textbox', { name: 'Hold before payment (days)' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Minimum payout' })).not.toBeInTheDocument();
  await user.clear(company);
  await user.type(company, 'Acme Group');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/advertiser/view/${advertiser.id}`);
  const body = sentForm(calls, url);
  expect(body.get('company')).toBe('Acme Group');
  expect(body.get('currency')).toBe('EUR');
  expect(body.get('timezone')).toBe('Europe/Berlin');
  expect(body.get('accountManagerId')).toBe(manager.id);
  expect(body.getAll('ipAllowlist[]')).toEqual(['203.0.113.7']);
  expect(body.get('notes')).toBe('Pays on time');
  // An edit states the status even when it did not change (the update schema requires it).
  expect(body.get('status')).toBe('active');
});

test('the validation deadline shows as stored; cleared, its days are not sent (no deadline)', async () => {
  const advertiser = createAdvertiser({ validationDays: 14, validationAction: 'reject' });
  const url = `/api/v1/advertisers/${advertiser.id}`;
  const { calls, user } = renderEdit(advertiser.id, {
    [`GET ${url}`]: () => jsonResponse(200, { data: advertiser }),
    [`PUT ${url}`]: () =>
      jsonResponse(200, { data: { ...advertiser, validationDays: null, validationAction: null } }),
  });

  const days = await screen.findByRole('textbox', { name: 'Validation deadline (days)' });
  const action = screen.getByRole('combobox', { name: 'When the deadline passes' });
  expect(days).toHaveValue('14');
  expect(action).toHaveValue('Reject the conversion');
  await user.clear(days);
  expect(action).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/advertiser/view/${advertiser.id}`);
  const body = sentForm(calls, url);
  expect(body.has('validationDays')).toBe(false);
  expect(body.get('validationAction')).toBe('reject');
});

test('a changed validation deadline is sent with PUT', async () => {
  const advertiser = createAdvertiser({ validationDays: 14, validationAction: 'reject' });
  const url = `/api/v1/advertisers/${advertiser.id}`;
  const { calls, user } = renderEdit(advertiser.id, {
    [`GET ${url}`]: () => jsonResponse(200, { data: advertiser }),
    [`PUT ${url}`]: () => jsonResponse(200, { data: { ...advertiser, validationDays: 45 } }),
  });

  const days = await screen.findByRole('textbox', { name: 'Validation deadline (days)' });
  await user.clear(days);
  await user.type(days, '45');
  await user.click(screen.getByRole('combobox', { name: 'When the deadline passes' }));
  await user.click(await screen.findByRole('option', { name: 'Approve the conversion' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/advertiser/view/${advertiser.id}`);
  const body = sentForm(calls, url);
  expect(body.get('validationDays')).toBe('45');
  expect(body.get('validationAction')).toBe('approve');
});

test('an unknown id shows the not-found state instead of the form', async () => {
  const id = crypto.randomUUID();
  renderEdit(id, {
    [`GET /api/v1/advertisers/${id}`]: () => jsonResponse(404, { message: 'Advertiser not found.' }),
  });

  expect(await screen.findByRole('heading', { name: 'Advertiser not found' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
});

test('an id in the URL that is not an id is not found instead of an error with a retry', async () => {
  renderEdit('xyz', {});

  expect(await screen.findByRole('heading', { name: 'Advertiser not found' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
});
