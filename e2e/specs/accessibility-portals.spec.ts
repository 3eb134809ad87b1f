import type { UserRole } from '@affnet/contracts';
import { expect, SCREEN_TAB_TITLE, test, violationsOf, walkRoleScreens } from '../support/accessibility';
import { seedSession } from '../support/fixtures';
import { AUTH_SCREEN_PATHS } from '../support/screens';

// The signed-out screens and every screen of the publisher, advertiser and employee portals, as
// accessibility-admin.spec.ts walks the admin's: address, heading, tab title, no page error, axe.

test('signed-out screens', async ({ page }) => {
  for (const path of [...AUTH_SCREEN_PATHS, '/not-found', '/not-active']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.startsWith('/auth/')) await expect.soft(page, path).toHaveTitle(SCREEN_TAB_TITLE);
    expect.soft(await violationsOf(page), path).toEqual([]);
  }
});

const PORTALS: readonly UserRole[] = ['publisher', 'advertiser', 'employee'];

for (const role of PORTALS) {
  test(`${role} screens`, async ({ page, signIn, a11y }) => {
    await signIn(role);
    await walkRoleScreens(page, a11y, role);
  });
}

/** The demo's own partners, whose records the e2e accounts lack: pending leads under a validation deadline. */
const DEMO_PARTNERS = [
  ['publisher', 'publisher@demo.test'],
  ['advertiser', 'advertiser@demo.test'],
] as const;

/** How many body rows of the page's table show a year under its "Decision due" header. */
function dueDatesShown(): number {
  const headers = Array.from(document.querySelectorAll('thead th')).map((cell) => cell.textContent?.trim());
  const column = headers.indexOf('Decision due');
  return Array.from(document.querySelectorAll('tbody tr')).filter((row) =>
    /\b20\d\d\b/.test(row.children[column]?.textContent ?? ''),
  ).length;
}

test('the demo partners’ pending conversions, with their decision due dates', async ({
  browser,
  app,
  a11y,
}) => {
  // The demo's 90 days of traffic, whose pending leads of Acme Shop Ltd (a 120-day deadline) it spreads by its clock.
  const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
  for (const [role, email] of DEMO_PARTNERS) {
    // A page of its own: a page keeps the first session seeded into it.
    const context = await browser.newContext({ baseURL: app.baseURL });
    const page = await context.newPage();
    await seedSession(page, await app.login(email, 'demo1234'));
    await page.goto(`/${role}/report/conversions?status=pending&from=${from}`);
    await expect(page.getByRole('columnheader', { name: 'Decision due' })).toBeVisible();
    // Some row's cell under "Decision due" holds a date: those of Acme Shop Ltd's offers (the rows
    // of advertisers without a deadline leave it empty).
    await expect.poll(() => page.evaluate(dueDatesShown)).toBeGreaterThan(0);
    expect.soft(await violationsOf(page), `${role}: pending conversions`).toEqual([]);
    if (role === 'publisher') {
      // The demo publisher's money: its drafts make "Request payout" show (the demo takes
      // requests), and its payment settings carry the self-billing agreement, not yet accepted.
      await page.goto('/publisher/invoice/list');
      await expect(page.getByRole('button', { name: 'Request payout' })).toBeVisible();
      expect.soft(await violationsOf(page), 'publisher: invoice list with a payout to request').toEqual([]);
      await page.goto('/publisher/setting/payment');
      await expect(page.getByRole('button', { name: 'Accept the agreement' })).toBeVisible();
      expect.soft(await violationsOf(page), 'publisher: the self-billing agreement').toEqual([]);
      // Acme's summer sale, whose landing pages staff saved again after launch: the page added
      // shows among the changes to the publisher's terms (the weights, staff's own, do not).
      await page.goto(`/publisher/offer/view/${a11y.historyOffer}`);
      const changes = page.getByRole('list', { name: 'Changes to your terms' });
      await expect(changes.getByText('Landing pages: added Back to school')).toBeVisible();
      expect.soft(await violationsOf(page), 'publisher: the changes to their terms').toEqual([]);
    }
    if (role === 'advertiser') {
      // Acme Shop Ltd is under a credit limit the demo sets near its use: its card above its invoices.
      await page.goto('/advertiser/invoice/list');
      const credit = page.getByRole('region', { name: 'Your credit' });
      await expect(credit.getByText('Near the limit')).toBeVisible();
      await expect(credit.getByText('Credit limit')).toBeVisible();
      expect.soft(await violationsOf(page), 'advertiser: invoice list with its credit').toEqual([]);
    }
    await context.close();
  }
});
