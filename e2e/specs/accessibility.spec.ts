import type { UserRole } from '@affnet/contracts';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROLES } from '../support/accounts';
import { callApi, createBanner, createOffer, listOffers, partnerIdOf } from '../support/api';
import { expect, test } from '../support/fixtures';
import { AUTH_ROUTES, SAMPLE_ID } from '../support/spec-routes';

// The built screens of spec §2, for each role, checked by axe against WCAG 2.1 A and AA, on real
// records: a demo offer with every tab filled, its banner, real partners. Screens still to come
// share one placeholder, checked through each role's dashboard. One page walks a role's screens
// (soft checks, so one run lists every screen's violations).

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Which record an id in a route stands for: [role, route prefix, record]. */
const RECORD_OF: ReadonlyArray<readonly [UserRole, string, keyof typeof ids]> = [
  ['admin', 'offer/creative/', 'creative'],
  ['admin', 'offer/', 'offer'],
  ['admin', 'publisher/', 'publisher'],
  ['admin', 'advertiser/', 'advertiser'],
  ['publisher', 'offer/view/', 'publicOffer'],
  ['advertiser', 'offer/view/', 'ownOffer'],
  ['employee', 'offer/', 'offer'],
];

const ids = {
  offer: '',
  creative: '',
  publisher: '',
  advertiser: '',
  publicOffer: '',
  publicBanner: '',
  ownOffer: '',
};

function pathOf(role: UserRole, pattern: string): string {
  const record = RECORD_OF.find(([owner, prefix]) => owner === role && pattern.startsWith(prefix));
  const id = record ? ids[record[2]] : SAMPLE_ID;
  return `/${role}/${pattern.replaceAll('{id}', id)}`;
}

test.beforeAll(async ({ app }) => {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const [creative] = (
    await callApi<{ data: { id: string; offer: { id: string } }[] }>(admin, 'GET', '/creatives?type=banner')
  ).data;
  if (!creative) throw new Error('The demo network has no banner');
  ids.creative = creative.id;
  ids.offer = creative.offer.id;
  ids.publisher = await partnerIdOf(admin, 'publishers', 'E2E publisher');
  ids.advertiser = await partnerIdOf(admin, 'advertisers', 'E2E advertiser');
  const [publicOffer] = await listOffers(admin, 'visibility=public&status=active');
  if (!publicOffer) throw new Error('The demo network has no public active offer');
  ids.publicOffer = publicOffer.id;
  // Its creatives' code, with the publisher's link, shows on their offer page; staff see it for them.
  ids.publicBanner = (
    await createBanner(admin, publicOffer.id, 'Accessibility banner', 'banner-300x250.png')
  ).id;
  const ownOffer = await createOffer(admin, {
    name: 'Accessibility Check Offer',
    advertiserId: ids.advertiser,
    status: 'active',
    visibility: 'public',
    destinationUrl: 'https://a11y.example/?cid={click_id}',
  });
  ids.ownOffer = ownOffer.id;
});

/** Screens built so far, as spec §2 writes them; add a feature's screens as it lands. */
const BUILT_SCREENS: Record<UserRole, readonly string[]> = {
  admin: [
    'dashboard',
    'offer/add',
    'offer/add/classic',
    'offer/manage',
    ...['general', 'events', 'landing-pages', 'payouts', 'caps', 'targeting', 'creatives', 'schedule']
      .concat(['fallback', 'permission', 'postback', 'tracking-link', 'integration'])
      .map((tab) => `offer/{id}/${tab}`),
    // The add wizard: a tab with its banner, and its last step, the review.
    'offer/{id}/events?wizard=1',
    'offer/{id}/general?wizard=review',
    'offer/access',
    'offer/categories',
    ...['add', 'manage', 'edit/{id}', 'view/{id}'].map((page) => `offer/creative/${page}`),
    ...['add', 'manage', 'view/{id}', 'edit/{id}'].map((page) => `publisher/${page}`),
    ...['add', 'manage', 'view/{id}', 'edit/{id}'].map((page) => `advertiser/${page}`),
    ...['add', 'manage', 'logs'].map((page) => `publisher/postback/${page}`),
    'advertiser/postback/logs',
    ...['performance', 'conversion', 'click'].map((report) => `report/${report}`),
    // Sub ids with country: the group-by picker and the dates bounded for the raw rows.
    'report/performance?groupBy=sub1,country',
    // Every settings screen: domains with their verification, the network's conversion channels, money.
    ...['general', 'company', 'domain', 'publisher', 'advertiser', 'smtp', 'system-email']
      .concat(['registration-form', 'payment-method', 'currency', 'invoice-tax', 'integration'])
      .map((page) => `setting/${page}`),
    // The team, whose forms offer only what the signed-in admin may grant.
    ...['manage', 'add', 'role/manage', 'role/add'].map((page) => `employee/${page}`),
  ],
  publisher: [
    'dashboard',
    'offer/available',
    'offer/approved',
    'offer/view/{id}',
    ...['list', 'add', 'log'].map((page) => `tools/postback/${page}`),
    'report/performance',
    'report/conversions',
    'setting/account',
    'setting/payment',
  ],
  advertiser: [
    'dashboard',
    'offer/list',
    ...['', '?tab=integration', '?tab=postback-log'].map((tab) => `offer/view/{id}${tab}`),
    'setting/account',
    'setting/payment',
    'report/performance',
    'report/conversions',
  ],
  // The e2e employee's role reads offers, partners and reports, and changes nothing: the screens
  // show without their actions, the offer's tabs read only.
  employee: [
    'dashboard',
    'offer/manage',
    'offer/{id}/general',
    'offer/{id}/payouts',
    'offer/{id}/permission',
    'publisher/manage',
    'advertiser/manage',
  ],
};

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
  for (const path of [...AUTH_ROUTES, '/not-found', '/not-active']) {
    await page.goto(path);
    expect.soft(await violationsOf(page), path).toEqual([]);
  }
});

for (const role of ROLES) {
  test(`${role} screens`, async ({ page, signIn }) => {
    // A budget per screen (page load and the axe run), generous for a busy machine.
    test.setTimeout(BUILT_SCREENS[role].length * 20_000);
    await signIn(role);
    for (const pattern of BUILT_SCREENS[role]) {
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
  ['admin', 'offer/{id}/permission', /^Grant access$/, false],
  ['admin', 'offer/{id}/schedule', /^Live from$/, false],
  ['admin', 'advertiser/manage', /^Block$/, true],
  ['publisher', 'offer/available', /^Request access to /, false],
  ['advertiser', 'setting/account', /^Rotate token$/, false],
  // The range picker's calendar, bounded on the click log.
  ['admin', 'report/click', /^From – to/, false],
  // The column chooser of the wide reports (each table's own list of columns).
  ['admin', 'report/performance', /^Columns/, false],
  ['admin', 'report/conversion', /^Columns/, false],
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
  await page.goto(`/admin/offer/creative/view/${ids.publicBanner}`);
  const card = page.getByRole('region', { name: 'Embed code' });
  await card.getByRole('combobox', { name: 'Publisher' }).fill('E2E publisher');
  await page.getByRole('option', { name: /^#\d+ E2E publisher$/ }).click();
  await expect(card.getByRole('button', { name: 'Copy banner code' })).toBeVisible();
  expect.soft(await violationsOf(page)).toEqual([]);
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
