import type { UserRole } from '@affnet/contracts';
import { expect, pathOf, test, violationsOf } from '../support/accessibility';

// What a plain visit to a screen does not show, read by axe against WCAG 2.1 A and AA: dialogs
// open, a drawer with its records, a picked publisher's embed code, warnings as risky input is
// typed. The screens themselves: accessibility-admin.spec.ts and accessibility-portals.spec.ts.

/** Dialogs: [role, screen, the button that opens one, a row to select first]. */
const DIALOGS: ReadonlyArray<readonly [UserRole, string, RegExp, boolean]> = [
  ['admin', 'offer/categories', /^Add category$/, false],
  ['admin', 'offer/:id/permission', /^Grant access$/, false],
  ['admin', 'offer/:id/schedule', /^Live from$/, false],
  ['admin', 'advertiser/manage', /^Block$/, true],
  // An advertiser's credit control (credit limit or prepaid, the warning, what happens at the limit).
  ['admin', 'advertiser/view/:id', /^Set credit control$/, false],
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
  // The publishers' invoice schedule (scheduled runs); an adjustment for any publisher.
  ['admin', 'billing', /^Edit schedule$/, false],
  ['admin', 'billing', /^Add adjustment$/, false],
  ['publisher', 'report/conversions', /^Columns/, false],
  // A tax rate: added or withheld, for whom.
  ['admin', 'setting/invoice-tax', /^Add tax rate$/, false],
];

test('dialogs', async ({ pageAs, a11y }) => {
  // A budget per dialog (a page load and the axe run), generous for a busy machine.
  test.setTimeout(DIALOGS.length * 20_000);
  for (const [role, pattern, opener, selectsRow] of DIALOGS) {
    const page = await pageAs(role);
    // The app honours reduced motion, so axe reads the page after the overlay fades in, not during.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(pathOf(a11y, role, pattern));
    if (selectsRow) await page.getByRole('checkbox').nth(1).check(); // the first row's, after "Select all"
    await page.getByRole('button', { name: opener }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect.soft(await violationsOf(page), `${pattern}: ${opener}`).toEqual([]);
  }
});

test('a creative’s embed code, for a publisher picked by staff', async ({ page, signIn, a11y }) => {
  await signIn('admin');
  await page.goto(`/admin/offer/creative/view/${a11y.publicBanner}`);
  const card = page.getByRole('region', { name: 'Embed code' });
  await card.getByRole('combobox', { name: 'Publisher' }).fill('E2E publisher');
  await page.getByRole('option', { name: /^#\d+ E2E publisher$/ }).click();
  await expect(card.getByRole('button', { name: 'Copy banner code' })).toBeVisible();
  expect.soft(await violationsOf(page)).toEqual([]);
});

test('the billing drawer: a draft with an adjustment, and its Add adjustment dialog', async ({
  page,
  signIn,
  a11y,
}) => {
  await signIn('admin');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/admin/billing?invoice=${a11y.adjustedDraft}`);
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

test('an offer’s change history: its part filter open, and the dialog that restores a version', async ({
  page,
  signIn,
  a11y,
}) => {
  await signIn('admin');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Acme's summer sale: created, then its landing pages saved again (the demo's history).
  await page.goto(`/admin/offer/${a11y.historyOffer}/general`);
  const history = page.getByRole('region', { name: 'Change history' });
  await history.getByRole('combobox', { name: 'Part' }).click();
  await expect(page.getByRole('option', { name: 'Landing pages' })).toBeVisible();
  expect.soft(await violationsOf(page), 'the part filter open').toEqual([]);
  await page.keyboard.press('Escape');
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore version 1' });
  await expect(dialog.getByRole('button', { name: 'Restore version 1' })).toBeVisible();
  expect.soft(await violationsOf(page), 'the restore dialog').toEqual([]);
});
