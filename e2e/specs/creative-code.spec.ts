import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PerformanceResponse } from '@affnet/contracts';
import {
  callApi,
  createBanner,
  createOffer,
  onTestServer,
  partnerIdOf,
  waitForLiveLink,
} from '../support/api';
import { expect, test } from '../support/fixtures';

// Creatives ready to paste (issue 25): a publisher copies a banner's code from their offer page,
// pastes it into a page of their own site (another origin), the banner shows there (a view counted
// as an impression), and a click on it reaches the offer; both are reported under that banner, with
// the click-through rate, in the publisher's own performance report.

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
test.use({ userAgent: BROWSER });

const BANNER = 'Paste test rectangle';
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The publisher's own site: `/` shows what was pasted, `/landing` stands for the offer's page. */
let site: { server: Server; origin: string; pasted: string };

test.beforeAll(async () => {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      request.url === '/'
        ? `<!doctype html><title>My blog</title><p>Today's deal:</p>${site.pasted}`
        : '<!doctype html><title>Landed</title><p>Landed</p>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pasted: '' };
});

test.afterAll(async () => {
  await new Promise((resolve) => site.server.close(resolve));
});

test('a banner’s code copied from the offer page works pasted on the publisher’s site: its view and its click count for the banner', async ({
  app,
  page,
  signIn,
}) => {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const offer = await createOffer(admin, {
    name: 'Paste Test Offer',
    status: 'active',
    visibility: 'public',
    advertiserId: await partnerIdOf(admin, 'advertisers', 'E2E advertiser'),
    destinationUrl: `${site.origin}/landing?cid={click_id}`,
  });
  const banner = await createBanner(admin, offer.id, BANNER, 'banner-300x250.png');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn('publisher');
  await page.goto(`/publisher/offer/view/${offer.id}`);
  const tile = page.getByRole('article', { name: BANNER });
  await tile.getByRole('button', { name: 'Copy banner code' }).click();
  await expect(tile.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(
    /^<a href="https:\/\/track\.demo-network\.example\/c\/[^"]+creative=[^"]+" target="_blank" rel="sponsored noopener"><img /,
  );
  // The demo's tracking domain never resolves: the site gets the code with the same link and
  // image (its impression URL) on this server's address, which answers the network's links like
  // any of its hosts.
  const copiedLink = /href="([^"]+)"/.exec(copied)?.[1] ?? '';
  const copiedImage = /src="([^"]+)"/.exec(copied)?.[1] ?? '';
  expect(copiedImage).toMatch(/^https:\/\/track\.demo-network\.example\/i\//);
  site.pasted = copied
    .replace(copiedLink, onTestServer(copiedLink, app.baseURL))
    .replace(copiedImage, onTestServer(copiedImage, app.baseURL));

  const link = new URL(/href="([^"]+)"/.exec(site.pasted)?.[1]?.replaceAll('&amp;', '&') ?? '');
  await waitForLiveLink(link.href, BROWSER);
  await page.goto(`${site.origin}/`);
  const image = page.getByRole('img', { name: BANNER });
  // Loaded through the network's impression URL on another origin: an image the browser refused has no size.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(300);

  const [landing] = await Promise.all([page.waitForEvent('popup'), image.click()]);
  await expect(landing).toHaveURL(new RegExp(`^${site.origin}/landing\\?cid=`));

  const query = new URLSearchParams({
    from: dayOf(Date.now() - DAY),
    to: dayOf(Date.now() + DAY),
    groupBy: 'creative',
    offerId: offer.id,
  });
  await expect
    .poll(
      async () =>
        (await callApi<PerformanceResponse>(admin, 'GET', `/reports/performance?${query}`)).data.map(
          (row) => [row.dimensions.creative?.value, row.counters.impressions, row.counters.grossClicks],
        ),
      { timeout: 60_000 },
    )
    .toEqual([[banner.id, 1, 1]]);

  // The publisher reads both, and the click-through rate, in their report grouped by creative.
  await page.goto(`/publisher/report/performance?${query}`);
  const table = page.getByRole('table', { name: 'Performance report' });
  const row = table.getByRole('row', { name: new RegExp(BANNER) });
  await expect(row).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  const cellOf = (label: string) => row.getByRole('cell').nth(headers.indexOf(label));
  await expect(cellOf('Impressions')).toHaveText('1');
  await expect(cellOf('CTR')).toHaveText('100.00%');
});
