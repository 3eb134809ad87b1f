import { E2E_PASSWORD, E2E_USERS } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { submitLoginForm } from '../support/ui';

// Spec §2/§9: a progress bar (nprogress, spinner on) shows at the top during navigation.
test('the progress bar shows while the next screen loads and goes away after', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);

  // Hold the portal's code (loaded on demand) so the navigation after sign-in stays in flight.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });

  await submitLoginForm(page, E2E_USERS.employee, E2E_PASSWORD);
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page.locator('#nprogress .spinner')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');

  release();
  await expect(page).toHaveURL('/employee/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
