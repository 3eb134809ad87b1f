import { E2E_USERS } from '../support/accounts';
import { expect, readAuthStore, test } from '../support/fixtures';
import { expectLoginScreen } from '../support/ui';

// Spec §4/§8: a 401 on any call clears token, user and redirect target, then goes to login.
test('a revoked token: the next call answers 401, the session is cleared and login shows', async ({
  page,
  app,
  signIn,
}) => {
  // The token is proven good through the API, not by opening a page first: a page left open would
  // fire its own late queries, and one answered 401 before the next page opens signs the tab out
  // early, so the report page below would meet a signed-out visitor instead of a revoked token.
  const session = await signIn('publisher', await app.login(E2E_USERS.publisher));
  const authorization = { Authorization: `Bearer ${session.token}` };
  const before = await fetch(`${app.baseURL}/api/v1/auth/me`, { headers: authorization });
  expect(before.status).toBe(200);

  const logout = await fetch(`${app.baseURL}/api/v1/auth/logout`, { method: 'POST', headers: authorization });
  expect(logout.status).toBe(204);

  const unauthorized = page.waitForResponse(
    (response) => response.status() === 401 && new URL(response.url()).pathname.startsWith('/api/'),
  );
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
