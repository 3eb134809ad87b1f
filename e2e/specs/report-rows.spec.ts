import { readFile } from 'node:fs/promises';
import type { OfferIntegration, TrackingLink } from '@affnet/contracts';
import { callApi, createOffer, onTestServer, partnerIdOf, waitForLiveLink } from '../support/api';
import { expect, test } from '../support/fixtures';

// The row reports in the browser (issue 10): a click through a generated link with a sub id that
// is a spreadsheet formula, a conversion posted for it; the admin finds both rows, rejects the
// conversion with a reason and downloads the CSV; the publisher sees the rejection and its reason.

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FORMULA_SUB = '=HYPERLINK("http://evil.test","x")';

test('a conversion through the engine: found, rejected with a reason, exported as text, explained to the publisher', async ({
  app,
  page,
  signIn,
  pageAs,
}) => {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const publisherId = await partnerIdOf(admin, 'publishers', 'E2E publisher');
  const offer = await createOffer(admin, {
    name: 'Report Rows Offer',
    status: 'active',
    visibility: 'public',
    advertiserId: await partnerIdOf(admin, 'advertisers', 'E2E advertiser'),
    destinationUrl: 'https://shop.example/landing?cid={click_id}',
    payouts: [
      {
        eventKey: 'conversion',
        payoutType: 'cpa',
        payoutAmount: '3',
        revenueType: 'cpa',
        revenueAmount: '5',
      },
    ],
  });
  const query = new URLSearchParams({ publisherId, sub1: FORMULA_SUB });
  const { data: link } = await callApi<{ data: TrackingLink }>(
    admin,
    'GET',
    `/offers/${offer.id}/tracking-link?${query}`,
  );
  // The click engine answers with a redirect to the offer; its Location carries the click id.
  const shortUrl = onTestServer(link.shortUrl, app.baseURL);
  await waitForLiveLink(shortUrl, CHROME_UA);
  const clicked = await fetch(shortUrl, { redirect: 'manual', headers: { 'user-agent': CHROME_UA } });
  expect(clicked.status).toBe(302);
  const clickId = new URL(clicked.headers.get('location') ?? '').searchParams.get('cid') ?? '';
  expect(clickId).toHaveLength(48);
  const { data: integration } = await callApi<{ data: OfferIntegration }>(
    admin,
    'GET',
    `/offers/${offer.id}/integration`,
  );
  const token = new URL(integration.events[0]?.postbackUrl ?? '').searchParams.get('token') ?? '';
  const postback = await fetch(
    `${app.baseURL}/postback?${new URLSearchParams({ click_id: clickId, token, txn_id: 'E2E-ORDER-1' })}`,
  );
  expect(postback.status).toBe(200);

  await signIn('admin');
  await page.goto(`/admin/report/conversion?offerId=${offer.id}`);
  const row = page.getByRole('row').filter({ hasText: 'E2E-ORDER-1' });
  await expect(row).toContainText('Approved');
  await expect(row).toContainText(`sub1: ${FORMULA_SUB}`);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the status of 1 conversion' });
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The order was returned.');
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('The order was returned.');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^conversions-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain('E2E-ORDER-1');
  // The formula arrives as text: quoted, with a leading apostrophe.
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
  expect(csv).toContain('The order was returned.');

  await page.goto(`/admin/report/click?offerId=${offer.id}`);
  await expect(page.getByRole('row').filter({ hasText: clickId })).toContainText('Unique');

  const publisherPage = await pageAs('publisher');
  await publisherPage.goto('/publisher/report/conversions');
  const publisherRow = publisherPage.getByRole('row').filter({ hasText: clickId });
  await expect(publisherRow).toContainText('Rejected');
  await expect(publisherRow).toContainText('The order was returned.');
  await expect(publisherPage.getByRole('columnheader', { name: 'Revenue' })).toHaveCount(0);
});
