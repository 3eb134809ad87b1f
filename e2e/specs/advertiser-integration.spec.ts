import { callApi, createOffer, partnerIdOf, waitForLiveLink } from '../support/api';
import { expect, test } from '../support/fixtures';

// An advertiser runs their side themselves (issue 25): on their offer view they find their token
// and postback URL and send a test conversion; on their account they rotate the token, and a real
// postback with the old one is refused while the new one converts; their offer's postback log and
// results show it.

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

test('an advertiser integrates their offer, tests it, rotates their token and reads the log', async ({
  app,
  page,
  signIn,
}) => {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const offer = await createOffer(admin, {
    name: 'Self-Serve Integration Offer',
    status: 'active',
    visibility: 'public',
    advertiserId: await partnerIdOf(admin, 'advertisers', 'E2E advertiser'),
    destinationUrl: 'https://shop.e2e.example/thanks?cid={click_id}',
  });
  const publisherId = await partnerIdOf(admin, 'publishers', 'E2E publisher');
  const { data: publisher } = await callApi<{ data: { ref: number } }>(
    admin,
    'GET',
    `/publishers/${publisherId}`,
  );
  const link = `${app.baseURL}/click?offer_id=${offer.ref}&pub_id=${publisher.ref}`;
  await waitForLiveLink(link, CHROME);

  await signIn('advertiser');
  await page.goto(`/advertiser/offer/view/${offer.id}`);
  await page.getByRole('tab', { name: 'Integration' }).click();
  const tokenCard = page.getByRole('region', { name: 'Your postback token' });
  await tokenCard.getByRole('button', { name: 'Show postback token' }).click();
  const oldToken = (await tokenCard.getByRole('group', { name: 'Postback token' }).innerText()).trim();
  expect(oldToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText(`/postback?click_id={click_id}&event=conversion`)).toContainText(
    `token=${oldToken}`,
  );
  // Server postbacks only (the network's default): no pixel to copy, and the screen says why.
  await expect(page.getByText('Pixels and the JS tag are off')).toBeVisible();

  await page.getByRole('button', { name: 'Send a test conversion' }).click();
  const result = page.getByRole('alert', { name: /Test conversion recorded/ });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Click taken by your offer');
  await expect(result).toContainText('not billed: a test');

  // A visitor clicks a publisher's link; the advertiser's landing page receives the click id.
  const clicked = await fetch(link, { redirect: 'manual', headers: { 'user-agent': CHROME } });
  const clickId = new URL(clicked.headers.get('location') ?? '').searchParams.get('cid') ?? '';
  expect(clickId).not.toBe('');

  await page.goto('/advertiser/setting/account');
  const security = page.getByRole('region', { name: 'Conversion security' });
  await security.getByRole('button', { name: 'Rotate token' }).click();
  await page
    .getByRole('dialog', { name: 'Rotate your postback token?' })
    .getByRole('button', { name: 'Rotate token' })
    .click();
  await expect(page.getByText('Postback token rotated')).toBeVisible();
  await security.getByRole('button', { name: 'Show postback token' }).click();
  const group = security.getByRole('group', { name: 'Postback token' });
  await expect(group).not.toContainText(oldToken);
  const newToken = (await group.innerText()).trim();

  const postback = (token: string, txn: string) =>
    fetch(`${app.baseURL}/postback?${new URLSearchParams({ click_id: clickId, token, txn_id: txn })}`);
  // The engine takes the new token within about a second.
  await expect.poll(async () => (await postback(newToken, 'E2E-NEW')).status, { timeout: 30_000 }).toBe(200);
  const refused = await postback(oldToken, 'E2E-OLD');
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ status: 'rejected', reason: 'bad_token' });

  await page.goto(`/advertiser/offer/view/${offer.id}?tab=postback-log`);
  const log = page.getByRole('table', { name: 'Postback log of this offer' });
  // The poll above may have been refused until the engine's memory had the new token: those tries
  // are logged too. One of the new token's calls was accepted.
  await expect(log.getByRole('row', { name: /E2E-NEW/ }).filter({ hasText: 'Accepted' })).toHaveCount(1);
  await expect(log.getByRole('row', { name: /E2E-OLD/ })).toContainText('Bad token');

  await page.getByRole('tab', { name: 'Overview' }).click();
  const results = page.getByRole('region', { name: 'Last 30 days' });
  // The accepted conversion counts; the test conversion never does.
  const conversions = results.getByText('Conversions', { exact: true });
  await expect(conversions.locator('xpath=following-sibling::dd[1]')).toHaveText('1');
  await results.getByRole('link', { name: 'Open this offer in your performance report' }).click();
  await expect(page).toHaveURL(new RegExp(`/advertiser/report/performance\\?.*offerId=${offer.id}`));
});
