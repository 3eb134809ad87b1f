import type { Locator, Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';

// The wide report tables on a common laptop screen, 1440 × 900, with the demo's 90 days of
// traffic: offer names read whole, the first column holds still while the rest scrolls sideways,
// and the columns a user hides stay hidden after a reload (kept on the server, per user and table).

test.use({ viewport: { width: 1440, height: 900 } });

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
// Thirty days back to tomorrow (UTC) hold the demo's recent traffic in any network zone.
const RANGE = `from=${dayOf(Date.now() - 30 * DAY)}&to=${dayOf(Date.now() + DAY)}`;

test.afterEach(async ({ app }) => {
  // The e2e admin is shared by every spec: show all its columns again.
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  for (const table of ['performance', 'conversions'])
    await callApi(admin, 'PUT', '/me/report-columns', { table, hidden: [] });
});

/**
 * Scrolls the frame the table scrolls sideways in (its nearest scrolling ancestor wider inside) to
 * its right end; it must have had somewhere to go.
 */
async function scrollToRightEnd(table: Locator): Promise<void> {
  const moved = await table.evaluate((element) => {
    const scrolls = (box: HTMLElement) =>
      box.scrollWidth > box.clientWidth && ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
    let frame = element.parentElement;
    while (frame && !scrolls(frame)) frame = frame.parentElement;
    if (!frame) return 0;
    frame.scrollLeft = frame.scrollWidth;
    return frame.scrollLeft;
  });
  expect(moved, 'the table is wider than its frame').toBeGreaterThan(100);
}

/** The element painted at the middle of `cell`'s box is the cell or inside it (nothing covers it). */
async function isOnTop(cell: Locator): Promise<boolean> {
  return cell.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/**
 * Each name shows whole (nothing clipped) on at most two lines, in a cell that gives it at least
 * 200 px (the cell's width inside its padding, however short the name).
 */
async function expectReadable(cells: Locator, what: string): Promise<void> {
  await expect(cells.first(), what).toBeVisible(); // the rows, not the skeleton before them
  const count = await cells.count();
  expect(count, what).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const measured = await cells.nth(index).evaluate((element) => {
      const style = getComputedStyle(element);
      const cell = element.closest('td') ?? element;
      const cellStyle = getComputedStyle(cell);
      const room =
        cell.clientWidth -
        Number.parseFloat(cellStyle.paddingLeft) -
        Number.parseFloat(cellStyle.paddingRight);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.55;
      return {
        text: element.textContent ?? '',
        clipped: element.scrollWidth > element.clientWidth + 1,
        width: room,
        lines: Math.round(element.getBoundingClientRect().height / lineHeight),
      };
    });
    expect.soft(measured.clipped, `${what} "${measured.text}" clipped`).toBe(false);
    expect.soft(measured.width, `${what} "${measured.text}" width`).toBeGreaterThanOrEqual(200);
    expect.soft(measured.lines, `${what} "${measured.text}" lines`).toBeLessThanOrEqual(2);
  }
}

test('the performance report by offer: names whole, the offer column frozen, a hidden metric stays hidden', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto(`/admin/report/performance?${RANGE}&groupBy=offer`);
  const table = page.getByRole('table', { name: 'Performance report' });
  await expect(table.getByRole('columnheader', { name: /Gross clicks/ })).toBeVisible();
  const body = table.locator('tbody');
  await expect(body.getByRole('row').first()).toBeVisible();
  await expectReadable(body.locator('tr > td:first-child button, tr > td:first-child p'), 'offer');

  const firstCell = body.getByRole('row').first().getByRole('cell').first();
  const lastHeader = table.getByRole('columnheader').last();
  const before = { first: await firstCell.boundingBox(), last: await lastHeader.boundingBox() };
  await scrollToRightEnd(table);
  const after = { first: await firstCell.boundingBox(), last: await lastHeader.boundingBox() };
  expect(after.first?.x).toBeCloseTo(before.first?.x ?? -1, 0);
  expect(after.last?.x ?? 0).toBeLessThan((before.last?.x ?? 0) - 100);
  expect(await isOnTop(firstCell)).toBe(true);

  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog', { name: 'Columns shown' });
  // A click, then a waiting assertion: uncheck() wants the box changed at once, and under load
  // the controlled checkbox re-renders a moment later.
  const grossClicks = chooser.getByRole('checkbox', { name: 'Gross clicks' });
  await grossClicks.click();
  await expect(grossClicks).not.toBeChecked();
  await expect(table.getByRole('columnheader', { name: /Gross clicks/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Columns (1 hidden)' })).toBeVisible();

  // Saved behind the change: wait until the server has it, then reload.
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/v1/me/report-columns', {
        headers: { authorization: `Bearer ${await tokenOf(page)}` },
      });
      return JSON.stringify((await answer.json()).data);
    })
    .toContain('grossClicks');
  await page.reload();
  await expect(table.getByRole('columnheader', { name: /Unique clicks/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Gross clicks/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Columns (1 hidden)' })).toBeVisible();
});

test('the conversion report: checkboxes and conversion time frozen, offer names whole, a choice kept', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto(`/admin/report/conversion?${RANGE}`);
  const table = page.getByRole('table', { name: 'Conversions' });
  await expect(table.locator('tbody').getByRole('row').first()).toBeVisible();
  await expectReadable(table.locator('tbody tr > td:nth-child(4) p:first-child'), 'offer');

  const row = table.locator('tbody').getByRole('row').first();
  const [checkbox, time] = [row.getByRole('cell').nth(0), row.getByRole('cell').nth(1)];
  const before = { checkbox: await checkbox.boundingBox(), time: await time.boundingBox() };
  await scrollToRightEnd(table);
  expect((await checkbox.boundingBox())?.x).toBeCloseTo(before.checkbox?.x ?? -1, 0);
  expect((await time.boundingBox())?.x).toBeCloseTo(before.time?.x ?? -1, 0);
  expect(await isOnTop(time)).toBe(true);

  await page.getByRole('button', { name: 'Columns' }).click();
  const visitor = page
    .getByRole('dialog', { name: 'Columns shown' })
    .getByRole('checkbox', { name: 'Visitor' });
  await visitor.click();
  await expect(visitor).not.toBeChecked();
  await expect(table.getByRole('columnheader', { name: 'Visitor' })).toHaveCount(0);
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/v1/me/report-columns', {
        headers: { authorization: `Bearer ${await tokenOf(page)}` },
      });
      return JSON.stringify((await answer.json()).data);
    })
    .toContain('visitor');
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Payout' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Visitor' })).toHaveCount(0);
});

/** The session token the page signed in with (its persisted auth store). */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('auth-store') ?? '{}').state?.token ?? '');
}
