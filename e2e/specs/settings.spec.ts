import type { GeneralSettings } from '@affnet/contracts';
import { callApi, requiredSignUpAnswers } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectLoginScreen, submitLoginForm } from '../support/ui';

// The e2e server's default tenant, which every other spec expects to keep its name.
const NETWORK_NAME = 'Demo Network';
const NEW_NAME = 'Orbit Settings Network';

test('an admin renames the network on setting/general; the header, the tab title and the history follow', async ({
  page,
  app,
  signIn,
}) => {
  const admin = { baseURL: app.baseURL, session: await signIn('admin') };
  try {
    await page.goto('/admin/setting/general');
    await expect(page.getByRole('heading', { name: 'General Settings', level: 1 })).toBeVisible();
    await expect(page.getByText(/How the network presents itself/)).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Network name' });
    await expect(name).toHaveValue(NETWORK_NAME);
    await name.fill(NEW_NAME);
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByRole('banner').getByText(NEW_NAME, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`General Settings · ${NEW_NAME}`);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText(`Network name: ${NETWORK_NAME} → ${NEW_NAME}`)).toBeVisible();

    // A reload reads the saved name from the server, not from this tab's memory.
    await page.reload();
    await expect(page.getByRole('banner').getByText(NEW_NAME, { exact: true })).toBeVisible();
  } finally {
    const { data } = await callApi<{ data: GeneralSettings }>(admin, 'GET', '/settings/general');
    const { logo: _logo, favicon: _favicon, ...rest } = data;
    const kept = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null));
    await callApi(admin, 'PUT', '/settings/general', { ...kept, name: NETWORK_NAME });
  }
});

test('a publisher changes their password on setting/account: the other session ends, this one stays', async ({
  page,
  app,
  signIn,
}) => {
  const email = 'settings-password@e2e.test';
  const oldPassword = 'first-Passw0rd-harbour';
  const newPassword = 'second-lantern-orchard-58';
  const registered = await fetch(`${app.baseURL}/api/v1/auth/register/publisher`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Sam Settings',
      email,
      company: 'Settings Media',
      country: 'DE',
      trafficSources: ['content'],
      acceptTerms: true,
      password: oldPassword,
      passwordConfirmation: oldPassword,
      answers: await requiredSignUpAnswers(app.baseURL, 'publisher'),
    }),
  });
  expect(registered.status).toBe(201);
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const list = await callApi<{ data: { id: string }[] }>(
    admin,
    'GET',
    `/publishers?search=${encodeURIComponent(email)}`,
  );
  await callApi(admin, 'POST', '/publishers/status', {
    ids: list.data.map((row) => row.id),
    action: 'approve',
  });

  const otherDevice = await app.login(email, oldPassword);
  await signIn('publisher', await app.login(email, oldPassword));
  await page.goto('/publisher/setting/account');
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Settings Media');
  await page.getByLabel(/^Current password/).fill(oldPassword);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  const stale = await fetch(`${app.baseURL}/api/v1/account`, {
    headers: { Authorization: `Bearer ${otherDevice.token}` },
  });
  expect(stale.status).toBe(401);
  // This tab is still signed in.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Settings Media');

  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/login');
  await expectLoginScreen(page);
  await submitLoginForm(page, email, newPassword);
  await expect(page).toHaveURL('/publisher/dashboard');
});
