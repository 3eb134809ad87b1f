import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  type ApiCaller,
  createBanner,
  createOffer,
  FIXTURES_DIR,
  listOffers,
  partnerIdOf,
} from '../support/api';
import { expect, test } from '../support/fixtures';

// What partners see of the catalogue, and banners from upload to download.

const OWN_OFFER = 'Catalogue Advertiser Own Offer';
const OWN_DRAFT = 'Catalogue Advertiser Draft';
const BANNER_OFFER = 'Catalogue Banner Offer';
const BANNER = 'Catalogue leaderboard';
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ids = { own: '', privateOffer: '', foreign: '', foreignName: '', bannerOffer: '' };

async function newOffer(caller: ApiCaller, advertiserId: string, name: string, status: 'active' | 'draft') {
  return createOffer(caller, {
    name,
    advertiserId,
    status,
    visibility: 'public',
    destinationUrl: 'https://catalogue.example/?cid={click_id}',
    payouts: [
      {
        eventKey: 'conversion',
        payoutType: 'cpa',
        payoutAmount: '2',
        revenueType: 'cpa',
        revenueAmount: '3.4',
      },
    ],
  });
}

test.beforeAll(async ({ app }) => {
  const caller = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const advertiserId = await partnerIdOf(caller, 'advertisers', 'E2E advertiser');
  ids.own = (await newOffer(caller, advertiserId, OWN_OFFER, 'active')).id;
  await newOffer(caller, advertiserId, OWN_DRAFT, 'draft');
  const banner = await newOffer(caller, advertiserId, BANNER_OFFER, 'active');
  ids.bannerOffer = banner.id;
  await createBanner(caller, banner.id, BANNER, 'banner-300x250.png');

  // From the demo network: a private offer, and an active offer of another advertiser.
  const [privateOffer] = await listOffers(caller, 'visibility=private&status=active');
  const foreign = (await listOffers(caller, 'status=active&perPage=100')).find(
    (offer) => offer.advertiser.id !== advertiserId,
  );
  if (!privateOffer || !foreign) throw new Error('The demo network has no private or foreign active offer');
  ids.privateOffer = privateOffer.id;
  ids.foreign = foreign.id;
  ids.foreignName = foreign.name;
});

async function expectOfferNotFound(page: Page, text: string, back: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Offer not found' })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('link', { name: back })).toBeVisible();
}

test('a publisher without access to a private offer gets the not-found state for its id', async ({
  page,
  signIn,
}) => {
  await signIn('publisher');
  await page.goto(`/publisher/offer/view/${ids.privateOffer}`);
  await expectOfferNotFound(
    page,
    'This offer does not exist, or is not open to you.',
    'Back to available offers',
  );
});

test('an advertiser lists only their own live offers and opens one', async ({ page, signIn }) => {
  await signIn('advertiser');
  await page.goto('/advertiser/offer/list');
  const table = page.getByRole('table', { name: 'Offers' });
  await expect(table.getByRole('link', { name: OWN_OFFER })).toBeVisible();
  await expect(table.getByRole('link', { name: BANNER_OFFER })).toBeVisible();
  // Drafts are the network's work in progress; other advertisers' offers are not theirs to see.
  await expect(table.getByText(OWN_DRAFT)).toHaveCount(0);
  await expect(table.getByText(ids.foreignName)).toHaveCount(0);

  await table.getByRole('link', { name: OWN_OFFER }).click();
  await expect(page.getByRole('heading', { level: 1, name: OWN_OFFER })).toBeVisible();
  const pays = page.getByRole('region', { name: 'What you pay' });
  await expect(pays).toContainText('Conversion (main event)');
  await expect(pays).toContainText('$3.40 CPA');

  await page.goto(`/advertiser/offer/view/${ids.foreign}`);
  await expectOfferNotFound(page, 'This offer does not exist, or was removed.', 'Back to your offers');
});

test("a banner downloads from the publisher's offer page as the image", async ({ page, signIn }) => {
  await signIn('publisher');
  await page.goto(`/publisher/offer/view/${ids.bannerOffer}`);
  const tile = page.getByRole('article', { name: BANNER });
  await expect(tile.getByText('Banner · 300 × 250 px')).toBeVisible();
  const link = tile.getByRole('link', { name: `Download ${BANNER}` });

  const response = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="banner-300x250.png"/);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('banner-300x250.png');
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_MAGIC);
  // The upload was re-encoded when stored (only its pixels kept): the same image, not the same bytes.
  expect(bytes.equals(await response.body())).toBe(true);
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([300, 250]);
});

/** Opens the add form from the offer's creatives tab (offer chosen) and names a banner. */
async function startBanner(page: Page, name: string): Promise<void> {
  await page.goto(`/admin/offer/${ids.own}/creatives`);
  // The empty list offers the same link again.
  await page.getByRole('link', { name: 'Add creative' }).first().click();
  await expect(page.getByRole('combobox', { name: 'Offer' })).toHaveValue(new RegExp(OWN_OFFER));
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
}

async function chooseImage(page: Page, file: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Banner image' }).click(),
  ]);
  await chooser.setFiles(path.join(FIXTURES_DIR, file));
}

test('an uploaded banner gets its size from the file; a fake image is refused on the field', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await startBanner(page, 'Fake banner');
  await chooseImage(page, 'not-an-image.png');
  await page.getByRole('button', { name: 'Add creative' }).click();
  await expect(page.getByRole('button', { name: 'Banner image' })).toHaveAccessibleDescription(
    /Upload a PNG, JPEG, GIF or WebP image/,
  );

  await chooseImage(page, 'banner-300x250.png');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Medium rectangle');
  await page.getByRole('button', { name: 'Add creative' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medium rectangle' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('300 × 250 px');
  await expect(details.getByRole('link', { name: 'banner-300x250.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Banner Medium rectangle' })).toBeVisible();
});
