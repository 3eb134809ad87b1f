import { E2E_PASSWORD, E2E_USERS } from '../support/accounts';
import { expect, readAuthStore, test } from '../support/fixtures';
import { expectLoginScreen, submitLoginForm } from '../support/ui';

// Spec §2 and §4 for a visitor without a session.
test.describe('redirects when signed out', () => {
  test('/ goes to login', async ({ page }) => {
    await page.goto('/');
    await expectLoginScreen(page);
  });

  test('/auth goes to login', async ({ page }) => {
    await page.goto('/auth');
    await expectLoginScreen(page);
  });

  test('a deep link with query and hash is stored, used after login, then cleared', async ({ page }) => {
    const target = '/publisher/report/performance?from=2024-01-01&sub1=a%20b#totals';
    await page.goto(target);
    await expectLoginScreen(page);
    expect((await readAuthStore(page))?.state.redirectTarget).toBe(target);

    await submitLoginForm(page, E2E_USERS.publisher, E2E_PASSWORD);

    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect((await readAuthStore(page))?.state.redirectTarget).toBeNull();
  });

  test("a stored target outside the user's role prefix is ignored", async ({ page }) => {
    await page.goto('/admin/offer/manage');
    await expectLoginScreen(page);
    expect((await readAuthStore(page))?.state.redirectTarget).toBe('/admin/offer/manage');

    await submitLoginForm(page, E2E_USERS.advertiser, E2E_PASSWORD);

    await expect(page).toHaveURL('/advertiser/dashboard');
    expect((await readAuthStore(page))?.state.redirectTarget).toBeNull();
  });

  for (const path of ['/auth/login', '/auth/forgot-password', '/auth/publisher/register']) {
    test(`${path} is reachable without signing in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
    });
  }
});
