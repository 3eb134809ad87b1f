import { ROLES } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { specRoutes } from '../support/spec-routes';

// Every screen of spec §2 opens for its role: it keeps its address, shows a heading and throws
// nothing (the pageErrors fixture fails the test on an uncaught page error).
for (const role of ROLES) {
  test.describe(`${role} screens`, () => {
    for (const path of specRoutes(role)) {
      test(path, async ({ page, signIn }) => {
        await signIn(role);
        await page.goto(path);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('Loading App...')).toHaveCount(0);
      });
    }
  });
}
