import { createOffer, partnerIdOf } from '../support/api';
import { expect, test } from '../support/fixtures';

// The offer history from both sides (docs/offers.md "History"): staff change a publisher's payout,
// the publisher reads the change on the offer's page, staff restore the earlier version from the
// change history, and the offer pays as before; the publisher reads that change too.

test('a payout raised shows to the publisher; staff restore the version before it and the offer pays as before', async ({
  app,
  page,
  signIn,
  pageAs,
}) => {
  const caller = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const offer = await createOffer(caller, {
    name: 'History Round Trip Offer',
    advertiserId: await partnerIdOf(caller, 'advertisers', 'E2E advertiser'),
    destinationUrl: 'https://history.example/go?cid={click_id}',
    status: 'active',
    visibility: 'public',
    payouts: [{ eventKey: 'conversion', payoutAmount: '3', revenueAmount: '5' }],
  });
  await signIn('admin');
  await page.goto(`/admin/offer/${offer.id}/payouts`);
  const amount = page
    .getByRole('group', { name: 'Conversion' })
    .getByRole('textbox', { name: 'Payout amount' });
  await amount.fill('3.75');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Payouts saved', { exact: true })).toBeVisible();

  const publisher = await pageAs('publisher');
  await publisher.goto(`/publisher/offer/view/${offer.id}`);
  const changes = publisher.getByRole('list', { name: 'Changes to your terms' });
  await expect(changes.getByText('Payouts › payout amount (conversion): 3.00 → 3.75')).toBeVisible();

  await page.goto(`/admin/offer/${offer.id}/general`);
  const history = page.getByRole('table', { name: 'Offer changes' });
  await expect(history.getByText('Payouts › payout amount (conversion): 3.00 → 3.75')).toBeVisible();
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore version 1' });
  await dialog.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 restored', { exact: true })).toBeVisible();
  await expect(history.getByText('Restored version 1')).toBeVisible();
  await expect(history.getByText('Payouts › payout amount (conversion): 3.75 → 3.00')).toBeVisible();

  await page.goto(`/admin/offer/${offer.id}/payouts`);
  await expect(amount).toHaveValue('3.00');
  await publisher.reload();
  await expect(changes.getByText('Payouts › payout amount (conversion): 3.75 → 3.00')).toBeVisible();
});
