import { expect, test } from '../support/fixtures';

// A hand-edited or stale link to a partner says the partner is not found, with the way back,
// rather than an error whose retry can never work.
test('a partner page whose id is not an id says not found', async ({ page, signIn }) => {
  await signIn('admin');

  await page.goto('/admin/publisher/view/xyz');
  await expect(page.getByRole('heading', { name: 'Publisher not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to publishers' }).click();
  await expect(page).toHaveURL('/admin/publisher/manage');

  await page.goto('/admin/advertiser/edit/xyz');
  await expect(page.getByRole('heading', { name: 'Advertiser not found' })).toBeVisible();
  await page.goto(`/admin/advertiser/view/${crypto.randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Advertiser not found' })).toBeVisible();
});
