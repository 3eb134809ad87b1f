import { expect, test } from '../support/fixtures';

// Spec §1: while the app configuration loads, a spinner with 'Loading App...' shows.
test("'Loading App...' shows until /api/v1/app answers", async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/app', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/auth/login');
  await expect(page.getByText('Loading App...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);

  release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Loading App...')).toHaveCount(0);
});
