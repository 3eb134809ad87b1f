import { E2E_USERS } from '../support/accounts';
import { expect, readAuthStore, test } from '../support/fixtures';
import { expectLoginScreen } from '../support/ui';

// Spec §4/§8: a 401 on any call clears token, user and redirect target, then goes to login.
test('a revoked token: the next call answers 401, the session is cleared and login shows', async ({
  page,
  app,
  signIn,
}) => {
  const session = await signIn('publisher', await app.login(E2E_USERS.publisher));
  await page.goto('/publisher/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const logout = await fetch(`${app.baseURL}/api/v1/auth/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(logout.status).toBe(204);

  const unauthorized = page.waitForResponse((response) => response.status() === 401);
  await page.goto('/publisher/report/performance');
  await unauthorized;

  await expectLoginScreen(page);
  const store = await readAuthStore(page);
  expect(store?.state ?? { token: null, user: null, redirectTarget: null }).toMatchObject({
    token: null,
    user: null,
    redirectTarget: null,
  });
});
