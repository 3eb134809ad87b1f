import { expect, test } from '../support/fixtures';

// The API reference runs under its own CSP: it must render every operation, mark the ones that
// need a session with a lock, and break no rule of that policy.
test('/api/docs renders the reference under its CSP, with locks on protected operations', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(String(error)));

  await page.goto('/api/docs');
  const operation = (path: string) =>
    page.locator(`.opblock:has(.opblock-summary-path[data-path="${path}"])`).first();
  const offers = operation('/api/v1/offers/{id}');
  await expect(offers).toBeVisible();
  await expect(offers.locator('.authorization__btn')).toBeVisible();
  const config = operation('/api/v1/app');
  await expect(config).toBeVisible();
  await expect(config.locator('.authorization__btn')).toHaveCount(0);

  await offers.locator('.opblock-summary').click();
  await expect(offers.getByText('Signed-in admins and employees only.')).toBeVisible();
  expect(violations).toEqual([]);
});
