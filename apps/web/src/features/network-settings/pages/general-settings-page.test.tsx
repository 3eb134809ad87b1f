import type { GeneralSettings } from '@affnet/contracts';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { APP_CONFIG_QUERY_KEY } from '../../../lib/api/get-app-config';
import { createAppConfig, createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import GeneralSettingsPage from './general-settings-page';

const URL = '/api/v1/settings/general';
const HISTORY = '/api/v1/settings/history/general';
const EMPTY_HISTORY = { data: [], meta: { page: 1, perPage: 10, total: 0 } };

const settings: GeneralSettings = {
  name: 'Orbit Media',
  logo: null,
  favicon: null,
  brandColor: '#1c7ed6',
  defaultCurrency: 'EUR',
  timezone: 'Europe/Berlin',
  supportEmail: 'help@orbit.example',
};

function renderGeneral(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    [`GET ${URL}`]: () => jsonResponse(200, { data: settings }),
    [`GET ${HISTORY}`]: () => jsonResponse(200, EMPTY_HISTORY),
    ...handlers,
  });
  const view = renderPage(<GeneralSettingsPage screen={createScreenMeta('General Settings', 'Settings')} />, {
    path: '/admin/setting/general',
  });
  return { ...api, ...view };
}

test('shows what the page affects, saves the form as form data, and refreshes the app config and history', async () => {
  const { calls, user, queryClient } = renderGeneral({
    [`PUT ${URL}`]: () => jsonResponse(200, { data: { ...settings, name: 'Orbit Network' } }),
  });
  queryClient.setQueryData(APP_CONFIG_QUERY_KEY, createAppConfig({ name: 'Orbit Media' }));

  expect(screen.getByRole('heading', { name: 'General Settings' })).toBeInTheDocument();
  expect(screen.getByText(/How the network presents itself/)).toBeInTheDocument();
  const name = await screen.findByRole('textbox', { name: 'Network name' });
  expect(name).toHaveValue('Orbit Media');
  expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
  await user.clear(name);
  await user.type(name, 'Orbit Network');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  const body = sentForm(calls, URL);
  expect(body.get('name')).toBe('Orbit Network');
  expect(body.get('defaultCurrency')).toBe('EUR');
  expect(body.get('timezone')).toBe('Europe/Berlin');
  expect(body.get('removeLogo')).toBe('0');
  expect(body.has('logo')).toBe(false);
  expect(queryClient.getQueryState(APP_CONFIG_QUERY_KEY)?.isInvalidated).toBe(true);
  expect(calls.filter((call) => call.url.startsWith(HISTORY))).toHaveLength(2);
});

test("the server's field errors land on their inputs; bad input is refused before sending", async () => {
  const { calls, user } = renderGeneral({
    [`PUT ${URL}`]: () =>
      jsonResponse(422, {
        message: 'The form has errors.',
        errors: { logo: ['Upload a PNG, JPEG, GIF or WebP image'] },
      }),
  });
  const email = await screen.findByRole('textbox', { name: 'Support e-mail' });
  await user.clear(email);
  await user.type(email, 'nope');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);

  await user.clear(email);
  await user.type(email, 'help@orbit.example');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Upload a PNG, JPEG, GIF or WebP image')).toBeInTheDocument();
});
