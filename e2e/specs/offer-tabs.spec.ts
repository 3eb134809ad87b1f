import type { Locator, Page } from '@playwright/test';
import { createOffer, partnerIdOf } from '../support/api';
import { expect, test } from '../support/fixtures';
import { addOptions, pickOption, selectOption } from '../support/ui';

// Every settings tab of one offer: a change survives a reload, and bad input is refused with the
// message on the field. The bad-input test of a tab runs first, so the rows it adds (and never
// saves) do not shift the numbers of the rows the round trip adds.

let offerId = '';

test.beforeAll(async ({ app }) => {
  const caller = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const offer = await createOffer(caller, {
    name: 'Tabs Round Trip Offer',
    advertiserId: await partnerIdOf(caller, 'advertisers', 'E2E advertiser'),
    destinationUrl: 'https://tabs.example/go?cid={click_id}',
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
  offerId = offer.id;
});

test.beforeEach(async ({ signIn }) => {
  await signIn('admin');
});

/** Opens one tab of the offer and waits for its form. */
async function openTab(page: Page, segment: string, label: string): Promise<Locator> {
  await page.goto(`/admin/offer/${offerId}/${segment}`);
  const form = page.getByRole('form', { name: label });
  await expect(form).toBeVisible();
  return form;
}

async function save(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${label} saved`, { exact: true })).toBeVisible();
}

/** Saves a form that should be refused; nothing is saved. */
async function trySave(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save changes' }).click();
}

/** The month after this one, as the date picker names its days ("20 December 2026"). */
function nextMonthDay(day: number): { name: string; value: string } {
  const now = new Date();
  const month = new Date(now.getFullYear(), now.getMonth() + 1, day);
  const monthName = month.toLocaleString('en-GB', { month: 'long' });
  const iso = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { name: `${day} ${monthName} ${month.getFullYear()}`, value: `${iso} 00:00` };
}

/** Chooses a day of next month (at 00:00) in a date-time picker. */
async function pickNextMonthDay(page: Page, field: string, day: number): Promise<string> {
  const target = nextMonthDay(day);
  await page.getByRole('button', { name: field, exact: true }).click();
  const dropdown = page.getByRole('dialog');
  await dropdown.getByRole('button', { name: 'Next month' }).click();
  await dropdown.getByRole('button', { name: target.name, exact: true }).click();
  await dropdown.getByRole('button', { name: 'Use this date and time' }).click();
  // The next picker's dropdown must not be confused with this one while it fades out.
  await expect(dropdown).toHaveCount(0);
  await expect(page.getByRole('button', { name: field, exact: true })).toHaveText(target.value);
  return target.value;
}

test('general: an unknown macro in the destination is refused on the field', async ({ page }) => {
  await openTab(page, 'general', 'General');
  const destination = page.getByRole('textbox', { name: 'Destination URL', exact: true });
  await destination.fill('https://tabs.example/go?cid={clikc_id}');
  await trySave(page);
  await expect(destination).toHaveAccessibleDescription(/Unknown macro \{clikc_id\}/);
});

test('general: a new name and redirect mode survive a reload', async ({ page }) => {
  await openTab(page, 'general', 'General');
  await page.getByRole('textbox', { name: 'Offer name', exact: true }).fill('Tabs Offer Renamed');
  await selectOption(
    page.getByRole('combobox', { name: 'Redirect mode', exact: true }),
    'Meta refresh (hides the referrer)',
  );
  await save(page, 'General');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tabs Offer Renamed' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Offer name', exact: true })).toHaveValue(
    'Tabs Offer Renamed',
  );
  await expect(page.getByRole('combobox', { name: 'Redirect mode', exact: true })).toHaveValue(
    'Meta refresh (hides the referrer)',
  );
});

test('events: a key used twice is refused on the second event', async ({ page }) => {
  await openTab(page, 'events', 'Events');
  await page.getByRole('button', { name: 'Add event' }).click();
  await page.getByRole('textbox', { name: 'Event 2 key' }).fill('conversion');
  await page.getByRole('textbox', { name: 'Event 2 name' }).fill('Second conversion');
  await trySave(page);
  await expect(page.getByRole('textbox', { name: 'Event 2 key' })).toHaveAccessibleDescription(
    'Each event needs its own key',
  );
});

test('events: an added event survives a reload', async ({ page }) => {
  await openTab(page, 'events', 'Events');
  await page.getByRole('button', { name: 'Add event' }).click();
  await page.getByRole('textbox', { name: 'Event 2 key' }).fill('upsell');
  await page.getByRole('textbox', { name: 'Event 2 name' }).fill('Upsell');
  await page.getByRole('checkbox', { name: 'Event 2 allows duplicates' }).check();
  await save(page, 'Events');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Event 2 key' })).toHaveValue('upsell');
  await expect(page.getByRole('textbox', { name: 'Event 2 name' })).toHaveValue('Upsell');
  await expect(page.getByRole('checkbox', { name: 'Event 2 allows duplicates' })).toBeChecked();
});

test('landing pages: a weight above 100 is not kept and a URL without scheme is refused', async ({
  page,
}) => {
  await openTab(page, 'landing-pages', 'Landing Pages');
  await page.getByRole('button', { name: 'Add landing page' }).click();
  const weight = page.getByRole('textbox', { name: 'Landing page 1 weight' });
  await weight.fill('101');
  await weight.blur();
  await expect(weight).toHaveValue('100');
  await page.getByRole('textbox', { name: 'Landing page 1 name' }).fill('No scheme');
  const url = page.getByRole('textbox', { name: 'Landing page 1 URL' });
  // With its {click_id}, so the only word under the field is the refusal (not the missing-macro warning).
  await url.fill('tabs.example/spring?c={click_id}');
  await trySave(page);
  await expect(url).toHaveAccessibleDescription('Enter a full URL starting with https:// or http://');
});

test('landing pages: an added page and its weight survive a reload', async ({ page }) => {
  await openTab(page, 'landing-pages', 'Landing Pages');
  await page.getByRole('button', { name: 'Add landing page' }).click();
  await page.getByRole('textbox', { name: 'Landing page 1 name' }).fill('Spring page');
  await page
    .getByRole('textbox', { name: 'Landing page 1 URL' })
    .fill('https://tabs.example/spring?c={click_id}');
  await page.getByRole('textbox', { name: 'Landing page 1 weight' }).fill('40');
  await save(page, 'Landing Pages');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Landing page 1 name' })).toHaveValue('Spring page');
  await expect(page.getByRole('textbox', { name: 'Landing page 1 URL' })).toHaveValue(
    'https://tabs.example/spring?c={click_id}',
  );
  await expect(page.getByRole('textbox', { name: 'Landing page 1 weight' })).toHaveValue('40');
});

/** Adds an override of the base event's payout for the e2e publisher. */
async function addOverride(page: Page, label: string, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Add override' }).click();
  await pickOption(page.getByRole('combobox', { name: `${label} publisher` }), 'E2E publisher');
  await page.getByRole('textbox', { name: `${label} payout amount` }).fill(amount);
}

test('payouts: an override in force with another for the same publisher is refused', async ({ page }) => {
  await openTab(page, 'payouts', 'Payouts');
  await addOverride(page, 'Override 1', '4');
  await addOverride(page, 'Override 2', '4.5');
  await trySave(page);
  await expect(page.getByRole('button', { name: 'Override 2 starts' })).toHaveAccessibleDescription(
    /Overlaps override 1 for the same publisher, event and country/,
  );
});

test('payouts: a new default payout and an override survive a reload', async ({ page }) => {
  await openTab(page, 'payouts', 'Payouts');
  const base = page.getByRole('group', { name: 'Conversion' });
  await base.getByRole('textbox', { name: 'Payout amount' }).fill('3.75');
  await addOverride(page, 'Override 1', '4.25');
  await save(page, 'Payouts');
  await page.reload();
  await expect(base.getByRole('textbox', { name: 'Payout amount' })).toHaveValue('3.75');
  await expect(page.getByRole('combobox', { name: 'Override 1 publisher' })).toHaveValue('E2E publisher');
  await expect(page.getByRole('textbox', { name: 'Override 1 payout amount' })).toHaveValue('4.25');
});

test('caps: a fractional conversion limit is refused', async ({ page }) => {
  await openTab(page, 'caps', 'Caps');
  await page.getByRole('button', { name: 'Add cap' }).click();
  const limit = page.getByRole('textbox', { name: 'Cap 1 limit' });
  await limit.fill('2.5');
  await trySave(page);
  await expect(limit).toHaveAccessibleDescription(/Enter a whole number of at least 1/);
});

test('caps: a weekly cap survives a reload', async ({ page }) => {
  await openTab(page, 'caps', 'Caps');
  await page.getByRole('button', { name: 'Add cap' }).click();
  await selectOption(page.getByRole('combobox', { name: 'Cap 1 period' }), 'Weekly');
  await page.getByRole('textbox', { name: 'Cap 1 limit' }).fill('500');
  await save(page, 'Caps');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Cap 1 counts' })).toHaveValue('Conversions');
  await expect(page.getByRole('combobox', { name: 'Cap 1 period' })).toHaveValue('Weekly');
  await expect(page.getByRole('textbox', { name: 'Cap 1 limit' })).toHaveValue('500');
});

test('targeting: an IP range that is not an address is refused', async ({ page }) => {
  await openTab(page, 'targeting', 'Targeting');
  const ips = page.getByRole('combobox', { name: 'IP ranges: include' });
  await ips.fill('300.1.2.3');
  await ips.press('Enter');
  await trySave(page);
  await expect(ips).toHaveAccessibleDescription('Enter an IP address or CIDR range');
});

test('targeting: included countries survive a reload', async ({ page }) => {
  await openTab(page, 'targeting', 'Targeting');
  await addOptions(page.getByRole('combobox', { name: 'Countries: include' }), ['France', 'Japan']);
  await save(page, 'Targeting');
  await page.reload();
  const rules = page.getByRole('region', { name: 'Rules' });
  await expect(rules.getByText('France', { exact: true })).toBeVisible();
  await expect(rules.getByText('Japan', { exact: true })).toBeVisible();
});

test('schedule: a live window that ends before it starts is refused', async ({ page }) => {
  await openTab(page, 'schedule', 'Schedule');
  await pickNextMonthDay(page, 'Live from', 20);
  await pickNextMonthDay(page, 'Live until', 10);
  await trySave(page);
  await expect(page.getByRole('button', { name: 'Live until', exact: true })).toHaveAccessibleDescription(
    /The end must be after the start/,
  );
});

test('schedule: the live window and day parting survive a reload', async ({ page }) => {
  await openTab(page, 'schedule', 'Schedule');
  const from = await pickNextMonthDay(page, 'Live from', 12);
  await page.getByRole('switch', { name: 'Only at certain hours' }).check();
  await page.getByRole('button', { name: 'All of Saturday' }).click();
  await save(page, 'Schedule');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Live from', exact: true })).toHaveText(from);
  await expect(page.getByRole('switch', { name: 'Only at certain hours' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Saturday 10:00' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Friday 10:00' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('24 of 168 hours')).toBeVisible();
});

test('fallback: an entry without a URL is refused', async ({ page }) => {
  await openTab(page, 'fallback', 'Fallback');
  await page.getByRole('button', { name: 'Add fallback' }).click();
  await trySave(page);
  await expect(page.getByRole('textbox', { name: 'Fallback 1 URL' })).toHaveAccessibleDescription(
    'Enter a URL',
  );
});

test('fallback: a URL entry for some reasons survives a reload', async ({ page }) => {
  await openTab(page, 'fallback', 'Fallback');
  await page.getByRole('button', { name: 'Add fallback' }).click();
  await page.getByRole('textbox', { name: 'Fallback 1 URL' }).fill('https://backup.example/?c={click_id}');
  await selectOption(page.getByRole('combobox', { name: 'Fallback 1 reasons' }), 'Cap reached');
  await page.getByRole('combobox', { name: 'Fallback 1 reasons' }).press('Escape');
  await save(page, 'Fallback');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Fallback 1 URL' })).toHaveValue(
    'https://backup.example/?c={click_id}',
  );
  await expect(page.getByRole('group', { name: 'Fallback 1' }).getByText('Cap reached')).toBeVisible();
});

test('permission: an empty approval question is refused on the question', async ({ page }) => {
  await openTab(page, 'permission', 'Permission');
  await page.getByRole('button', { name: 'Add question' }).click();
  await trySave(page);
  await expect(page.getByRole('textbox', { name: 'Question 1' })).toHaveAccessibleDescription(
    'A question may not be blank',
  );
});

test('permission: private visibility, a question and terms survive a reload', async ({ page }) => {
  await openTab(page, 'permission', 'Permission');
  await page.getByRole('radio', { name: 'Private' }).check();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('textbox', { name: 'Question 1' }).fill('Which traffic sources will you use?');
  await page.getByRole('textbox', { name: 'Terms' }).fill('No email traffic.');
  await save(page, 'Permission');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Private' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Question 1' })).toHaveValue(
    'Which traffic sources will you use?',
  );
  await expect(page.getByRole('textbox', { name: 'Terms' })).toHaveValue('No email traffic.');
});

test('tracking link: a link generated for a publisher with access is shown, short and long', async ({
  page,
  app,
}) => {
  const caller = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const open = await createOffer(caller, {
    name: 'Tabs Link Offer',
    advertiserId: await partnerIdOf(caller, 'advertisers', 'E2E advertiser'),
    destinationUrl: 'https://tabs.example/go?cid={click_id}',
    visibility: 'public',
  });
  await page.goto(`/admin/offer/${open.id}/tracking-link`);
  await expect(page.getByText('Choose a publisher first.')).toBeVisible();
  // The generator's own fields: "What would this click do?" below it has a publisher of its own.
  const generator = page.getByRole('region', { name: 'Link generator' });
  await generator.getByRole('combobox', { name: 'Publisher' }).fill('E2E publisher');
  await page.getByRole('option', { name: /^#\d+ E2E publisher$/ }).click();
  await generator.getByRole('textbox', { name: 'sub1' }).fill('e2e-campaign');
  await expect(page.getByText(/\/c\/[a-z2-7]{20}\?sub1=e2e-campaign$/)).toBeVisible();
  await expect(
    page.getByText(new RegExp(`/click\\?offer_id=${open.ref}&pub_id=\\d+&sub1=e2e-campaign$`)),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy short link' })).toBeVisible();
});
