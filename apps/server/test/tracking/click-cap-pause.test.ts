import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OfferStatusChange } from '@affnet/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ClickRecord } from '../../src/tracking/engine/click-record';
import { type ClickWriter, createClickWriter } from '../../src/tracking/writer/index';
import { click, clickWorld, syncClicks } from '../helpers/click-world';
import { eventStoreOf, pipelinePartsOf } from '../helpers/events';
import { httpRequest, listenOnLoopback } from '../helpers/http';
import { seedCap } from '../helpers/offer-parts';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait-until';

/*
 * A click cap whose action is `pause` (docs/offers.md "Caps"): clicks over real HTTP on the
 * tracking domain, stored by the real click writer (in-process cap counters: one process, so
 * the cap is exact), and the offer's status and history read through the panel API over HTTP.
 */

const holder: { writer?: ClickWriter } = {};
// The app starts before the writer exists (the writer needs the app's database).
const sink = { push: (record: ClickRecord) => holder.writer?.push(record) };
const ctx = useTestApp({ env: { TRUST_PROXY: 'loopback' }, clicks: { clickSink: sink } });
const spoolDir = mkdtempSync(join(tmpdir(), 'affnet-cap-pause-'));
let baseUrl: string;
let world: Awaited<ReturnType<typeof clickWorld>>;
let admin: Awaited<ReturnType<typeof signedIn>>;

const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  const { db } = ctx.current.handle;
  holder.writer = createClickWriter(eventStoreOf(db), {
    spoolDir,
    log: silent,
    pauseOffer: pipelinePartsOf(db).pauseOffer,
  });
  baseUrl = await listenOnLoopback(ctx.current.app);
  world = await clickWorld(db);
  admin = await signedIn(ctx.current.app, db, world.tenant, { role: 'admin' });
});

afterAll(async () => {
  await holder.writer?.stop();
  rmSync(spoolDir, { recursive: true, force: true });
});

const go = (offerRef: number) =>
  click(baseUrl, world.tenant.trackingHost, `/click?offer_id=${offerRef}&pub_id=${world.publisher.ref}`);

async function api<T>(path: string, init: { method?: string; body?: object } = {}): Promise<T> {
  const answer = await httpRequest(baseUrl, {
    method: init.method,
    path: `/api/v1${path}`,
    headers: { ...admin.headers, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { data: T }).data;
}

const statusOf = async (offerId: string) => (await api<{ status: string }>(`/offers/${offerId}`)).status;
const historyOf = (offerId: string) => api<OfferStatusChange[]>(`/offers/${offerId}/status-changes`);

/** Sends `count` clicks one after another and answers their HTTP statuses. */
async function sendClicks(offerRef: number, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await go(offerRef)).status);
  return statuses;
}

describe('a click cap with action pause', () => {
  test('pauses the offer once the writer stores the clicks that fill it, with the cap in its history', async () => {
    const offer = await world.offer();
    const cap = await seedCap(ctx.current.handle.db, world.tenant, {
      offerId: offer.id,
      metric: 'clicks',
      period: 'day',
      limitValue: '3',
      action: 'pause',
    });
    await syncClicks(ctx.current.app);

    // No fallback: the clicks over the cap are refused in memory at once (404).
    expect(await sendClicks(offer.ref, 5)).toEqual([302, 302, 302, 404, 404]);
    await waitUntil(async () => (await statusOf(offer.id)) === 'paused', 50);

    expect(await historyOf(offer.id)).toEqual([
      {
        id: expect.any(String),
        fromStatus: 'active',
        toStatus: 'paused',
        cause: 'cap',
        changedBy: null,
        cap: { id: cap.id, metric: 'clicks', period: 'day', scope: 'offer', limit: '3.00' },
        changedAt: expect.any(String),
      },
    ]);

    // The engine's memory learns the new status from the change feed: later clicks are refused
    // as paused, and (counting in no cap) never pause it a second time.
    await syncClicks(ctx.current.app);
    expect(await sendClicks(offer.ref, 2)).toEqual([404, 404]);
    await holder.writer?.flush();
    expect(await historyOf(offer.id)).toHaveLength(1);
  });

  test('stays paused until an admin activates it again, which the history records', async () => {
    const offer = await world.offer();
    await seedCap(ctx.current.handle.db, world.tenant, {
      offerId: offer.id,
      metric: 'clicks',
      limitValue: '1',
      action: 'pause',
    });
    await syncClicks(ctx.current.app);
    expect(await sendClicks(offer.ref, 1)).toEqual([302]);
    await waitUntil(async () => (await statusOf(offer.id)) === 'paused', 50);

    await api('/offers/status', { method: 'POST', body: { ids: [offer.id], action: 'activate' } });
    await syncClicks(ctx.current.app);
    // Still full this period: refused by the cap in memory, counted nowhere, so no second pause.
    expect(await sendClicks(offer.ref, 2)).toEqual([404, 404]);
    await holder.writer?.flush();
    expect(await statusOf(offer.id)).toBe('active');
    const history = await historyOf(offer.id);
    expect(history.map((change) => [change.cause, change.fromStatus, change.toStatus])).toEqual([
      ['staff', 'paused', 'active'],
      ['cap', 'active', 'paused'],
    ]);
    expect(history[0]?.changedBy).toEqual({ id: admin.user.id, name: admin.user.name });
  });

  test('a filled click cap with action fallback does not pause the offer', async () => {
    const offer = await world.offer();
    await seedCap(ctx.current.handle.db, world.tenant, {
      offerId: offer.id,
      metric: 'clicks',
      limitValue: '2',
      action: 'fallback',
    });
    await syncClicks(ctx.current.app);
    expect(await sendClicks(offer.ref, 4)).toEqual([302, 302, 404, 404]);
    await holder.writer?.flush();
    expect(await statusOf(offer.id)).toBe('active');
    expect(await historyOf(offer.id)).toEqual([]);
  });
});
