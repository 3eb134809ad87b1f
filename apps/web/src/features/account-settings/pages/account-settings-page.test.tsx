import type { AccountProfile } from '@affnet/contracts';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import AccountSettingsPage from './account-settings-page';

const profile: AccountProfile = {
  kind: 'publisher',
  email: 'nora@quinn.example',
  name: 'Nora Quinn',
  company: 'Quinn Media',
  phone: null,
  website: null,
  country: 'DE',
  timezone: 'Europe/Berlin',
  messenger: null,
  messengerHandle: null,
};

function renderAccount(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ 'GET /api/v1/account': () => jsonResponse(200, { data: profile }), ...handlers });
  const view = renderPage(<AccountSettingsPage screen={createScreenMeta('Account Settings', 'Settings')} />, {
    path: '/publisher/setting/account',
  });
  return { ...api, ...view };
}

test('a publisher edits their profile; the e-mail is shown, not sent', async () => {
  const { calls, user } = renderAccount({
    'PUT /api/v1/account': () => jsonResponse(200, { data: { ...profile, company: 'Quinn Group' } }),
  });
  const company = await screen.findByRole('textbox', { name: 'Company' });
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('nora@quinn.example');
  expect(screen.getByRole('textbox', { name: 'Messenger handle' })).toBeInTheDocument();
  await user.clear(company);
  await user.type(company, 'Quinn Group');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  const body = sentForm(calls, '/api/v1/account');
  expect(body.get('company')).toBe('Quinn Group');
  expect(body.get('timezone')).toBe('Europe/Berlin');
  expect(body.has('email')).toBe(false);
});

test('a password change sends the current password; a wrong one is shown on its input', async () => {
  const { calls, user } = renderAccount({
    'PUT /api/v1/account/password': () =>
      jsonResponse(422, {
        message: 'The form has errors.',
        errors: { currentPassword: ['This is not your current password.'] },
      }),
  });
  await screen.findByRole('textbox', { name: 'Company' });
  await user.type(screen.getByLabelText(/^Current password/), 'wrong-one');
  await user.type(screen.getByLabelText(/^New password/), 'amber-glacier-orchestra-77');
  await user.type(screen.getByLabelText(/^Confirm password/), 'amber-glacier-orchestra-77');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('This is not your current password.')).toBeInTheDocument();
  const body = sentForm(calls, '/api/v1/account/password');
  expect(body.get('currentPassword')).toBe('wrong-one');
  expect(body.get('password')).toBe('amber-glacier-orchestra-77');
});
