import type { Session } from '@affnet/contracts';
import { ROLES } from '../support/accounts';
import { expect, seedSession, test } from '../support/fixtures';
import { expectLoginScreen } from '../support/ui';

// Spec §2, §4 and §8 for a signed-in user.
test.describe('redirects when signed in', () => {
  for (const role of ROLES) {
    test(`${role}: / goes to the ${role} dashboard`, async ({ page, signIn }) => {
      await signIn(role);
      await page.goto('/');
      await expect(page).toHaveURL(`/${role}/dashboard`);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    });

    test(`${role}: /${role} goes to the ${role} dashboard`, async ({ page, signIn }) => {
      await signIn(role);
      await page.goto(`/${role}`);
      await expect(page).toHaveURL(`/${role}/dashboard`);
    });
  }

  for (const path of ['/auth', '/auth/login', '/auth/forgot-password', '/auth/advertiser/register']) {
    test(`${path} sends a signed-in user to the dashboard`, async ({ page, signIn }) => {
      await signIn('publisher');
      await page.goto(path);
      await expect(page).toHaveURL('/publisher/dashboard');
    });
  }

  const mismatches = [
    ['publisher', '/admin/dashboard'],
    ['advertiser', '/publisher/offer/available'],
    ['admin', '/advertiser/invoice/list'],
    ['employee', '/admin/offer/manage'],
    ['admin', '/employee/dashboard'],
  ] as const;
  for (const [role, path] of mismatches) {
    test(`${role} opening ${path} is sent to the ${role} dashboard`, async ({ page, signIn }) => {
      await signIn(role);
      await page.goto(path);
      await expect(page).toHaveURL(`/${role}/dashboard`);
    });
  }

  for (const path of ['/no/such/page', '/admin/no-such-screen', '/publisher/offer/view']) {
    test(`unknown path ${path} goes to /not-found`, async ({ page, signIn }) => {
      await signIn('admin');
      await page.goto(path);
      await expect(page).toHaveURL('/not-found');
      await expect(page.getByRole('heading').first()).toBeVisible();
    });
  }

  test('/admin/offer/view/{id} redirects to the edit general tab', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/admin/offer/view/123');
    await expect(page).toHaveURL('/admin/offer/123/general');
  });

  test('a user with an unknown role goes to login', async ({ page, app }) => {
    const real = await app.sessionFor('publisher');
    const stranger: Session = {
      ...real,
      token: 'not-a-valid-token',
      user: {
        ...real.user,
        role: { slug: 'superuser', name: 'Superuser' } as unknown as Session['user']['role'],
      },
    };
    await seedSession(page, stranger);
    await page.goto('/publisher/dashboard');
    await expectLoginScreen(page);
  });
});
