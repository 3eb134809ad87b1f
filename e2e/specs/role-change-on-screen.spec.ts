import type { Session } from '@affnet/contracts';
import { type ApiCaller, callApi } from '../support/api';
import { expect, test } from '../support/fixtures';

const EMAIL = 'narrowed-employee@e2e.test';
const PASSWORD = 'narrowed-Passw0rd-1';

// An admin takes a permission away from a signed-in employee's role: the employee's open portal
// follows without a reload or a new sign-in. The next call the API refuses (403) makes the client
// read the session again, and the screen and the sidebar show what the role now opens.
test("an admin narrows a signed-in employee's role and the employee's screen follows", async ({
  page,
  app,
  signIn,
}) => {
  const admin: ApiCaller = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const role = await callApi<{ data: { id: string } }>(admin, 'POST', '/employee-roles', {
    name: 'E2E Narrowed desk',
    permissions: ['publishers.read', 'offers.read'],
    dataScope: 'all',
  });
  await callApi(admin, 'POST', '/employees', { name: 'Nell Narrow', email: EMAIL, roleId: role.data.id });
  await expect.poll(() => app.mail.to(EMAIL).length).toBe(1);
  const token = /reset-password\?token=([\w%-]+)/.exec(app.mail.to(EMAIL)[0]?.text ?? '')?.[1];
  expect(token).toBeTruthy();
  const reset = await fetch(`${app.baseURL}/api/v1/auth/reset-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      token: decodeURIComponent(token ?? ''),
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    }),
  });
  expect(reset.ok).toBe(true);
  const session: Session = await app.login(EMAIL, PASSWORD);
  await signIn('employee', session);

  await page.goto('/employee/publisher/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Publishers' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Offers', { exact: true })).toBeVisible();

  await callApi(admin, 'PUT', `/employee-roles/${role.data.id}`, {
    name: 'E2E Narrowed desk',
    permissions: ['publishers.read'],
    dataScope: 'all',
  });

  // The sidebar still offers the screen (the client has not asked yet); opening it, the API
  // refuses the list, and the client reads the narrowed role.
  await nav.getByText('Offers', { exact: true }).click();
  await nav.getByRole('link', { name: 'Manage Offers' }).click();
  await expect(page.getByText('Your role does not open this screen')).toBeVisible();
  await expect(nav.getByText('Offers', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('Manage Offers', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('Publishers', { exact: true })).toBeVisible();
});
