import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addOptions, pickOption, selectOption } from '../support/ui';

const OFFER = 'Wizard Wallet Cashback';
const QUESTION = 'Where will you promote it?';

/** Saves the tab and waits for the next one the wizard opens. */
async function saveAndContinue(page: Page, tab: string, next: string): Promise<void> {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(`${tab} saved`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${next}\\?wizard=1$`));
}

async function fillGeneralStep(page: Page): Promise<void> {
  await page.goto('/admin/offer/add');
  await page.getByRole('textbox', { name: 'Offer name' }).fill(OFFER);
  await pickOption(page.getByRole('combobox', { name: 'Advertiser' }), 'E2E advertiser');
  await addOptions(page.getByRole('combobox', { name: 'Categories' }), ['Finance']);
  await page
    .getByRole('textbox', { name: 'Destination URL' })
    .fill('https://wallet.example/signup?cid={click_id}&pub={pub_id}');
  const base = page.getByRole('region', { name: 'Base payout' });
  await base.getByRole('textbox', { name: 'Payout amount' }).fill('4');
  await base.getByRole('textbox', { name: 'Revenue amount' }).fill('6.5');
  await page.getByRole('button', { name: 'Create offer' }).click();
  await expect(page).toHaveURL(/\/admin\/offer\/[0-9a-f-]{36}\/events\?wizard=1$/);
}

async function addEventAndPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add event' }).click();
  await page.getByRole('textbox', { name: 'Event 2 key' }).fill('first_deposit');
  await page.getByRole('textbox', { name: 'Event 2 name' }).fill('First deposit');
  await saveAndContinue(page, 'Events', 'landing-pages');

  await page.getByRole('button', { name: 'Add landing page' }).click();
  await page.getByRole('textbox', { name: 'Landing page 1 name' }).fill('Cashback page');
  await page
    .getByRole('textbox', { name: 'Landing page 1 URL' })
    .fill('https://wallet.example/cashback?cid={click_id}');
  await saveAndContinue(page, 'Landing Pages', 'payouts');
}

/** The deposit's default price, and the e2e publisher's own, higher payout on both events. */
async function setPayouts(page: Page): Promise<void> {
  const deposit = page.getByRole('group', { name: 'First deposit' });
  await deposit.getByRole('textbox', { name: 'Payout amount' }).fill('10');
  await deposit.getByRole('textbox', { name: 'Revenue amount' }).fill('15');
  const overrides = [
    ['Conversion (conversion)', '5.5'],
    ['First deposit (first_deposit)', '12'],
  ] as const;
  for (const [index, [event, amount]] of overrides.entries()) {
    const label = `Override ${index + 1}`;
    await page.getByRole('button', { name: 'Add override' }).click();
    await selectOption(page.getByRole('combobox', { name: `${label} event` }), event);
    await pickOption(page.getByRole('combobox', { name: `${label} publisher` }), 'E2E publisher');
    await page.getByRole('textbox', { name: `${label} payout amount` }).fill(amount);
  }
  await saveAndContinue(page, 'Payouts', 'caps');
}

async function setRules(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add cap' }).click();
  await page.getByRole('textbox', { name: 'Cap 1 limit' }).fill('250');
  await saveAndContinue(page, 'Caps', 'targeting');

  await addOptions(page.getByRole('combobox', { name: 'Countries: include' }), ['United States', 'Germany']);
  await saveAndContinue(page, 'Targeting', 'creatives');

  // Creatives have their own screens; the wizard just goes on.
  await page.getByRole('link', { name: 'Continue to Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule\?wizard=1$/);
  await page.getByRole('switch', { name: 'Only at certain hours' }).check();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await page.getByRole('button', { name: `All of ${day}` }).click();
  }
  await expect(page.getByText('120 of 168 hours')).toBeVisible();
  await saveAndContinue(page, 'Schedule', 'fallback');

  await page.getByRole('button', { name: 'Add fallback' }).click();
  await page.getByRole('textbox', { name: 'Fallback 1 URL' }).fill('https://wallet.example/?src={pub_id}');
  await saveAndContinue(page, 'Fallback', 'permission');
}

async function requireApproval(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Requires approval' }).check();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('textbox', { name: 'Question 1' }).fill(QUESTION);
  await page.getByRole('textbox', { name: 'Terms' }).fill('No brand bidding. No incentivised traffic.');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Permission saved', { exact: true })).toBeVisible();
}

/** The wizard's end: the review says nothing blocks the offer, and activating it finishes. */
async function reviewAndActivate(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/general\?wizard=review$/);
  await expect(page.getByRole('region', { name: 'Before it can go live' })).toContainText(
    'Nothing is missing: it can go live.',
  );
  await expect(page.getByRole('region', { name: 'Worth checking' })).toContainText('No creatives');
  await page.getByRole('button', { name: 'Activate and finish' }).click();
  await expect(page.getByText('Offer activated', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/general$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Active');
}

async function requestAccess(publisher: Page): Promise<void> {
  await publisher.goto('/publisher/offer/available');
  await publisher.getByRole('searchbox', { name: 'Search' }).fill(OFFER);
  await expect(publisher).toHaveURL(/search=/);
  const row = publisher.getByRole('row', { name: new RegExp(OFFER) });
  await row.getByRole('button', { name: `Request access to ${OFFER}` }).click();
  const dialog = publisher.getByRole('dialog', { name: `Request access to ${OFFER}` });
  await dialog.getByRole('textbox', { name: QUESTION }).fill('Our cashback newsletter, 40k readers');
  await dialog.getByRole('checkbox', { name: 'I accept the terms' }).check();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(publisher.getByText('Request sent', { exact: true })).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
}

async function approveRequest(admin: Page): Promise<void> {
  await admin.goto('/admin/offer/access');
  const row = admin.getByRole('row', { name: new RegExp(`${OFFER}.*E2E publisher`) });
  await expect(row.getByText('Accepted the terms')).toBeVisible();
  await row.getByRole('button', { name: 'Show 1 answer' }).click();
  await expect(row.getByText('Our cashback newsletter, 40k readers')).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Approved 1 request.', { exact: true })).toBeVisible();
}

async function expectOwnPayouts(publisher: Page): Promise<void> {
  await publisher.goto('/publisher/offer/approved');
  await publisher.getByRole('searchbox', { name: 'Search' }).fill(OFFER);
  await expect(publisher).toHaveURL(/search=/);
  const row = publisher.getByRole('row', { name: new RegExp(OFFER) });
  // Their override, not the default $4.00.
  await expect(row.getByText('$5.50 CPA', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: OFFER }).click();

  await expect(publisher.getByRole('heading', { level: 1, name: OFFER })).toBeVisible();
  await expect(publisher.getByText('You can run this offer')).toBeVisible();
  await expect(publisher.getByRole('region', { name: 'Payout for Conversion' })).toContainText('$5.50 CPA');
  await expect(publisher.getByRole('region', { name: 'Payout for First deposit' })).toContainText(
    '$12.00 CPA',
  );
  const traffic = publisher.getByRole('region', { name: 'Allowed traffic' });
  await expect(traffic).toContainText('United States');
  await expect(traffic).toContainText('Germany');
}

// The acceptance flow: an admin builds a whole offer in the wizard, a publisher asks for
// it, the admin approves, and the publisher sees it with their own payout.
test('an offer built in the wizard is requested, approved and run with the publisher’s payout', async ({
  page,
  signIn,
  pageAs,
}) => {
  test.setTimeout(180_000);
  await signIn('admin');
  await fillGeneralStep(page);
  await expect(page.getByText(`${OFFER} is a draft: publishers do not see it yet`)).toBeVisible();
  await addEventAndPage(page);
  await setPayouts(page);
  await setRules(page);
  await requireApproval(page);
  await reviewAndActivate(page);

  const publisher = await pageAs('publisher');
  await requestAccess(publisher);
  await approveRequest(page);
  await expectOwnPayouts(publisher);
});
