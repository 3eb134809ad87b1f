import type { Page } from '@playwright/test';
import { expect, seedSession, test } from '../support/fixtures';

// The employee portal shows the admin's pages under /employee. Every link an employee sees must
// name an /employee address: an /admin one sends them to their dashboard (spec §4), so a link
// opened in a new tab, bookmarked or copied would land there. As the demo's analyst (every
// partner, read only: offers, publishers, advertisers, reports, the team), walk the screens the
// sidebar opens and the screens their links open, and open every link's address directly.

const ANALYST = { email: 'analyst@demo.test', password: 'demo1234' };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Links followed from the sidebar's screens: one hop, then each address is only opened. */
const DEPTH = 2;

/** One link per screen: the path with record ids as `:id`, without its query. */
const screenOf = (href: string) => new URL(href, 'http://x').pathname.replace(UUID, ':id');

/**
 * The app's own screen links in `selector`: not mail, not other sites, not in-page anchors, and not
 * the API's file downloads (a banner's file), which are no screen and belong to no portal.
 */
async function appLinksIn(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${selector} a[href]`)
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/'));
}

/** Opens `href` as a new tab would and waits for its screen to settle. */
async function openDirectly(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('every link an employee sees names an /employee screen, and opens that screen when visited directly', async ({
  app,
  page,
}) => {
  // Some fifty screens, each opened and read once; generous for a busy machine.
  test.setTimeout(15 * 60_000);
  await seedSession(page, await app.login(ANALYST.email, ANALYST.password));
  await openDirectly(page, '/employee/dashboard');
  const sidebar = await appLinksIn(page, 'nav[aria-label="Main"]');
  expect(sidebar.length).toBeGreaterThan(10);

  const seen = new Set<string>();
  let frontier = sidebar.filter((href) => !seen.has(screenOf(href)) && seen.add(screenOf(href)));
  for (let depth = 0; depth <= DEPTH && frontier.length > 0; depth += 1) {
    const next: string[] = [];
    for (const href of frontier) {
      await openDirectly(page, href);
      // It opened where the link points: not the dashboard an /admin address would have sent it to.
      expect.soft(new URL(page.url()).pathname.replace(UUID, ':id'), href).toBe(screenOf(href));
      const links = await appLinksIn(page, 'main');
      expect
        .soft(
          links.filter((link) => !link.startsWith('/employee/')),
          `links on ${href} outside the employee portal`,
        )
        .toEqual([]);
      for (const link of links) {
        if (!link.startsWith('/employee/') || seen.has(screenOf(link))) continue;
        seen.add(screenOf(link));
        next.push(link);
      }
    }
    frontier = next;
  }
  expect(seen.size).toBeGreaterThan(sidebar.length);
});
