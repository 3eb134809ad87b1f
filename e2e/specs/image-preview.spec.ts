import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { createOffer, FIXTURES_DIR, partnerIdOf } from '../support/api';
import { expect, test } from '../support/fixtures';

// A chosen image is previewed from a blob: address before it is uploaded (offer thumbnail, banner
// creative). The Content Security Policy must let those through: a refused preview is only a
// broken image. Every test also fails on any CSP refusal the browser reports (support/fixtures.ts).

let offerId = '';

test.beforeAll(async ({ app }) => {
  const caller = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const offer = await createOffer(caller, {
    name: 'Image Preview Offer',
    advertiserId: await partnerIdOf(caller, 'advertisers', 'E2E advertiser'),
    destinationUrl: 'https://preview.example/?cid={click_id}',
  });
  offerId = offer.id;
});

test.beforeEach(async ({ signIn }) => {
  await signIn('admin');
});

/** Chooses a fixture file in the file input named `field`, as a user would through the dialog. */
async function chooseFile(page: Page, field: string, file: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: field }).click(),
  ]);
  await chooser.setFiles(path.join(FIXTURES_DIR, file));
}

/** The image finished loading (or failing), and it has pixels: a refused or broken one has none. */
async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

test('the offer thumbnail chosen on the general tab is previewed before saving', async ({ page }) => {
  await page.goto(`/admin/offer/${offerId}/general`);
  await chooseFile(page, 'Thumbnail', 'thumb-120x90.jpg');
  await expectLoaded(page.getByRole('img', { name: 'Thumbnail preview' }));
});

test('a banner image chosen on the creative form is previewed before saving', async ({ page }) => {
  await page.goto('/admin/offer/creative/add');
  await chooseFile(page, 'Banner image', 'banner-300x250.png');
  await expectLoaded(page.getByRole('img', { name: 'Preview of the chosen image' }));
});
