import type { AccountProfile } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
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

const OLD_TOKEN = 'old_0123456789abcdefghijklmnopqrstuvwxyzABCD';
const NEW_TOKEN = 'new_0123456789abcdefghijklmnopqrstuvwxyzABCD';

function renderAdvertiserAccount(handlers: Parameters<typeof stubApi>[0]) {
  return renderAccount({
    'GET /api/v1/account': () => jsonResponse(200, { data: { ...profile, kind: 'advertiser' } }),
    'GET /api/v1/advertiser/conversion-security': () =>
      jsonResponse(200, { data: { conversionToken: OLD_TOKEN, ipAllowlist: ['203.0.113.7'] } }),
    ...handlers,
  });
}

test('a publisher has no postback token section', async () => {
  renderAccount({});
  await screen.findByRole('textbox', { name: 'Company' });
  expect(screen.queryByRole('region', { name: 'Conversion security' })).toBeNull();
});

test('an advertiser rotates their postback token after confirming, and sees the new one', async () => {
  const { calls, user } = renderAdvertiserAccount({
    'POST /api/v1/advertiser/conversion-token': () =>
      jsonResponse(200, { data: { conversionToken: NEW_TOKEN, ipAllowlist: ['203.0.113.7'] } }),
  });
  const card = await screen.findByRole('region', { name: 'Conversion security' });
  expect(await within(card).findByText(/••••ABCD$/)).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Rotate token' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rotate your postback token?' });
  expect(within(dialog).getByText(/Postbacks still sending the old token are refused/)).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Rotate token' }));
  expect(await screen.findByText('Postback token rotated')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Show postback token' }));
  expect(within(card).getByText(NEW_TOKEN)).toBeInTheDocument();
});

test('an advertiser edits their IP allowlist; an entry the server refuses is shown on the input', async () => {
  let attempt = 0;
  const { calls, user } = renderAdvertiserAccount({
    'PUT /api/v1/advertiser/ip-allowlist': () => {
      attempt += 1;
      return attempt === 1
        ? jsonResponse(422, {
            message: 'The form has errors.',
            errors: { 'ipAllowlist.1': ['Enter an IP address or CIDR range'] },
          })
        : jsonResponse(200, {
            data: { conversionToken: OLD_TOKEN, ipAllowlist: ['203.0.113.7', '198.51.100.0/24'] },
          });
    },
  });
  const input = await screen.findByRole('combobox', { name: 'IP allowlist' });
  await user.type(input, '198.51.100.0/24{Enter}');
  await user.click(screen.getByRole('button', { name: 'Save IP allowlist' }));
  expect(await screen.findByText('Enter an IP address or CIDR range')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save IP allowlist' }));
  expect(await screen.findByText('IP allowlist saved')).toBeInTheDocument();
  expect(sentForm(calls, '/api/v1/advertiser/ip-allowlist').getAll('ipAllowlist[]')).toEqual([
    '203.0.113.7',
    '198.51.100.0/24',
  ]);
});
