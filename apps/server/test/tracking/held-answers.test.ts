import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ClickSink } from '../../src/tracking/engine/click-record';
import { openClickJournal } from '../../src/tracking/writer/click-journal';
import { click, clickWorld, syncClicks } from '../helpers/click-world';
import { listenOnLoopback } from '../helpers/http';
import { useTestApp } from '../helpers/test-app';

/*
 * Clicks answered after their turn's journal write (docs/tracking.md "Writing"), over real HTTP:
 * the answer leaves with the click already in the journal, and an answer that cannot be sent
 * once held (a header Node refuses) answers the failure page without taking the server down.
 */

const journalDir = mkdtempSync(join(tmpdir(), 'affnet-held-'));
const logged: string[] = [];
const log = { info: () => {}, warn: () => {}, error: (_: object, message: string) => logged.push(message) };
const journal = openClickJournal(journalDir, log);
const sink: ClickSink = {
  push: (record) => journal.append(record),
  afterKept: (answer) => journal.afterKept(answer),
};
const ctx = useTestApp({ env: { TRUST_PROXY: 'loopback' }, clicks: { clickSink: sink } });
let baseUrl: string;
let world: Awaited<ReturnType<typeof clickWorld>>;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  world = await clickWorld(ctx.current.handle.db);
});
afterAll(() => {
  journal.close();
  rmSync(journalDir, { recursive: true, force: true });
});

const linkOf = (offerRef: number) => `/click?offer_id=${offerRef}&pub_id=${world.publisher.ref}`;
const journalText = () =>
  readdirSync(journalDir)
    .map((name) => readFileSync(join(journalDir, name), 'utf8'))
    .join('');

test('a redirect leaves with its click already in the journal', async () => {
  const offer = await world.offer({ destinationUrl: 'https://shop.example/?cid={click_id}' });
  await syncClicks(ctx.current.app);
  const answer = await click(baseUrl, world.tenant.trackingHost, linkOf(offer.ref));
  expect(answer.status).toBe(302);
  const clickId = new URL(String(answer.headers.location)).searchParams.get('cid');
  expect(journalText()).toContain(`["${clickId}",`);
});

test('an answer that fails once held answers the failure page, and the server goes on', async () => {
  // A character no HTTP header may carry: Node refuses the Location when the answer is sent.
  const broken = await world.offer({ destinationUrl: 'https://shop.example/€?cid={click_id}' });
  const fine = await world.offer({ destinationUrl: 'https://shop.example/?cid={click_id}' });
  await syncClicks(ctx.current.app);

  const failed = await click(baseUrl, world.tenant.trackingHost, linkOf(broken.ref));
  expect(failed.status).toBe(500);
  expect(logged).toContain('tracking request failed');
  expect((await click(baseUrl, world.tenant.trackingHost, linkOf(fine.ref))).status).toBe(302);
});
