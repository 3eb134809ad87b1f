// `npm run bench:reports`: reports and dashboards against a network's worth of traffic
// (docs/performance.md, "Reports"). In one run it starts a throwaway PostgreSQL 15 and generates
// BENCH_CLICKS clicks (default 10,000,000) with their rollups (bench/report-network.mjs). Then it
// measures, through the app's own functions:
//   dashboard  the admin dashboard (readDashboard: 30 days by date, 7 days by offer and publisher)
//   report     the performance report grouped by date and offer over 30 days (performanceReport)
//              (both also in Asia/Tokyo, printed in the table but not in the last line)
//   drilldown  the performance report grouped by sub1 over one day (the sub-id rollup)
//   sub ids    sub1 over 7 and 31 days from the sub-id rollup, and sub1 × country over the same days
//              from the raw clicks and conversions (what a sub id with a country reads)
//   click log  the click report's first page and its count over 1, 7 and 31 days, whole and by country
//   lookup     a click by id, as a conversion finds it (id + the second its id carries)
//   export     1,000,000 click rows streamed as CSV through a cursor: the process's memory
//   freshness  clicks pushed to the click writer until the report counts them
//
//   npm run bench:reports                      (the full size; generation takes a while)
//   BENCH_CLICKS=200000 npm run bench:reports  (a quick try)
//
// The last line reads exactly: `dashboard p95 A ms, report p95 B ms, drilldown p95 C ms, lookup p99 D ms`.
// Not part of `npm test`: figures depend on the machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { clickReportQuerySchema, performanceQuerySchema } from '@affnet/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createPostgresEventStore } from '../apps/server/src/events/index.ts';
import { readDashboard } from '../apps/server/src/modules/dashboard/index.ts';
import { listClicks } from '../apps/server/src/modules/report-rows/index.ts';
import { ADMIN_SCOPE, performanceReport, sumRollups } from '../apps/server/src/modules/reports/index.ts';
import { createClickWriter } from '../apps/server/src/tracking/writer/index.ts';
import { buildClickRecord } from '../apps/server/test/helpers/click-records.ts';
import { CLICKS, DAY_MS, startReportNetwork } from './report-network.mjs';
import { figuresOf, seconds, timeRuns as timeRunsOf } from './timings.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const LOOKUPS = 2_000;
const EXPORT_ROWS = Math.min(1_000_000, CLICKS);
/** One warm-up, then RUNS timed calls one after another. */
const timeRuns = (name, call) => timeRunsOf(name, call, RUNS);

async function main() {
  const { postgres, handle, db, tenant, now, cleanup } = await startReportNetwork();

  const today = now.toISOString().slice(0, 10);
  const dayBefore = (days) => new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
  const busiestOffer = await busiestOfferOf(db, tenant.id);
  // What a report reads: the panel's tables and the event store (modules/reports ReportStores).
  const stores = { db, events: createPostgresEventStore(db) };

  const dashboard = await timeRuns('dashboard (admin, UTC)', () =>
    readDashboard(stores, tenant.id, ADMIN_SCOPE, 'UTC', now),
  );
  const reportQuery = performanceQuerySchema.parse({
    from: dayBefore(29),
    to: today,
    groupBy: 'date,offer',
    tz: 'UTC',
  });
  const report = await timeRuns('performance report, date × offer, 30 days', () =>
    performanceReport(stores, tenant, reportQuery, ADMIN_SCOPE),
  );
  // The same two in a zone nine hours from UTC: days there straddle two UTC days, so the report
  // by date reads hourly rows, and the dashboard's by-date query too (docs/reports.md).
  const dashboardTokyo = await timeRuns('dashboard (admin, Asia/Tokyo)', () =>
    readDashboard(stores, tenant.id, ADMIN_SCOPE, 'Asia/Tokyo', now),
  );
  const reportTokyo = await timeRuns('performance report, date × offer, 30 days, Asia/Tokyo', () =>
    performanceReport(stores, tenant, { ...reportQuery, tz: 'Asia/Tokyo' }, ADMIN_SCOPE),
  );
  const drillQuery = performanceQuerySchema.parse({
    from: dayBefore(1),
    to: dayBefore(1),
    groupBy: 'sub1,sub2',
    offerId: busiestOffer,
    tz: 'UTC',
  });
  const drilldown = await timeRuns('drill-down, sub1 × sub2 of the busiest offer, one day', () =>
    performanceReport(stores, tenant, drillQuery, ADMIN_SCOPE),
  );
  const subIds = await measureSubIds(stores, tenant, dayBefore, today);
  const clickLog = await measureClickLog(stores, tenant, dayBefore, today);
  const lookup = await measureLookups(db, tenant.id);
  const exported = await measureExport(postgres.url, tenant.id);
  const freshness = await measureFreshness(stores, tenant, busiestOffer);

  console.log('\n| measured | runs | p50 ms | p95 ms | p99 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const figure of [
    dashboard,
    report,
    dashboardTokyo,
    reportTokyo,
    drilldown,
    ...subIds,
    ...clickLog,
    lookup,
  ]) {
    console.log(`| ${figure.name} | ${figure.runs} | ${figure.p50} | ${figure.p95} | ${figure.p99} |`);
  }
  console.log(
    `\nCSV export: ${exported.rows.toLocaleString('en')} rows (${exported.megabytes} MB) in ${exported.seconds} s; ` +
      `RSS ${exported.rssBefore} MB before, at most ${exported.rssPeak} MB during (heap at most ${exported.heapPeak} MB)`,
  );
  console.log(
    `freshness: ${freshness.clicks} clicks pushed to the click writer were counted by the report after ${freshness.ms} ms`,
  );
  await handle.close();
  console.log(
    `\ndashboard p95 ${dashboard.p95} ms, report p95 ${report.p95} ms, drilldown p95 ${drilldown.p95} ms, lookup p99 ${lookup.p99} ms`,
  );
  cleanup();
}

async function busiestOfferOf(db, tenantId) {
  const result = await db.execute(sql`
    select offer_id from stats_hourly where tenant_id = ${tenantId}
    group by offer_id order by sum(gross_clicks) desc limit 1`);
  return result.rows[0].offer_id;
}

/**
 * Sub ids alone read the sub-id rollup; a sub id with a country reads the raw clicks and
 * conversions (docs/reports.md): both over a week and over the longest range the raw rows answer.
 */
async function measureSubIds(stores, tenant, dayBefore, today) {
  const figures = [];
  for (const days of [7, 31]) {
    const range = { from: dayBefore(days - 1), to: today, tz: 'UTC' };
    const bySub = performanceQuerySchema.parse({ ...range, groupBy: 'sub1' });
    const bySubAndCountry = performanceQuerySchema.parse({ ...range, groupBy: 'sub1,country' });
    figures.push(
      await timeRuns(`sub1, ${days} days (sub-id rollup)`, () =>
        performanceReport(stores, tenant, bySub, ADMIN_SCOPE),
      ),
      await timeRuns(`sub1 × country, ${days} days (raw clicks and conversions)`, () =>
        performanceReport(stores, tenant, bySubAndCountry, ADMIN_SCOPE),
      ),
    );
  }
  return figures;
}

/** The click report's first page of 50 with its total, over 1, 7 and 31 days, whole and for one country. */
async function measureClickLog(stores, tenant, dayBefore, today) {
  const admin = { role: 'staff', partners: { kind: 'all' } };
  const figures = [];
  for (const [days, filters] of [
    [1, {}],
    [7, {}],
    [31, {}],
    [7, { country: 'DE' }],
    [31, { country: 'DE' }],
  ]) {
    // The schema refuses more than its limit; the bench measures what a longer range would cost.
    const query = {
      ...clickReportQuerySchema.parse({ from: today, to: today, ...filters }),
      from: dayBefore(days - 1),
    };
    const name = `click log page and count, ${days} days${filters.country ? `, country ${filters.country}` : ''}`;
    figures.push(await timeRuns(name, () => listClicks(stores, tenant.id, admin, query, 'UTC')));
  }
  return figures;
}

/** Clicks found as a conversion finds them: the id and the second its id carries, in the tenant. */
async function measureLookups(db, tenantId) {
  const sample = (
    await db.execute(sql`select id, clicked_at from clicks tablesample system (1) limit ${LOOKUPS}`)
  ).rows;
  const timings = [];
  for (const click of sample) {
    const clickedAtSeconds = Math.floor(new Date(click.clicked_at).getTime() / 1000);
    const start = performance.now();
    // The conversion path's own lookup (one at a time here: the worst case, no grouping).
    const [found] = await createPostgresEventStore(db).findClicks([
      { tenantId, clickId: click.id, clickedAtSeconds },
    ]);
    timings.push(performance.now() - start);
    if (!found) throw new Error(`click ${click.id} not found`);
  }
  const figures = figuresOf('click-id lookup', timings);
  console.log(`[measure] click-id lookup: p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
  return figures;
}

/** Escapes a CSV field; a leading =, +, - or @ is quoted with a ' so no spreadsheet runs it. */
function csvField(value) {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A 1-million-row click export through a server-side cursor, 5,000 rows a fetch, written to a
 * stream that honours back-pressure: memory should stay flat whatever the row count.
 */
async function measureExport(url, tenantId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const sink = new Writable({
    highWaterMark: 1 << 20,
    write(_chunk, _encoding, done) {
      setImmediate(done);
    },
  });
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let heapPeak = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    rssPeak = Math.max(rssPeak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  }, 50);
  const started = Date.now();
  let rows = 0;
  let bytes = 0;
  await client.query('begin');
  await client.query(
    `declare export_cursor no scroll cursor for
     select id, clicked_at, offer_id, publisher_id, kind, reason, sub1, sub2, source, country, device_type, os, browser
     from clicks where tenant_id = $1 order by clicked_at limit ${EXPORT_ROWS}`,
    [tenantId],
  );
  for (;;) {
    const batch = await client.query('fetch 5000 from export_cursor');
    if (batch.rows.length === 0) break;
    const text = `${batch.rows.map((row) => Object.values(row).map(csvField).join(',')).join('\n')}\n`;
    rows += batch.rows.length;
    bytes += Buffer.byteLength(text);
    if (!sink.write(text)) await new Promise((resolve) => sink.once('drain', resolve));
  }
  await client.query('commit');
  await client.end();
  clearInterval(sampler);
  const mb = (value) => Math.round(value / 1024 / 1024);
  return {
    rows,
    megabytes: mb(bytes),
    seconds: seconds(started),
    rssBefore: mb(rssBefore),
    rssPeak: mb(rssPeak),
    heapPeak: mb(heapPeak),
  };
}

/** Clicks pushed to the real click writer, then the report asked until it counts them. */
async function measureFreshness(stores, tenant, offerId) {
  const { db } = stores;
  const [offer] = (
    await db.execute(sql`select id, ref, advertiser_id, currency from offers where id = ${offerId}`)
  ).rows;
  const [publisher] = (
    await db.execute(
      sql`select id, ref from partners where tenant_id = ${tenant.id} and kind = 'publisher' limit 1`,
    )
  ).rows;
  const world = {
    tenantId: tenant.id,
    offerId: offer.id,
    offerRef: offer.ref,
    publisherId: publisher.id,
    publisherRef: publisher.ref,
    advertiserId: offer.advertiser_id,
  };
  const today = new Date().toISOString().slice(0, 10);
  const countNow = async () => {
    const { groups } = await sumRollups(stores, {
      tenantId: tenant.id,
      from: today,
      to: today,
      timeZone: 'UTC',
      groupBy: [],
      filters: { offerId: offer.id, publisherId: publisher.id },
      scope: ADMIN_SCOPE,
    });
    return groups.reduce((sum, group) => sum + (group.counters.grossClicks ?? 0), 0);
  };
  const before = await countNow();
  const spoolDir = mkdtempSync(join(tmpdir(), 'affnet-bench-spool-'));
  const silent = { info() {}, warn() {}, error() {} };
  const writer = createClickWriter(createPostgresEventStore(db), { spoolDir, log: silent });
  const clicks = 100;
  const started = performance.now();
  for (let index = 0; index < clicks; index += 1) {
    writer.push(buildClickRecord(world, { clickedAt: new Date(), currency: offer.currency }));
  }
  while ((await countNow()) < before + clicks) await delay(20);
  const ms = Math.round(performance.now() - started);
  await writer.stop();
  rmSync(spoolDir, { recursive: true, force: true });
  return { clicks, ms };
}

await main();
