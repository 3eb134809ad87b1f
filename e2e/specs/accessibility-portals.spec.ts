import type { UserRole } from '@affnet/contracts';
import { expect, SCREEN_TAB_TITLE, test, violationsOf, walkRoleScreens } from '../support/accessibility';
import { AUTH_SCREEN_PATHS } from '../support/screens';

// The signed-out screens and every screen of the publisher, advertiser and employee portals, as
// accessibility-admin.spec.ts walks the admin's: address, heading, tab title, no page error, axe.

test('signed-out screens', async ({ page }) => {
  for (const path of [...AUTH_SCREEN_PATHS, '/not-found', '/not-active']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.startsWith('/auth/')) await expect.soft(page, path).toHaveTitle(SCREEN_TAB_TITLE);
    expect.soft(await violationsOf(page), path).toEqual([]);
  }
});

const PORTALS: readonly UserRole[] = ['publisher', 'advertiser', 'employee'];

for (const role of PORTALS) {
  test(`${role} screens`, async ({ page, signIn, a11y }) => {
    await signIn(role);
    await walkRoleScreens(page, a11y, role);
  });
}
