import { SUSPENDED_TENANT } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const TITLE = 'Account Not Active';
const TEXT = 'No worries! You can easily reactivate your account and get back to business.';

// Spec §1/§4/§8: a tenant whose status is not 'active' sees only the inactive screen.
test.describe('inactive account', () => {
  for (const path of ['/', '/auth/login', '/admin/dashboard']) {
    test(`a suspended tenant sees the inactive screen at ${path}`, async ({ page, app }) => {
      await page.goto(`http://${SUSPENDED_TENANT.domain}:${app.port}${path}`);

      await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
      await expect(page.getByText(TEXT, { exact: true })).toBeVisible();
      const support = page.getByRole('link', { name: 'Contact Support' });
      await expect(support).toHaveAttribute('href', `mailto:${SUSPENDED_TENANT.supportEmail}`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    });
  }

  test('/not-active shows the inactive screen', async ({ page, signIn }) => {
    await signIn('publisher');
    await page.goto('/not-active');
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(page.getByText(TEXT, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
  });
});
