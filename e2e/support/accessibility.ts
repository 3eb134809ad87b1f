import type { UserRole } from '@affnet/contracts';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { callApi, createBanner, createOffer, listOffers, offerIdNamed, partnerIdOf } from './api';
import { approvedConversion, draftOf, issuedInvoiceOf } from './billing';
import { test as base, expect, type TestApp } from './fixtures';
import { type PortalScreen, portalScreensOf, type ScreenRecords, screenPath } from './screens';

// What the accessibility specs share: the demo records every screen is opened on (made once per
// worker's server, whichever of the specs runs first there), axe's verdict on a page, and the checks
// every screen passes. The walk is split over several spec files so the workers share it.

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The demo network the e2e server seeds; every tab reads "{screen} · Demo Network". */
export const SCREEN_TAB_TITLE = /^[^·]+ · Demo Network$/;

export type AccessibilityRecords = {
  records: ScreenRecords;
  /** A publisher draft carrying an adjustment, opened in the billing screen's drawer. */
  adjustedDraft: string;
  /** A public offer's banner, whose code shows on its page for a publisher staff pick. */
  publicBanner: string;
  /** Demo partners with money settings of their own: an advertiser's validation deadline, a publisher's minimum. */
  deadlineAdvertiser: string;
  minimumPublisher: string;
  /** A demo offer saved again after its creation: its change history lists what changed. */
  historyOffer: string;
  /** What the e2e employee's role may open (a read-only starter role: offers, partners, reports). */
  employeePermissions: readonly string[];
};

async function demoRecords(app: TestApp) {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const [creative] = (
    await callApi<{ data: { id: string; offer: { id: string } }[] }>(admin, 'GET', '/creatives?type=banner')
  ).data;
  if (!creative) throw new Error('The demo network has no banner');
  const employee = (await app.sessionFor('employee')).user;
  const [publicOffer] = await listOffers(admin, 'visibility=public&status=active');
  if (!publicOffer) throw new Error('The demo network has no public active offer');
  return {
    admin,
    publicOffer: publicOffer.id,
    employee,
    records: {
      creative: creative.id,
      offer: creative.offer.id,
      publisher: await partnerIdOf(admin, 'publishers', 'E2E publisher'),
      advertiser: await partnerIdOf(admin, 'advertisers', 'E2E advertiser'),
      employee: employee.id,
      role: employee.employeeRole?.id ?? '',
    },
  };
}

/** Finds the demo's records and makes the few it lacks: an own offer, a postback, invoices. */
async function prepareRecords(app: TestApp): Promise<AccessibilityRecords> {
  const { admin, publicOffer, employee, records } = await demoRecords(app);
  const ownOffer = await createOffer(admin, {
    name: 'Accessibility Check Offer',
    advertiserId: records.advertiser,
    status: 'active',
    visibility: 'public',
    destinationUrl: 'https://a11y.example/?cid={click_id}',
  });
  // Its creatives' code, with the publisher's link, shows on their offer page; staff see it for
  // them. On the walk's own offer: which demo offers are active, and who may run them, follows
  // the demo's clock-driven traffic (a filled cap pauses an offer).
  const publicBanner = (await createBanner(admin, ownOffer.id, 'Accessibility banner', 'banner-300x250.png'))
    .id;
  // The publisher's postback, off and for this offer alone, so no other spec's conversion calls it.
  const postback = await callApi<{ data: { id: string } }>(admin, 'POST', '/publisher-postbacks', {
    publisherId: records.publisher,
    offerId: ownOffer.id,
    statuses: ['approved'],
    url: 'https://a11y.example/postback?click={click_id}',
    isActive: false,
  });
  // An issued invoice, so the publisher's invoice page is read with its lines, not its not-found state.
  await approvedConversion(admin, records.publisher, '12.40', 'Accessibility Invoice Offer');
  const publisherInvoice = await issuedInvoiceOf(admin, records.publisher);
  // The same conversion's revenue, issued to the advertiser, for its invoice page.
  const advertiserInvoice = await issuedInvoiceOf(admin, records.advertiser, 'advertiser');
  // A draft with a bonus line (its author, time and remove button) for the drawer's check.
  await approvedConversion(admin, records.publisher, '3.10', 'Accessibility Draft Offer');
  const adjustedDraft = (await draftOf(admin, records.publisher)).id;
  await callApi(admin, 'POST', `/billing/invoices/${adjustedDraft}/adjustments`, {
    reason: 'bonus',
    amount: '5.00',
    memo: 'Accessibility bonus',
  });
  return {
    records: {
      ...records,
      postback: postback.data.id,
      publicOffer,
      ownOffer: ownOffer.id,
      publisherInvoice,
      advertiserInvoice,
    },
    adjustedDraft,
    publicBanner,
    deadlineAdvertiser: await partnerIdOf(admin, 'advertisers', 'Acme Shop Ltd'),
    minimumPublisher: await partnerIdOf(admin, 'publishers', 'Coupon Crate'),
    historyOffer: await offerIdNamed(admin, 'Acme Shop – Summer Sale'),
    employeePermissions: employee.permissions,
  };
}

/** The accessibility specs' test: `a11y` holds the records, made once per worker. */
export const test = base.extend<Record<never, never>, { a11y: AccessibilityRecords }>({
  a11y: [async ({ app }, use) => use(await prepareRecords(app)), { scope: 'worker', timeout: 120_000 }],
});

export { expect };

/** A role's screen with its ids filled from the records. */
export const pathOf = (a11y: AccessibilityRecords, role: UserRole, pattern: string) =>
  screenPath(role, pattern, a11y.records);

/** The rules a screen breaks, as `rule: elements`; empty when it passes. */
export async function violationsOf(page: Page): Promise<string[]> {
  await expect(page.getByText('Loading App...')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // An open picker's option list scrolls without taking focus: its options are reached with the
  // arrow keys from the input (aria-activedescendant), which axe's scrollable-region rule misses.
  // Legacy mode runs axe in the page itself: the default opens a blank page per run to gather the
  // frames' results, 0.4 s of every run's 1.2 s (docs/performance.md "Where the accessibility walk's
  // time goes"). What it gives up, cross-origin frames, the app has none: its only frames are
  // sandboxed previews of markup (a creative, an e-mail) that no script runs in.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_AA)
    .exclude('[role="listbox"]')
    .setLegacyMode(true)
    .analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Opens a screen and checks what every screen shows: its address kept, a heading, the tab's title. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading App...')).toHaveCount(0);
  await expect.soft(page, path).toHaveURL(path);
  await expect.soft(page, path).toHaveTitle(SCREEN_TAB_TITLE);
}

/** States of built screens a plain visit does not show: [role, screen with its query]. */
const SCREEN_STATES: Record<UserRole, readonly string[]> = {
  // The add wizard: a tab with its banner, and its last step, the review; sub ids with country
  // (the group-by picker and the dates bounded for the raw rows).
  admin: [
    'offer/:id/events?wizard=1',
    'offer/:id/general?wizard=review',
    'report/performance?groupBy=sub1,country',
    // The billing screen's other tabs: advertisers' invoices, publishers' balances, payment batches.
    'billing?kind=advertiser',
    'billing?kind=balances',
    'billing?kind=payments',
    // A system e-mail with a link placeholder, as the invoice e-mails have.
    'setting/system-email?email=invoice-issued',
  ],
  publisher: [],
  advertiser: ['offer/view/:id?tab=integration', 'offer/view/:id?tab=postback-log'],
  employee: [],
};

/**
 * Screens opened on a demo record other than the walk's own, for what only that record shows: the
 * advertiser's validation deadline on its pages and its pending conversions' due dates, a
 * publisher's own minimum payout.
 */
const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

function recordStatesOf(a11y: AccessibilityRecords, role: UserRole): string[] {
  if (role !== 'admin') return [];
  return [
    `/admin/advertiser/view/${a11y.deadlineAdvertiser}`,
    `/admin/advertiser/edit/${a11y.deadlineAdvertiser}`,
    // The demo's 90 days, so its pending leads (spread by its clock-driven traffic) are in range.
    `/admin/report/conversion?status=pending&advertiserId=${a11y.deadlineAdvertiser}&from=${dayAgo(89)}&to=${dayAgo(0)}`,
    `/admin/publisher/view/${a11y.minimumPublisher}`,
    // Its general tab's change history, with a version that changed its landing pages.
    `/admin/offer/${a11y.historyOffer}/general`,
    `/admin/publisher/edit/${a11y.minimumPublisher}`,
    // An advertiser's invoice in the drawer, with its "Hidden from the advertiser" switch; an
    // invoice's "See conversions": the report narrowed to it, the filter named in a pill.
    `/admin/billing?kind=advertiser&invoice=${a11y.records.advertiserInvoice}`,
    `/admin/report/conversion?invoiceId=${a11y.records.publisherInvoice}&from=${dayAgo(1)}&to=${dayAgo(0)}`,
  ];
}

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
function mayOpen(a11y: AccessibilityRecords, role: UserRole, screen: PortalScreen): boolean {
  return role !== 'employee' || !screen.permission || a11y.employeePermissions.includes(screen.permission);
}

/**
 * One of `of` parts of a walk, so the workers can share a long one: the screens at `index`,
 * `index + of`, … (every part gets some of each area), and the last part the states.
 */
export type WalkPart = { index: number; of: number };
const WHOLE_WALK: WalkPart = { index: 0, of: 1 };

/** The parts of a walk as tests name them: "part 1 of 4". */
export const walkParts = (of: number): WalkPart[] =>
  Array.from({ length: of }, (_, index) => ({ index, of }));

/**
 * Walks the screens of the role (or a part of them), from the web app's screen registry, signed in already: each
 * keeps its address, shows a heading and names the tab, and a built one passes axe. Screens still
 * to come share one placeholder, and an employee's refused screens one refusal: axe reads the
 * first of each. Soft checks, so one run lists every failure.
 */
export async function walkRoleScreens(
  page: Page,
  a11y: AccessibilityRecords,
  role: UserRole,
  part: WalkPart = WHOLE_WALK,
): Promise<void> {
  const screens = portalScreensOf(role).filter((_, index) => index % part.of === part.index);
  const states = part.index === part.of - 1 ? SCREEN_STATES[role] : [];
  // A budget per screen (page load and the axe run), generous for a busy machine.
  test.setTimeout((screens.length + states.length) * 20_000);
  if (role === 'employee') {
    // A pattern the registry does not hold would be skipped without a word.
    expect(screens.map((screen) => screen.pattern)).toEqual(expect.arrayContaining([...EMPLOYEE_SWEPT]));
  }
  const swept = new Set<string>();
  for (const screen of screens) {
    const path = pathOf(a11y, role, screen.pattern);
    await openScreen(page, path);
    // A placeholder or a refusal is one component, whichever screen shows it: axe reads it once.
    const kind = !screen.built ? 'placeholder' : mayOpen(a11y, role, screen) ? path : 'refusal';
    if (swept.has(kind)) continue;
    if (role === 'employee' && kind === path && !EMPLOYEE_SWEPT.has(screen.pattern)) continue;
    swept.add(kind);
    expect.soft(await violationsOf(page), path).toEqual([]);
  }
  for (const path of [
    ...states.map((pattern) => pathOf(a11y, role, pattern)),
    ...recordStatesOf(a11y, role),
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect.soft(await violationsOf(page), path).toEqual([]);
  }
}
