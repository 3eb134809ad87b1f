import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OfferIntegration, PerformanceResponse, TrackingLink } from '@affnet/contracts';
import { callApi, createOffer, onTestServer, partnerIdOf, waitForLiveLink } from '../support/api';
import { expect, test } from '../support/fixtures';

// The performance report in the browser (issue 10, "Done when"): a click with a sub id and its
// conversion sent through the engine, then found in the admin's report grouped by sub id (with
// the conversion figure opening the conversion report), in the downloaded CSV, and in the
// publisher's report without revenue.

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
test.use({ userAgent: BROWSER });

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Landed</title><p>Landed</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test('a click and a conversion show in the performance report by sub id, in its CSV, and for the publisher', async ({
  app,
  page,
  pageAs,
  signIn,
}) => {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const publisherId = await partnerIdOf(admin, 'publishers', 'E2E publisher');
  const offer = await createOffer(admin, {
    name: 'Performance Report Offer',
    status: 'active',
    visibility: 'public',
    advertiserId: await partnerIdOf(admin, 'advertisers', 'E2E advertiser'),
    destinationUrl: `${origin}/landing?cid={click_id}`,
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
  const sub1 = `perf-${Date.now()}`;
  const { data: link } = await callApi<{ data: TrackingLink }>(
    admin,
    'GET',
    `/offers/${offer.id}/tracking-link?${new URLSearchParams({ publisherId, sub1 })}`,
  );
  const shortUrl = onTestServer(link.shortUrl, app.baseURL);
  await waitForLiveLink(shortUrl, BROWSER);
  await page.goto(shortUrl);
  await expect(page).toHaveURL(/\/landing\?cid=/);
  const clickId = new URL(page.url()).searchParams.get('cid') ?? '';
  const { data: integration } = await callApi<{ data: OfferIntegration }>(
    admin,
    'GET',
    `/offers/${offer.id}/integration`,
  );
  const token = new URL(integration.events[0]?.postbackUrl ?? '').searchParams.get('token') ?? '';
  const postback = await fetch(
    `${app.baseURL}/postback?${new URLSearchParams({ click_id: clickId, token })}`,
  );
  expect(postback.status).toBe(200);

  // Yesterday to tomorrow (UTC) holds "now" in any network zone.
  const range = { from: dayOf(Date.now() - DAY), to: dayOf(Date.now() + DAY) };
  const query = new URLSearchParams({ ...range, groupBy: 'sub1', sub1 });
  // The click writer drains every 200 ms: wait until the report's API counts the click.
  await expect
    .poll(
      async () =>
        (await callApi<PerformanceResponse>(admin, 'GET', `/reports/performance?${query}`)).totals[0]
          ?.counters.grossClicks,
      { timeout: 60_000 },
    )
    .toBe(1);
  await signIn('admin');
  await page.goto(`/admin/report/performance?${query}`);
  await expect(page.getByRole('table', { name: 'Performance report' }).getByText(sub1)).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Performance report' })
    .getByRole('row', { name: new RegExp(sub1) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('1'); // gross clicks
  await expect(row.getByText('$5.00').first()).toBeVisible(); // revenue
  await expect(row.getByText('$2.00')).toBeVisible(); // profit

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv).toContain(`"${sub1}","USD","1"`);

  await row.getByRole('link', { name: '1' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/report/conversion\\?.*sub1=${sub1}`));

  const publisherPage = await pageAs('publisher');
  await publisherPage.goto(`/publisher/report/performance?${query}`);
  const publisherTable = publisherPage.getByRole('table', { name: 'Performance report' });
  await expect(publisherTable.getByText(sub1)).toBeVisible();
  await expect(publisherTable.getByRole('columnheader', { name: /Payout/ }).first()).toBeVisible();
  await expect(publisherTable.getByRole('columnheader', { name: /Revenue|Profit/ })).toHaveCount(0);
});
