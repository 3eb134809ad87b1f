import { ROLES } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { AUTH_ROUTES, specRoutes } from '../support/spec-routes';

/** The demo network the e2e server seeds; every tab reads "{screen} · Demo Network". */
const SCREEN_TAB_TITLE = /^[^·]+ · Demo Network$/;

// Every screen of spec §2 opens for its role: it keeps its address, shows a heading, names the
// browser tab after itself and the network, and throws nothing (the pageErrors fixture fails the
// test on an uncaught page error).
for (const role of ROLES) {
  test.describe(`${role} screens`, () => {
    for (const path of specRoutes(role)) {
      test(path, async ({ page, signIn }) => {
        await signIn(role);
        await page.goto(path);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('Loading App...')).toHaveCount(0);
        await expect(page).toHaveTitle(SCREEN_TAB_TITLE);
      });
    }
  });
}

test('the signed-out screens name the tab too', async ({ page }) => {
  for (const path of AUTH_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page, path).toHaveTitle(SCREEN_TAB_TITLE);
  }
});
