import { E2E_PASSWORD, E2E_USERS, ROLES } from '../support/accounts';
import { expect, readAuthStore, test } from '../support/fixtures';
import { submitLoginForm } from '../support/ui';

test.describe('sign-in', () => {
  for (const role of ROLES) {
    test(`${role} signs in and lands on the ${role} dashboard`, async ({ page }) => {
      await page.goto('/auth/login');
      await submitLoginForm(page, E2E_USERS[role], E2E_PASSWORD);

      await expect(page).toHaveURL(`/${role}/dashboard`);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      const store = await readAuthStore(page);
      expect(store?.state.token).toEqual(expect.any(String));
      expect(store?.state.user).toMatchObject({ email: E2E_USERS[role], role: { slug: role } });
    });
  }

  test('a wrong password is refused with a message and no session', async ({ page }) => {
    await page.goto('/auth/login');
    await submitLoginForm(page, E2E_USERS.advertiser, 'not-the-password');

    await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
    await expect(page).toHaveURL('/auth/login');
    expect((await readAuthStore(page))?.state.token ?? null).toBeNull();
  });
});
