import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OfferIntegration } from '@affnet/contracts';
import { callApi, createOffer, onTestServer, partnerIdOf } from '../support/api';
import { expect, test } from '../support/fixtures';

// The whole tracking chain in the browser (issue 9, "Done when"): a tracking link generated on the
// offer's tab, followed to the offer's destination (a local server) with a click id, a conversion
// posted for it, and the publisher's postback arriving, signed, at a local receiver; both logs
// list the calls.

// Headless Chromium names itself "HeadlessChrome", which the click engine rightly takes for a bot:
// the visitor here is an ordinary desktop Chrome.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
});

type Received = { path: string; headers: IncomingMessage['headers'] };

/** One loopback server: `/landing` is the offer's destination, `/cb` the publisher's receiver. */
function startLocalServer(): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    received.push({ path: request.url ?? '', headers: request.headers });
    request.resume();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Landed</title><p>Landed</p>');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}`, received });
    });
  });
}

let local: Awaited<ReturnType<typeof startLocalServer>>;

test.beforeAll(async () => {
  local = await startLocalServer();
});

test.afterAll(async () => {
  await new Promise((resolve) => local.server.close(resolve));
});

test('a generated link clicked, a conversion posted: the publisher’s signed postback arrives and both logs list it; Test conversion does the same', async ({
  app,
  page,
  signIn,
}) => {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const publisher = { baseURL: app.baseURL, session: await app.sessionFor('publisher') };
  const publisherId = await partnerIdOf(admin, 'publishers', 'E2E publisher');
  const offer = await createOffer(admin, {
    name: 'Tracking Flow Offer',
    status: 'active',
    visibility: 'public',
    advertiserId: await partnerIdOf(admin, 'advertisers', 'E2E advertiser'),
    destinationUrl: `${local.origin}/landing?cid={click_id}`,
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
  await callApi(admin, 'POST', '/publisher-postbacks', {
    publisherId,
    statuses: ['approved'],
    method: 'GET',
    url: `${local.origin}/cb?click={click_id}&payout={payout}&status={status}&offer={offer_id}`,
  });
  const { data: secretAnswer } = await callApi<{ data: { secret: string } }>(
    publisher,
    'GET',
    '/publisher/postback-secret',
  );

  await signIn('admin');
  await page.goto(`/admin/offer/${offer.id}/tracking-link`);
  const generator = page.getByRole('region', { name: 'Link generator' });
  const publisherPicker = generator.getByRole('combobox', { name: 'Publisher' });
  await publisherPicker.fill('E2E publisher');
  // Options read "#{publisher number} {company}".
  await page.getByRole('option', { name: /^#\d+ E2E publisher$/ }).click();
  const link = page.getByText(/\/c\/[a-z0-9]{20}$/).first();
  await expect(link).toBeVisible();
  const trackingLink = (await link.textContent()) ?? '';
  expect(trackingLink.startsWith('https://track.demo-network.example/c/')).toBe(true);

  await page.goto(onTestServer(trackingLink, app.baseURL));
  await expect(page).toHaveURL(/\/landing\?cid=/);
  const clickId = new URL(page.url()).searchParams.get('cid') ?? '';
  expect(clickId).toHaveLength(48);

  // The advertiser's token, as the integration tab's postback snippet gives it.
  const { data: integration } = await callApi<{ data: OfferIntegration }>(
    admin,
    'GET',
    `/offers/${offer.id}/integration`,
  );
  const snippet = new URL(integration.events[0]?.postbackUrl.replace('{click_id}', clickId) ?? '');
  const token = snippet.searchParams.get('token') ?? '';
  const postback = await fetch(
    `${app.baseURL}/postback?${new URLSearchParams({ click_id: clickId, token, event: 'conversion' })}`,
  );
  expect(postback.status).toBe(200);

  await expect
    .poll(() => local.received.find((call) => call.path.startsWith('/cb'))?.path, { timeout: 60_000 })
    .toBe(`/cb?click=${clickId}&payout=3.00&status=approved&offer=${offer.ref}`);
  const call = local.received.find((entry) => entry.path.startsWith('/cb'));
  const signature = String(call?.headers['x-affnet-signature'] ?? '');
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
  const signedUrl = `${local.origin}${call?.path}`;
  expect(v1).toBe(createHmac('sha256', secretAnswer.secret).update(`${t}.GET.${signedUrl}.`).digest('hex'));

  await page.goto('/admin/publisher/postback/logs');
  await expect(page.getByText(clickId, { exact: false }).first()).toBeVisible();
  await page.goto('/admin/advertiser/postback/logs');
  await expect(page.getByText(clickId, { exact: false }).first()).toBeVisible();

  // The integration tab's "Test conversion" runs the same chain on its own, flagged test.
  await page.goto(`/admin/offer/${offer.id}/integration`);
  const testForm = page.getByRole('form', { name: 'Test conversion' });
  await testForm.getByRole('combobox', { name: 'Publisher' }).fill('E2E publisher');
  await page.getByRole('option', { name: /^#\d+ E2E publisher$/ }).click();
  await testForm.getByRole('button', { name: 'Run test conversion' }).click();
  const steps = page.getByRole('list', { name: 'Test conversion steps' });
  await expect(steps).toContainText('Click taken by the offer');
  await expect(steps).toContainText('Conversion recorded');
  await expect(steps).toContainText('1 publisher postback queued as test calls');
  await expect
    .poll(() => local.received.filter((entry) => entry.path.startsWith('/cb')).length, { timeout: 60_000 })
    .toBe(2);
});
