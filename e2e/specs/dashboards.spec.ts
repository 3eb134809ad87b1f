import type { Dashboard, OfferIntegration } from '@affnet/contracts';
import { callApi, createOffer, partnerIdOf } from '../support/api';
import { expect, test } from '../support/fixtures';

// Dashboards (issue 10): clicks and conversions sent through the engine show on the publisher's
// dashboard (its top offers, linked to the report behind them), with earnings and no revenue.

const CHROME = (version: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;

test('clicks and conversions through the engine reach the publisher’s dashboard', async ({
  app,
  page,
  signIn,
}) => {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const publisherId = await partnerIdOf(admin, 'publishers', 'E2E publisher');
  const { data: publisher } = await callApi<{ data: { ref: number } }>(
    admin,
    'GET',
    `/publishers/${publisherId}`,
  );
  const name = `Dashboard Offer ${Date.now()}`;
  const offer = await createOffer(admin, {
    name,
    status: 'active',
    visibility: 'public',
    advertiserId: await partnerIdOf(admin, 'advertisers', 'E2E advertiser'),
    destinationUrl: 'https://shop.example/landing?cid={click_id}',
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

  // Three visitors (three browsers) click; two of them convert. The first waits for the click
  // engine to hold the new offer (it answers 404 until its memory has synced the change).
  const clickOf = (version: number) =>
    fetch(`${app.baseURL}/click?offer_id=${offer.ref}&pub_id=${publisher.ref}&sub1=dash`, {
      redirect: 'manual',
      headers: { 'user-agent': CHROME(version), 'accept-language': 'en-US,en;q=0.9' },
    });
  const clickIds: string[] = [];
  let first: Response | null = null;
  await expect
    .poll(async () => {
      first = await clickOf(120);
      return first.status;
    })
    .toBe(302);
  for (const click of [first as Response | null, await clickOf(121), await clickOf(122)]) {
    expect(click?.status).toBe(302);
    clickIds.push(new URL(click?.headers.get('location') ?? '').searchParams.get('cid') ?? '');
  }
  const { data: integration } = await callApi<{ data: OfferIntegration }>(
    admin,
    'GET',
    `/offers/${offer.id}/integration`,
  );
  const token = new URL(integration.events[0]?.postbackUrl ?? '').searchParams.get('token') ?? '';
  for (const clickId of clickIds.slice(0, 2)) {
    const postback = await fetch(
      `${app.baseURL}/postback?${new URLSearchParams({ click_id: clickId, token, event: 'conversion' })}`,
    );
    expect(postback.status).toBe(200);
  }

  // The click writer stores clicks in batches: wait until the publisher's dashboard counts them.
  const publisherCaller = { baseURL: app.baseURL, session: await app.sessionFor('publisher') };
  await expect
    .poll(async () => {
      const { data } = await callApi<{ data: Dashboard }>(
        publisherCaller,
        'GET',
        '/publisher/dashboard?tz=UTC',
      );
      const top = data.topOffers.find((item) => item.id === offer.id);
      return [top?.figures.all.grossClicks, top?.figures.all.approvedConversions];
    })
    .toEqual([3, 2]);

  await signIn('publisher');
  await page.goto('/publisher/dashboard');
  const topOffers = page.getByRole('table', { name: 'Top offers' });
  const row = topOffers.getByRole('row').filter({ hasText: name });
  // Name, gross clicks, conversions, earnings: 3 clicks, 2 conversions at 3.00 each.
  await expect(row.getByRole('cell')).toHaveText([name, '3', '2', '$6.00']);
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', new RegExp(`offerId=${offer.id}`));
  await expect(page.getByRole('table', { name: 'Today, yesterday and the last 7 days' })).not.toContainText(
    'Revenue',
  );
});

// The trend chart (issue 25): axes, a day's figure on hover, and each day opens that day's report.
test('the trend chart shows its axes and a day’s figure on hover; a day opens its report by hour', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/admin/dashboard');
  const chart = page.getByRole('figure', { name: /^Gross clicks a day over the last 30 days/ });
  // Days along the bottom, the number of clicks up the side.
  const ticks = chart.locator('svg text');
  await expect(ticks.filter({ hasText: /^\w{3} \d{1,2}$/ }).first()).toBeVisible();
  await expect(ticks.filter({ hasText: /^[1-9][\d,]*$/ }).first()).toBeVisible();
  const days = chart.getByRole('link', { name: /^\w{3}, \w{3} \d{1,2}, \d{4}: [\d,]+ gross clicks$/ });
  await expect(days).toHaveCount(30);

  // The demo's traffic is busiest in recent weeks: the day before today has clicks.
  const day = days.nth(28);
  const [, figure] = /: ([\d,]+) gross clicks$/.exec((await day.getAttribute('aria-label')) ?? '') ?? [];
  await day.hover();
  const tooltip = page.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toContainText('Gross clicks');
  await expect(tooltip).toContainText(figure ?? 'no figure');

  const href = (await day.getAttribute('href')) ?? '';
  const opened = new URL(href, 'http://x').searchParams;
  expect(opened.get('from')).toBe(opened.get('to'));
  expect(opened.get('groupBy')).toBe('hour');
  await day.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('table', { name: 'Performance report' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue(/Yesterday|Custom/);
});
