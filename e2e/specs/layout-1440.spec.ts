import type { Locator } from '@playwright/test';
import { callApi, createOffer, partnerIdOf } from '../support/api';
import { expect, test } from '../support/fixtures';

// A common laptop screen, 1440 × 900: the offer tab bar stays on one line, and the offer access
// table shows every action button whole, even with long offer and publisher names and reasons.

test.use({ viewport: { width: 1440, height: 900 } });

const LONG_OFFER =
  'Premium Cashback Wallet Summer Savings for Returning European Customers with Loyalty Bonus Tiers';
const LONG_PUBLISHER =
  'Northwind International Performance Media Collective and Affiliated Content Creators Network GmbH';
const LONG_REASON = `Blocked after the quarterly audit: ${'incentivised traffic and brand bidding on paid search were found in the sampled clicks, '.repeat(3)}`;

let offerId = '';

test.beforeAll(async ({ app }) => {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const offer = await createOffer(admin, {
    name: LONG_OFFER,
    advertiserId: await partnerIdOf(admin, 'advertisers', 'E2E advertiser'),
    status: 'active',
    visibility: 'approval',
    destinationUrl: 'https://layout.example/?cid={click_id}',
    approvalQuestions: ['Where will you promote it?'],
  });
  offerId = offer.id;
  const publisher = await callApi<{ data: { id: string } }>(admin, 'POST', '/publishers', {
    company: LONG_PUBLISHER,
    contactName: 'Nora North',
    email: 'long-company-name@e2e.test',
  });
  // One row per kind of action set: a pending request (approve, reject, block) and a blocked
  // publisher with a long reason (approve).
  await callApi(admin, 'POST', '/offer-access', {
    offerId,
    publisherIds: [publisher.data.id],
    status: 'blocked',
    reason: LONG_REASON,
  });
  const requester = { baseURL: app.baseURL, session: await app.sessionFor('publisher') };
  await callApi(requester, 'POST', `/publisher/offers/${offerId}/access-request`, {
    answers: ['Our cashback newsletter and a comparison site with about forty thousand readers a month'],
  });
});

test.beforeEach(async ({ signIn }) => {
  await signIn('admin');
});

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** `inner` lies wholly inside `outer` (half a pixel of rounding allowed). */
function expectInside(inner: Box, outer: Box, what: string): void {
  expect(inner.x, `${what}: left edge`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.x + inner.width, `${what}: right edge`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

test('the offer tab bar is one line, every tab on screen', async ({ page }) => {
  await page.goto(`/admin/offer/${offerId}/general`);
  const tabs = page.getByRole('tablist', { name: 'Offer settings' }).getByRole('tab');
  await expect(tabs).toHaveCount(13);
  const viewport = { x: 0, y: 0, width: 1440, height: 900 };
  const boxes = await Promise.all((await tabs.all()).map(boxOf));
  const tops = new Set(boxes.map((box) => Math.round(box.y)));
  expect([...tops], 'rows of tabs').toHaveLength(1);
  for (const [index, box] of boxes.entries()) expectInside(box, viewport, `tab ${index + 1}`);
});

test('the offer access table shows every action whole with long names and reasons', async ({ page }) => {
  await page.goto(`/admin/offer/access?offerId=${offerId}&status=all`);
  const table = page.getByRole('table', { name: 'Offer access' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText(LONG_PUBLISHER)).toBeVisible();
  // The table's visible part: its scroll container clips what does not fit.
  const visible = await boxOf(table.locator('xpath=..'));
  const viewport = { x: 0, y: 0, width: 1440, height: 900 };
  const actions = table.getByRole('button', { name: /^(Approve|Reject|Block)$/ });
  await expect(actions).toHaveCount(4);
  for (const [index, action] of (await actions.all()).entries()) {
    const box = await boxOf(action);
    expectInside(box, visible, `action ${index + 1}`);
    expectInside(box, viewport, `action ${index + 1}`);
  }
});
