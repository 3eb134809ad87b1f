import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  getCreativeResponseSchema,
  listCreativeCodesResponseSchema,
  type PerformanceResponse,
} from '@affnet/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { statsHourly } from '../../src/db/schema/events';
import { creatives, offerAccess, offers } from '../../src/db/schema/index';
import type { ClickRecord, ImpressionRecord } from '../../src/events/index';
import { spoolBatch } from '../../src/tracking/writer/click-spool';
import { type ClickWriter, createClickWriter } from '../../src/tracking/writer/index';
import { signedInPartner } from '../helpers/callers';
import { buildImpressionRecord, newClickWorld } from '../helpers/click-records';
import { click, collectingSink, DESKTOP_CHROME, GOOGLEBOT, syncClicks, US_IP } from '../helpers/click-world';
import { eventStoreOf, writeImpressions } from '../helpers/events';
import { seedPartner, type TestTenant } from '../helpers/factories';
import { FIXTURE_FILES, fixtureBytes, storedFixtureBytes } from '../helpers/fixtures';
import { multipartPayload } from '../helpers/form-data';
import { httpRequest, listenOnLoopback } from '../helpers/http';
import { seedCreative, seedOffer } from '../helpers/offers';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';
import { recentRange } from '../reports/report-world';

/*
 * Banner impressions (docs/tracking.md "Impressions"): the image of a banner's code, served
 * through `/i/{code}` over real HTTP, counts a view for the offer, publisher and creative, and
 * only a view that should count; a batch written twice counts once. What the engine decides is
 * collected, and also stored by the real click writer through the event store, so the
 * performance report is read over HTTP as the publisher reads it.
 */

const collected = collectingSink();
const holder: { writer?: ClickWriter } = {};
// The app starts before the writer exists (the writer needs the app's database).
const sink = {
  ...collected,
  push: (record: ClickRecord) => {
    collected.push(record);
    holder.writer?.push(record);
  },
  pushImpression: (record: ImpressionRecord) => {
    collected.pushImpression?.(record);
    holder.writer?.pushImpression(record);
  },
};
const ctx = useTestApp({ env: { TRUST_PROXY: 'loopback' }, clicks: { clickSink: sink } });
const spoolDir = mkdtempSync(join(tmpdir(), 'affnet-impressions-'));
const silent = { info: () => {}, warn: () => {}, error: () => {} };
let baseUrl: string;
beforeAll(async () => {
  const events = eventStoreOf(ctx.current.handle.db);
  // Today's partitions first, as the pipeline makes them before it writes.
  await events.prepareClickStorage();
  holder.writer = createClickWriter(events, { spoolDir, log: silent });
  baseUrl = await listenOnLoopback(ctx.current.app);
});
afterAll(async () => {
  await holder.writer?.stop();
  rmSync(spoolDir, { recursive: true, force: true });
});

type Tenant = TestTenant & { trackingHost: string };

/** A network with a public offer, a banner uploaded by staff and a publisher's code for it. */
async function bannerWorld() {
  const { app, handle } = ctx.current;
  const { tenant, headers: admin } = await adminOfNewTenant(app, handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
  const file = new Blob([fixtureBytes('banner')], { type: FIXTURE_FILES.banner.type });
  const { payload, contentType } = await multipartPayload({
    offerId: offer.id,
    name: 'Box',
    type: 'banner',
    file,
  });
  const upload = await app.inject({
    method: 'POST',
    url: '/api/v1/creatives',
    headers: { ...admin, 'content-type': contentType },
    payload,
  });
  const banner = getCreativeResponseSchema.parse(upload.json()).data;
  const publisher = await signedInPartner(app, handle.db, tenant, 'publisher');
  const codes = await app.inject({
    method: 'GET',
    url: `/api/v1/publisher/offers/${offer.id}/creative-codes?sub2=summer&source=blog`,
    headers: publisher.headers,
  });
  const [code] = listCreativeCodesResponseSchema.parse(codes.json()).data;
  const imageUrl = new URL(code?.imageUrl ?? '');
  await syncClicks(app);
  return {
    tenant: tenant as Tenant,
    offer,
    banner,
    publisher,
    /** The path of the banner code's <img src>, asked on the tracking domain. */
    imagePath: `${imageUrl.pathname}${imageUrl.search}`,
    imageUrl,
  };
}

/** The image as a browser asks for it (raw bytes), from a fresh visitor unless told otherwise. */
function fetchImage(host: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const outgoing = request(
        `${baseUrl}${path}`,
        { method, headers: { host, 'user-agent': DESKTOP_CHROME, 'x-forwarded-for': US_IP, ...headers } },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    },
  );
}

describe('GET /i/{code}?creative=', () => {
  test('the banner code’s image is the banner, counted as a view of that offer, publisher and creative', async () => {
    const w = await bannerWorld();
    expect(w.imageUrl.origin).toBe(`https://${w.tenant.trackingHost}`);
    expect(w.imageUrl.pathname).toMatch(/^\/i\/[a-z0-9]+$/);
    expect(Object.fromEntries(w.imageUrl.searchParams)).toEqual({
      creative: w.banner.id,
      sub2: 'summer',
      source: 'blog',
    });

    const answer = await fetchImage(w.tenant.trackingHost, w.imagePath);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(answer.body.equals(await storedFixtureBytes('banner'))).toBe(true);
    expect(collected.impressionsOf(w.offer.id)).toEqual([
      expect.objectContaining({
        kind: 'impression',
        publisherId: w.publisher.partner.id,
        creativeId: w.banner.id,
        advertiserId: w.offer.advertiserId,
        country: 'US',
        deviceType: 'desktop',
        sub2: 'summer',
        source: 'blog',
        currency: 'USD',
      }),
    ]);
    // Each view asks again and counts again; a click on the banner is a click of its creative.
    await fetchImage(w.tenant.trackingHost, w.imagePath);
    expect(collected.impressionsOf(w.offer.id)).toHaveLength(2);
    const code = w.imagePath.replace(/^\/i\//, '/c/');
    expect((await click(baseUrl, w.tenant.trackingHost, code)).status).toBe(302);
    expect(collected.ofOffer(w.offer.id).map((record) => record.creativeId)).toEqual([w.banner.id]);
  });

  test('bots, HEAD requests, a paused offer or banner and a publisher who may not run it show the image but count nothing', async () => {
    const { handle } = ctx.current;
    const w = await bannerWorld();
    const host = w.tenant.trackingHost;
    const shown = async (headers: Record<string, string> = {}, method = 'GET') =>
      (await fetchImage(host, w.imagePath, headers, method)).status;
    expect(await shown({ 'user-agent': GOOGLEBOT })).toBe(200);
    expect(await shown({}, 'HEAD')).toBe(200);
    expect(await shown({}, 'GET')).toBe(200);
    expect(collected.impressionsOf(w.offer.id)).toHaveLength(1);

    await handle.db.update(offers).set({ status: 'paused' }).where(eq(offers.id, w.offer.id));
    await syncClicks(ctx.current.app);
    expect(await shown()).toBe(200);
    await handle.db.update(offers).set({ status: 'active' }).where(eq(offers.id, w.offer.id));
    await handle.db.update(creatives).set({ status: 'paused' }).where(eq(creatives.id, w.banner.id));
    await syncClicks(ctx.current.app);
    expect(await shown()).toBe(200);
    await handle.db.update(creatives).set({ status: 'active' }).where(eq(creatives.id, w.banner.id));
    await handle.db
      .update(offers)
      .set({ status: 'active', visibility: 'approval' })
      .where(eq(offers.id, w.offer.id));
    await syncClicks(ctx.current.app);
    expect(await shown()).toBe(200);
    expect(collected.impressionsOf(w.offer.id)).toHaveLength(1);

    await handle.db.insert(offerAccess).values({
      tenantId: w.tenant.id,
      offerId: w.offer.id,
      publisherId: w.publisher.partner.id,
      status: 'approved',
    });
    await syncClicks(ctx.current.app);
    expect(await shown()).toBe(200);
    expect(collected.impressionsOf(w.offer.id)).toHaveLength(2);
  });

  test('a link that shows no banner of the offer answers a blank pixel and counts nothing', async () => {
    const { handle } = ctx.current;
    const w = await bannerWorld();
    const host = w.tenant.trackingHost;
    const text = await seedCreative(handle.db, w.tenant, { offerId: w.offer.id });
    const { offer: other } = await seedOffer(handle.db, w.tenant, { advertiserId: w.offer.advertiserId });
    const otherBanner = await seedCreative(handle.db, w.tenant, {
      offerId: other.id,
      type: 'banner',
      linkText: null,
      fileId: w.banner.file?.id,
    });
    await syncClicks(ctx.current.app);
    const withCreative = (id: string) => w.imagePath.replace(w.banner.id, id);
    for (const path of [
      withCreative(text.id),
      withCreative(otherBanner.id),
      withCreative(crypto.randomUUID()),
      withCreative('not-a-uuid'),
      forged(w.imagePath),
      w.imagePath.replace(/^\/i\/[a-z0-9]+/, '/i/notacode'),
      w.imagePath.replace(/^\/i\/[a-z0-9]+/, '/i/%E0%A4%A'),
    ]) {
      const answer = await fetchImage(host, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toBe('image/gif');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body.subarray(0, 6).toString('latin1'), path).toBe('GIF89a');
    }
    expect(collected.impressionsOf(w.offer.id)).toEqual([]);
    expect(collected.impressionsOf(other.id)).toEqual([]);
  });
});

/** The image path with one letter of its signed code changed: a code nobody was given. */
function forged(imagePath: string): string {
  return imagePath.replace(/^\/i\/([a-z0-9]+)/, (_, code: string) => {
    const last = code.at(-1) === 'a' ? 'b' : 'a';
    return `/i/${code.slice(0, -1)}${last}`;
  });
}

describe('impressions in the performance report', () => {
  /** The publisher's own performance report by creative, over HTTP. */
  async function publisherReport(headers: Record<string, string>, offerId: string) {
    const query = new URLSearchParams({ ...recentRange(), groupBy: 'creative', offerId });
    const answer = await httpRequest(baseUrl, { path: `/api/v1/reports/performance?${query}`, headers });
    expect(answer.status, answer.body).toBe(200);
    return JSON.parse(answer.body) as PerformanceResponse;
  }

  test('a view of the banner counts once under it, beside its click, with the CTR; forged and unknown views count nothing', async () => {
    const w = await bannerWorld();
    const host = w.tenant.trackingHost;
    expect((await fetchImage(host, w.imagePath)).status).toBe(200);
    for (const path of [forged(w.imagePath), w.imagePath.replace(w.banner.id, crypto.randomUUID())]) {
      expect((await fetchImage(host, path)).headers['content-type']).toBe('image/gif');
    }
    const code = w.imagePath.replace(/^\/i\//, '/c/');
    expect((await click(baseUrl, host, code)).status).toBe(302);
    await holder.writer?.flush();

    // The same view written again (a spool file or journal replayed after a crash) counts nothing.
    const [view] = collected.impressionsOf(w.offer.id);
    await spoolBatch(spoolDir, [view as ImpressionRecord]);
    holder.writer?.replaySpoolSoon();
    await holder.writer?.flush();

    const body = await publisherReport(w.publisher.headers, w.offer.id);
    expect(body.data.map((row) => [row.dimensions.creative?.value, row.counters])).toEqual([
      [w.banner.id, expect.objectContaining({ impressions: 1, grossClicks: 1, uniqueClicks: 1 })],
    ]);
    expect(body.totals.map((line) => line.counters.impressions)).toEqual([1]);

    // CTR is unique clicks ÷ impressions: the export carries it as the screens show it.
    const query = new URLSearchParams({ ...recentRange(), groupBy: 'creative', offerId: w.offer.id });
    const csv = await httpRequest(baseUrl, {
      path: `/api/v1/reports/performance/export?${query}`,
      headers: w.publisher.headers,
    });
    expect(csv.status).toBe(200);
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const cells = (line = '') => line.split(',').map((cell) => cell.replaceAll('"', ''));
    const at = (label: string) => cells(row)[cells(header).indexOf(label)];
    expect(at('Impressions')).toBe('1');
    expect(at('CTR (%)')).toBe('100');
  });
});

describe('writing impressions', () => {
  test('a batch adds its views to every rollup; written again, it counts nothing twice', async () => {
    const db = ctx.current.handle.db;
    // Today's partitions first, as the pipeline makes them before it writes: no rows move under the counts.
    await eventStoreOf(db).prepareClickStorage();
    const world = newClickWorld();
    const creativeId = crypto.randomUUID();
    const records = [
      buildImpressionRecord(world, { creativeId, country: 'DE' }),
      buildImpressionRecord(world, { creativeId, country: 'DE' }),
      buildImpressionRecord(world, { creativeId, country: 'FR', sub1: 'other' }),
    ];
    expect(await writeImpressions(db, records)).toEqual(new Set(records.map((record) => record.id)));
    expect(await writeImpressions(db, records)).toEqual(new Set());

    const byCountry = await db
      .select({ country: statsHourly.country, impressions: statsHourly.impressions })
      .from(statsHourly)
      .where(eq(statsHourly.tenantId, world.tenantId))
      .orderBy(statsHourly.country);
    expect(byCountry).toEqual([
      { country: 'DE', impressions: 2 },
      { country: 'FR', impressions: 1 },
    ]);
    const totals = await db.execute(sql`
      select (select sum(impressions) from stats_hourly_offer where tenant_id = ${world.tenantId})::int as offer_hour,
        (select sum(impressions) from stats_daily_offer where tenant_id = ${world.tenantId})::int as offer_day,
        (select sum(impressions) from stats_hourly_publisher where tenant_id = ${world.tenantId})::int as publisher_hour,
        (select sum(impressions) from stats_daily_publisher where tenant_id = ${world.tenantId})::int as publisher_day,
        (select sum(impressions) from stats_hourly_sub where tenant_id = ${world.tenantId})::int as sub,
        (select sum(gross_clicks) from stats_hourly where tenant_id = ${world.tenantId})::int as clicks,
        (select count(*) from impressions where tenant_id = ${world.tenantId})::int as rows`);
    expect((totals as unknown as { rows: unknown[] }).rows).toEqual([
      { offer_hour: 3, offer_day: 3, publisher_hour: 3, publisher_day: 3, sub: 3, clicks: 0, rows: 3 },
    ]);
  });
});
