import { E2E_USERS } from '../support/accounts';
import { expect, readAuthStore, test } from '../support/fixtures';
import { expectLoginScreen } from '../support/ui';

test('signing out from the user menu revokes the token and clears the session', async ({
  page,
  app,
  signIn,
}) => {
  const session = await signIn('advertiser', await app.login(E2E_USERS.advertiser));
  await page.goto('/advertiser/dashboard');

  await page.getByRole('button', { name: 'Account menu of E2E advertiser' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expectLoginScreen(page);
  expect((await readAuthStore(page))?.state ?? {}).toMatchObject({
    token: null,
    user: null,
    redirectTarget: null,
  });
  const me = await fetch(`${app.baseURL}/api/v1/auth/me`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(me.status).toBe(401);

  await page.goto('/advertiser/dashboard');
  await expectLoginScreen(page);
});
