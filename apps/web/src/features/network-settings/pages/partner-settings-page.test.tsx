import type { PartnerSettings } from '@affnet/contracts';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createAccountManager, createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import PartnerSettingsPage from './partner-settings-page';

const URL = '/api/v1/settings/publisher';
const manager = createAccountManager({ name: 'Mia Manager', email: 'mia@network.example' });
const settings: PartnerSettings = {
  kind: 'publisher',
  registrationOpen: true,
  autoApprove: false,
  defaultAccountManager: null,
  paymentTermsDays: 30,
  welcomeMessage: null,
  conversionIntake: null,
  holdDays: 0,
};

test('saves sign-up, approval, the default manager, the terms, the welcome and the network’s hold', async () => {
  const { calls } = stubApi({
    [`GET ${URL}`]: () => jsonResponse(200, { data: settings }),
    [`PUT ${URL}`]: () => jsonResponse(200, { data: { ...settings, autoApprove: true } }),
    'GET /api/v1/settings/history/publisher': () =>
      jsonResponse(200, { data: [], meta: { page: 1, perPage: 10, total: 0 } }),
    'GET /api/v1/account-managers': () => jsonResponse(200, { data: [manager] }),
  });
  const { user } = renderPage(
    <PartnerSettingsPage kind="publisher" screen={createScreenMeta('Publisher Settings', 'Settings')} />,
    { path: '/admin/setting/publisher' },
  );

  const signUp = await screen.findByRole('switch', { name: /Open sign-up for publishers/ });
  expect(signUp).toBeChecked();
  await user.click(signUp);
  await user.click(screen.getByRole('radio', { name: /Automatic/ }));
  await user.click(screen.getByRole('combobox', { name: 'Default account manager' }));
  await user.click(await screen.findByRole('option', { name: 'Mia Manager (mia@network.example)' }));
  await user.type(screen.getByRole('textbox', { name: 'Welcome message' }), 'Hello and welcome!');
  const hold = screen.getByRole('textbox', { name: 'Hold before payment (days)' });
  await user.clear(hold);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Enter days from 0 to 90')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  await user.type(hold, '14');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  const body = sentForm(calls, URL);
  expect(body.get('registrationOpen')).toBe('0');
  expect(body.get('autoApprove')).toBe('1');
  expect(body.get('defaultAccountManagerId')).toBe(manager.id);
  expect(body.get('paymentTermsDays')).toBe('30');
  expect(body.get('welcomeMessage')).toBe('Hello and welcome!');
  expect(body.get('holdDays')).toBe('14');
  expect(body.has('conversionIntake')).toBe(false);
  expect(screen.queryByText('Conversions reported by')).toBeNull();
});

test('the advertiser form chooses the network’s default conversion channels and has no hold; the publisher form has no channels', async () => {
  const ADVERTISER_URL = '/api/v1/settings/advertiser';
  const advertiser: PartnerSettings = {
    ...settings,
    kind: 'advertiser',
    conversionIntake: 'server_only',
    holdDays: null,
  };
  const { calls } = stubApi({
    [`GET ${ADVERTISER_URL}`]: () => jsonResponse(200, { data: advertiser }),
    [`PUT ${ADVERTISER_URL}`]: () =>
      jsonResponse(200, { data: { ...advertiser, conversionIntake: 'server_and_browser' } }),
    'GET /api/v1/settings/history/advertiser': () =>
      jsonResponse(200, { data: [], meta: { page: 1, perPage: 10, total: 0 } }),
    'GET /api/v1/account-managers': () => jsonResponse(200, { data: [] }),
  });
  const { user } = renderPage(
    <PartnerSettingsPage kind="advertiser" screen={createScreenMeta('Advertiser Settings', 'Settings')} />,
    { path: '/admin/setting/advertiser' },
  );
  const channels = await screen.findByRole('combobox', { name: 'Conversions reported by' });
  expect(channels).toHaveValue('Server postback only');
  await user.click(channels);
  await user.click(await screen.findByRole('option', { name: 'Server postback, pixels and JS tag' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  const body = sentForm(calls, ADVERTISER_URL);
  expect(body.get('conversionIntake')).toBe('server_and_browser');
  expect(body.has('holdDays')).toBe(false);
  expect(screen.queryByText('Hold before payment (days)')).toBeNull();
});
