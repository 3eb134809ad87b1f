import { DEFAULT_APP_NAME } from '@affnet/contracts';
import { expect, test } from '../support/fixtures';

// The default tenant seeded by `db seed-demo` is called 'Demo Network' and has no logo or favicon.
const TENANT_NAME = 'Demo Network';
/** The login screen's tab title: the screen, then the network ('Sign in · Demo Network'). */
const loginTitle = (network: string) => `Sign in · ${network}`;

// Spec §1/§7: name, logo and favicon come from GET /api/v1/app; on failure the existing config is
// kept and the error logged; with none, the fallback name 'My App' and the default logo.
test.describe('white-label branding', () => {
  test("the tab title and the login screen carry the network's name; the favicon is the default logo", async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await expect(page.getByText(TENANT_NAME, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(loginTitle(TENANT_NAME));
    // The build may inline the small default logo as a data URL.
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute(
      'href',
      /default-logo[^/]*\.svg$|^data:image\/svg\+xml,/,
    );
  });

  test("when /api/v1/app fails on a first visit, the app runs as 'My App' and logs the error", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/v1/app', (route) => route.fulfill({ status: 500, json: { message: 'Boom.' } }));

    await page.goto('/auth/login');
    await expect(page.getByText(DEFAULT_APP_NAME, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(loginTitle(DEFAULT_APP_NAME));
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(errors.some((text) => /app configuration/i.test(text))).toBe(true);
  });

  test('when /api/v1/app fails later, the config it answered before is kept', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveTitle(loginTitle(TENANT_NAME));

    await page.route('**/api/v1/app', (route) => route.fulfill({ status: 503, json: { message: 'Down.' } }));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(TENANT_NAME, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(loginTitle(TENANT_NAME));
  });
});
