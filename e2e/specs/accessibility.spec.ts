import type { UserRole } from '@affnet/contracts';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROLES } from '../support/accounts';
import { callApi, createBanner, createOffer, listOffers, partnerIdOf } from '../support/api';
import { approvedConversion, draftOf, issuedInvoiceOf } from '../support/billing';
import { expect, test } from '../support/fixtures';
import {
  AUTH_SCREEN_PATHS,
  type PortalScreen,
  portalScreensOf,
  type ScreenRecords,
  screenPath,
} from '../support/screens';

// Every screen of every role, from the web app's screen registry (its route table and the pages
// built for it), opened on real demo records: it keeps its address, shows a heading, names the
// browser tab after itself and the network, throws nothing (the pageErrors fixture fails the test
// on an uncaught page error), and a built one passes axe against WCAG 2.1 A and AA. Screens still
// to come share one placeholder, and an employee's refused screens one refusal: axe reads the
// first of each. One page walks a role's screens (soft checks, so one run lists every failure).

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The demo network the e2e server seeds; every tab reads "{screen} · Demo Network". */
const SCREEN_TAB_TITLE = /^[^·]+ · Demo Network$/;

const records: ScreenRecords = {
  offer: '',
  creative: '',
  publisher: '',
  advertiser: '',
  employee: '',
  role: '',
  postback: '',
  publicOffer: '',
  ownOffer: '',
  publisherInvoice: '',
  advertiserInvoice: '',
};

/** A publisher draft carrying an adjustment, opened in the billing screen's drawer. */
let adjustedDraft = '';

/** A public offer's banner, whose code shows on its page for a publisher staff pick. */
let publicBanner = '';

/** What the e2e employee's role may open (a read-only starter role: offers, partners, reports). */
let employeePermissions: readonly string[] = [];

const pathOf = (role: UserRole, pattern: string) => screenPath(role, pattern, records);

test.beforeAll(async ({ app }) => {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const [creative] = (
    await callApi<{ data: { id: string; offer: { id: string } }[] }>(admin, 'GET', '/creatives?type=banner')
  ).data;
  if (!creative) throw new Error('The demo network has no banner');
  records.creative = creative.id;
  records.offer = creative.offer.id;
  records.publisher = await partnerIdOf(admin, 'publishers', 'E2E publisher');
  records.advertiser = await partnerIdOf(admin, 'advertisers', 'E2E advertiser');
  const employee = (await app.sessionFor('employee')).user;
  records.employee = employee.id;
  records.role = employee.employeeRole?.id ?? '';
  employeePermissions = employee.permissions;
  const [publicOffer] = await listOffers(admin, 'visibility=public&status=active');
  if (!publicOffer) throw new Error('The demo network has no public active offer');
  records.publicOffer = publicOffer.id;
  // Its creatives' code, with the publisher's link, shows on their offer page; staff see it for them.
  publicBanner = (await createBanner(admin, publicOffer.id, 'Accessibility banner', 'banner-300x250.png')).id;
  const ownOffer = await createOffer(admin, {
    name: 'Accessibility Check Offer',
    advertiserId: records.advertiser,
    status: 'active',
    visibility: 'public',
    destinationUrl: 'https://a11y.example/?cid={click_id}',
  });
  records.ownOffer = ownOffer.id;
  // The publisher's postback, off and for this offer alone, so no other spec's conversion calls it.
  const postback = await callApi<{ data: { id: string } }>(admin, 'POST', '/publisher-postbacks', {
    publisherId: records.publisher,
    offerId: ownOffer.id,
    statuses: ['approved'],
    url: 'https://a11y.example/postback?click={click_id}',
    isActive: false,
  });
  records.postback = postback.data.id;
  // An issued invoice, so the publisher's invoice page is read with its lines, not its not-found state.
  await approvedConversion(admin, records.publisher, '12.40', 'Accessibility Invoice Offer');
  records.publisherInvoice = await issuedInvoiceOf(admin, records.publisher);
  // The same conversion's revenue, issued to the advertiser, for its invoice page.
  records.advertiserInvoice = await issuedInvoiceOf(admin, records.advertiser, 'advertiser');
  // A draft with a bonus line (its author, time and remove button) for the drawer's check.
  await approvedConversion(admin, records.publisher, '3.10', 'Accessibility Draft Offer');
  adjustedDraft = (await draftOf(admin, records.publisher)).id;
  await callApi(admin, 'POST', `/billing/invoices/${adjustedDraft}/adjustments`, {
    reason: 'bonus',
    amount: '5.00',
    memo: 'Accessibility bonus',
  });
});

/** States of built screens a plain visit does not show: [role, screen with its query]. */
const SCREEN_STATES: Record<UserRole, readonly string[]> = {
  // The add wizard: a tab with its banner, and its last step, the review; sub ids with country
  // (the group-by picker and the dates bounded for the raw rows).
  admin: [
    'offer/:id/events?wizard=1',
    'offer/:id/general?wizard=review',
    'report/performance?groupBy=sub1,country',
    // The billing screen's other tabs: advertisers' invoices, and payment batches.
    'billing?kind=advertiser',
    'billing?kind=payments',
  ],
  publisher: [],
  advertiser: ['offer/view/:id?tab=integration', 'offer/view/:id?tab=postback-log'],
  employee: [],
};

/**
 * The employee portal shows the admin's pages, read only where the role may not change them; axe
 * reads one screen of each kind of page there (a list, an offer tab, a record, a report), since
 * the admin's walk already reads every page. The walk still opens every employee screen.
 */
const EMPLOYEE_SWEPT = new Set([
  '/employee/dashboard',
  '/employee/offer/manage',
  '/employee/offer/:id/general',
  '/employee/offer/:id/payouts',
  '/employee/offer/:id/permission',
  '/employee/offer/creative/view/:id',
  '/employee/publisher/manage',
  '/employee/publisher/view/:id',
  '/employee/advertiser/manage',
  '/employee/report/performance',
]);

/** Whether the e2e employee may open a screen; every other role opens all of its own. */
function mayOpen(role: UserRole, screen: PortalScreen): boolean {
  return role !== 'employee' || !screen.permission || employeePermissions.includes(screen.permission);
}

/** The rules a screen breaks, as `rule: elements`; empty when it passes. */
async function violationsOf(page: Page): Promise<string[]> {
  await expect(page.getByText('Loading App...')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // An open picker's option list scrolls without taking focus: its options are reached with the
  // arrow keys from the input (aria-activedescendant), which axe's scrollable-region rule misses.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_AA)
    .exclude('[role="listbox"]')
    .analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test('signed-out screens', async ({ page }) => {
  for (const path of [...AUTH_SCREEN_PATHS, '/not-found', '/not-active']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.startsWith('/auth/')) await expect.soft(page, path).toHaveTitle(SCREEN_TAB_TITLE);
    expect.soft(await violationsOf(page), path).toEqual([]);
  }
});

/** Opens a screen and checks what every screen shows: its address kept, a heading, the tab's title. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading App...')).toHaveCount(0);
  await expect.soft(page, path).toHaveURL(path);
  await expect.soft(page, path).toHaveTitle(SCREEN_TAB_TITLE);
}

for (const role of ROLES) {
  test(`${role} screens`, async ({ page, signIn }) => {
    const screens = portalScreensOf(role);
    // A budget per screen (page load and the axe run), generous for a busy machine.
    test.setTimeout((screens.length + SCREEN_STATES[role].length) * 20_000);
    if (role === 'employee') {
      // A pattern the registry does not hold would be skipped without a word.
      expect(screens.map((screen) => screen.pattern)).toEqual(expect.arrayContaining([...EMPLOYEE_SWEPT]));
    }
    await signIn(role);
    const swept = new Set<string>();
    for (const screen of screens) {
      const path = pathOf(role, screen.pattern);
      await openScreen(page, path);
      // A placeholder or a refusal is one component, whichever screen shows it: axe reads it once.
      const kind = !screen.built ? 'placeholder' : mayOpen(role, screen) ? path : 'refusal';
      if (swept.has(kind)) continue;
      if (role === 'employee' && kind === path && !EMPLOYEE_SWEPT.has(screen.pattern)) continue;
      swept.add(kind);
      expect.soft(await violationsOf(page), path).toEqual([]);
    }
    for (const pattern of SCREEN_STATES[role]) {
      const path = pathOf(role, pattern);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect.soft(await violationsOf(page), path).toEqual([]);
    }
  });
}

/** Dialogs: [role, screen, the button that opens one, a row to select first]. */
const DIALOGS: ReadonlyArray<readonly [UserRole, string, RegExp, boolean]> = [
  ['admin', 'offer/categories', /^Add category$/, false],
  ['admin', 'offer/:id/permission', /^Grant access$/, false],
  ['admin', 'offer/:id/schedule', /^Live from$/, false],
  ['admin', 'advertiser/manage', /^Block$/, true],
  ['publisher', 'offer/available', /^Request access to /, false],
  ['advertiser', 'setting/account', /^Rotate token$/, false],
  // The range picker's calendar, bounded on the click log.
  ['admin', 'report/click', /^From – to/, false],
  // The column chooser of the wide reports (each table's own list of columns).
  ['admin', 'report/performance', /^Columns/, false],
  ['admin', 'report/conversion', /^Columns/, false],
  // The billing run, on the advertisers' tab.
  ['admin', 'billing?kind=advertiser', /^Generate invoices$/, false],
  ['admin', 'billing?kind=payments', /^New payment batch$/, false],
  ['publisher', 'report/conversions', /^Columns/, false],
];

test('dialogs', async ({ pageAs }) => {
  for (const [role, pattern, opener, selectsRow] of DIALOGS) {
    const page = await pageAs(role);
    // The app honours reduced motion, so axe reads the page after the overlay fades in, not during.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(pathOf(role, pattern));
    if (selectsRow) await page.getByRole('checkbox').nth(1).check(); // the first row's, after "Select all"
    await page.getByRole('button', { name: opener }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect.soft(await violationsOf(page), `${pattern}: ${opener}`).toEqual([]);
  }
});

test('a creative’s embed code, for a publisher picked by staff', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto(`/admin/offer/creative/view/${publicBanner}`);
  const card = page.getByRole('region', { name: 'Embed code' });
  await card.getByRole('combobox', { name: 'Publisher' }).fill('E2E publisher');
  await page.getByRole('option', { name: /^#\d+ E2E publisher$/ }).click();
  await expect(card.getByRole('button', { name: 'Copy banner code' })).toBeVisible();
  expect.soft(await violationsOf(page)).toEqual([]);
});

test('the billing drawer: a draft with an adjustment, and its Add adjustment dialog', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/admin/billing?invoice=${adjustedDraft}`);
  const drawer = page.getByRole('dialog', { name: 'Draft invoice' });
  await expect(drawer.getByText('Bonus: Accessibility bonus')).toBeVisible();
  await expect(
    drawer.getByRole('button', { name: 'Remove adjustment: Bonus: Accessibility bonus' }),
  ).toBeVisible();
  expect.soft(await violationsOf(page), 'drawer').toEqual([]);
  await drawer.getByRole('button', { name: 'Add adjustment' }).click();
  await expect(page.getByRole('dialog', { name: 'Add adjustment' })).toBeVisible();
  expect.soft(await violationsOf(page), 'Add adjustment').toEqual([]);
});

test('a payment batch in the drawer: the demo’s batch paid by PayPal, settled', async ({ page, signIn }) => {
  await signIn('admin');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/admin/billing?kind=payments');
  await page
    .getByRole('row', { name: /Completed/ })
    .first()
    .getByRole('link', { name: /^PB-\d+$/ })
    .click();
  const drawer = page.getByRole('dialog', { name: /^Payment batch PB-\d+$/ });
  await expect(drawer.getByRole('table', { name: 'Payments in this batch' })).toBeVisible();
  expect.soft(await violationsOf(page), 'payment batch drawer').toEqual([]);
});

test('warnings where risky input is typed: the add wizard’s destination and base payout', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/admin/offer/add');
  await page.getByRole('textbox', { name: 'Destination URL' }).fill('https://a11y.example/landing');
  const base = page.getByRole('region', { name: 'Base payout' });
  await base.getByRole('textbox', { name: 'Revenue amount' }).fill('4');
  await base.getByRole('textbox', { name: 'Payout amount' }).fill('6');
  await expect(page.getByText(/^Warning: /)).toHaveCount(2);
  expect.soft(await violationsOf(page)).toEqual([]);
});
